import type { CacheMessages } from './zh';

/** 快取管理 (issue 16 item 3). */
const zhtw: CacheMessages = {
  title: '快取管理',
  name: '快取名稱',
  key: '標識',
  count: '條目數',
  size: '大小（約）',
  age: '快取時長',
  since: '開始快取',
  actions: '操作',
  clear: '清除',
  clearAll: '全部清除',
  confirmClear: '確定清除快取「{{name}}」嗎？清除後將在下次使用時重新計算。',
  confirmClearAll: '確定清除全部快取嗎？清除後將在下次使用時重新計算。',
  cleared: '快取「{{name}}」已清除',
  clearedAll: '全部快取已清除',
  empty: '—',
  names: {
    menus: '使用者選單',
    permissions: '使用者權限',
    statements: '預編譯 SQL 語句',
    systemLogKeywords: '日誌關鍵字統計',
    visualdevModels: '線上開發模型',
  },
  units: { B: '{{value}} B', KB: '{{value}} KB', MB: '{{value}} MB' },
  ages: { seconds: '{{count}} 秒', minutes: '{{count}} 分鐘', hours: '{{count}} 小時', days: '{{count}} 天' },
};

export default zhtw;
