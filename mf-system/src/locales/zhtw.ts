import type { SystemMessages } from './zh';

const zhtw: SystemMessages = {
  dictionary: {
    categories: '字典分類',
    keyword: '關鍵詞',
    keywordPlaceholder: '請輸入關鍵詞查詢',
    search: '查詢',
    reset: '重置',
    refresh: '刷新',
    fullName: '名稱',
    enCode: '編碼',
    sortCode: '排序',
    enabledMark: '狀態',
    enabled: '啟用',
    disabled: '禁用',
    empty: '暫無數據',
    chooseCategory: '請選擇左側字典分類',
  },
};

export default zhtw;
