/** 多语言 (issue 16 item 6): spread into the system namespace as `language`. */
const zh = {
  title: '翻译管理',
  namespace: '模块',
  allNamespaces: '全部模块',
  namespaceOption: '{{namespace}}（{{total}}）',
  onlyMissing: '只看缺少翻译',
  missingCount: '缺少翻译：{{count}} 条',
  key: '翻译键',
  zh: '简体中文',
  zhtw: '繁體中文',
  en: 'English',
  missing: '缺少',
  overridden: '已修改',
  actions: '操作',
  edit: '修改',
  reset: '恢复默认',
  editTitle: '修改翻译：{{key}}',
  builtIn: '默认：{{text}}',
  builtInEmpty: '默认：（无）',
  emptyHint: '留空则使用默认译文',
  confirmReset: '确定将“{{key}}”恢复为默认译文吗？',
  saved: '保存成功，已打开的页面会立即更新',
  resetDone: '已恢复默认译文',
  blank: '译文不能只包含空白字符',
  tooLong: '译文最多为{{max}}个字符',
  catalogMissing: '未找到门户的翻译目录（dist/locale-catalog.json）。构建门户（npm run build）后即可在此查看和修改翻译。',
};

export type LanguageMessages = typeof zh;
export default zh;
