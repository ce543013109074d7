/** 缓存管理 (issue 16 item 3): spread into the system namespace as `cache`. */
const zh = {
  title: '缓存管理',
  name: '缓存名称',
  key: '标识',
  count: '条目数',
  size: '大小（约）',
  age: '缓存时长',
  since: '开始缓存',
  actions: '操作',
  clear: '清除',
  clearAll: '全部清除',
  confirmClear: '确定清除缓存“{{name}}”吗？清除后将在下次使用时重新计算。',
  confirmClearAll: '确定清除全部缓存吗？清除后将在下次使用时重新计算。',
  cleared: '缓存“{{name}}”已清除',
  clearedAll: '全部缓存已清除',
  empty: '—',
  names: {
    menus: '用户菜单',
    permissions: '用户权限',
    statements: '预编译 SQL 语句',
    systemLogKeywords: '日志关键词统计',
    visualdevModels: '在线开发模型',
  },
  units: { B: '{{value}} B', KB: '{{value}} KB', MB: '{{value}} MB' },
  ages: { seconds: '{{count}} 秒', minutes: '{{count}} 分钟', hours: '{{count}} 小时', days: '{{count}} 天' },
};

export type CacheMessages = typeof zh;
export default zh;
