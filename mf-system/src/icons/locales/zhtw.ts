import type { IconsMessages } from './zh';

/** 系統圖示 (issue 16 item 5). */
const zhtw: IconsMessages = {
  title: '系統圖示',
  summary: '共 {{count}} 個圖示，點擊圖示複製名稱',
  filtered: '找到 {{count}} 個圖示',
  noMatch: '沒有找到符合的圖示',
  copy: '複製 {{name}}',
  copied: '已複製 {{name}}',
  copyFailed: '複製失敗，請手動選取名稱複製',
  loadFailed: '圖示載入失敗，請重新整理後再試',
};

export default zhtw;
