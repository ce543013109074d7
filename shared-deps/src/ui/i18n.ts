// The `ui` namespace: strings the shared building blocks show themselves. Inline and small, and
// registered only when a component chunk loads, so the sign-in page never pays for it.
import { addTranslations } from '@atrium/shared';

export const UI_NS = 'ui';

const zh = {
  pagination: '分页',
  total: '共 {{total}} 条',
  pageSize: '每页条数',
  perPage: '{{size}}条/页',
  prevPage: '上一页',
  nextPage: '下一页',
  pageOf: '第 {{page}} / {{pages}} 页',
  noData: '暂无数据',
  loading: '加载中',
  ok: '确定',
  cancel: '取消',
  choose: '请选择',
  filter: '输入关键字进行过滤',
  refresh: '刷新',
  expandAll: '展开全部',
  collapseAll: '折叠全部',
  expand: '展开',
  collapse: '折叠',
  columnSettings: '列表显示设置',
  restoreDefault: '恢复默认',
  save: '保存',
  moveUp: '上移',
  moveDown: '下移',
};

export type UiMessages = typeof zh;

const zhtw: UiMessages = {
  pagination: '分頁',
  total: '共 {{total}} 條',
  pageSize: '每頁條數',
  perPage: '{{size}}條/頁',
  prevPage: '上一頁',
  nextPage: '下一頁',
  pageOf: '第 {{page}} / {{pages}} 頁',
  noData: '暫無數據',
  loading: '加載中',
  ok: '確定',
  cancel: '取消',
  choose: '請選擇',
  filter: '輸入關鍵字進行過濾',
  refresh: '刷新',
  expandAll: '展開全部',
  collapseAll: '折疊全部',
  expand: '展開',
  collapse: '折疊',
  columnSettings: '列表顯示設置',
  restoreDefault: '恢復默認',
  save: '保存',
  moveUp: '上移',
  moveDown: '下移',
};

const en: UiMessages = {
  pagination: 'Pagination',
  total: '{{total}} in total',
  pageSize: 'Page size',
  perPage: '{{size}} / page',
  prevPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: 'Page {{page}} of {{pages}}',
  noData: 'No data',
  loading: 'Loading',
  ok: 'OK',
  cancel: 'Cancel',
  choose: 'Please choose',
  filter: 'Type to filter',
  refresh: 'Refresh',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  expand: 'Expand',
  collapse: 'Collapse',
  columnSettings: 'List display settings',
  restoreDefault: 'Restore default',
  save: 'Save',
  moveUp: 'Move up',
  moveDown: 'Move down',
};

// Inline resources are added synchronously, so components can translate on their first render.
void addTranslations(UI_NS, { zh, zhtw, en });
