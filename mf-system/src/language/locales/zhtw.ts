import type { LanguageMessages } from './zh';

const zhtw: LanguageMessages = {
  title: '翻譯管理',
  namespace: '模組',
  allNamespaces: '全部模組',
  namespaceOption: '{{namespace}}（{{total}}）',
  onlyMissing: '只看缺少翻譯',
  missingCount: '缺少翻譯：{{count}} 條',
  key: '翻譯鍵',
  zh: '简体中文',
  zhtw: '繁體中文',
  en: 'English',
  missing: '缺少',
  overridden: '已修改',
  actions: '操作',
  edit: '修改',
  reset: '恢復預設',
  editTitle: '修改翻譯：{{key}}',
  builtIn: '預設：{{text}}',
  builtInEmpty: '預設：（無）',
  emptyHint: '留空則使用預設譯文',
  confirmReset: '確定將「{{key}}」恢復為預設譯文嗎？',
  saved: '儲存成功，已開啟的頁面會立即更新',
  resetDone: '已恢復預設譯文',
  blank: '譯文不能只包含空白字元',
  tooLong: '譯文最多為{{max}}個字元',
  catalogMissing: '未找到入口網站的翻譯目錄（dist/locale-catalog.json）。建置入口網站（npm run build）後即可在此檢視和修改翻譯。',
};

export default zhtw;
