import type { CommonWordsMessages } from './zh';

/** 常用語 (issue 16 item 7). */
const zhtw: CommonWordsMessages = {
  title: '常用語',
  text: '常用語',
  textPlaceholder: '請輸入常用語',
  type: '類型',
  types: { '0': '系統', '1': '個人' },
  allTypes: '全部類型',
  sortCode: '排序',
  enabledMark: '狀態',
  enabled: '啟用',
  disabled: '停用',
  creatorTime: '建立時間',
  actions: '操作',
  add: '新增',
  edit: '編輯',
  remove: '刪除',
  addTitle: '新增常用語',
  editTitle: '編輯常用語',
  confirmRemove: '確定刪除常用語「{{name}}」嗎？',
  required: '請輸入常用語',
  tooLong: '常用語最多為{{max}}個字元',
  systemHint: '系統常用語對所有使用者可見，僅超級管理員可維護',
  readOnly: '系統常用語僅超級管理員可修改',
  saved: '儲存成功',
  removed: '刪除成功',
};

export default zhtw;
