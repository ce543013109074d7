import type { GeneratorMessages } from './zh';

const messages: GeneratorMessages = {
  title: { webForm: '功能表單', appForm: '移動表單', flowForm: '流程表單' },
  fullName: '名稱',
  enCode: '編碼',
  category: '分類',
  state: '狀態',
  stateReleased: '已發佈',
  stateDraft: '未發佈',
  lastModifyTime: '最後修改時間',
  actions: '操作',
  preview: '預覽代碼',
  download: '下載代碼',
  area: '功能模組',
  choose: '請選擇',
  downloadFailed: '下載失敗，請重試',
  previewTitle: '預覽代碼：{{name}}',
  fromReleased: '根據已發佈的第 {{version}} 版生成',
  fromDraft: '根據草稿生成（該功能尚未發佈）',
  files: '檔案',
  loading: '正在生成代碼…',
  copy: '複製',
  copied: '已複製 {{name}}',
  copyFailed: '複製失敗，請選取代碼後手動複製',
  close: '關閉',
  empty: '沒有生成任何檔案',
};

export default messages;
