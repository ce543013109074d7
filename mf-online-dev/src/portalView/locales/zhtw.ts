import type { PortalViewMessages } from './zh';

const messages: PortalViewMessages = {
  common: {
    loading: '加載中',
    retry: '重試',
    more: '更多',
  },
  view: {
    empty: '該門戶還沒有內容，請在門戶設計中添加部件。',
    widgetFailed: '此部件無法顯示，其餘部件不受影響。請刷新頁面重試。',
    loadFailed: '門戶加載失敗',
    loadFailedHint: '請檢查網絡後重試。',
    refused: '無法顯示此門戶',
    noPortal: '未指定要顯示的門戶。',
  },
  widgets: {
    text: '文本',
    image: '圖片',
    commonFunc: '常用功能',
    todoList: '待辦事宜',
    notice: '系統公告',
    dataBoard: '數據面板',
  },
  figures: {
    userCount: '用戶',
    organizeCount: '組織',
    departmentCount: '部門',
    roleCount: '角色',
    positionCount: '崗位',
    onlineUserCount: '在線用戶',
    dictionaryCount: '數據字典',
    menuCount: '菜單',
  },
  text: {
    empty: '暫無內容',
  },
  image: {
    invalid: '圖片地址無效，只支持 http(s) 地址或系統內的文件。',
    failed: '圖片加載失敗',
    empty: '尚未設置圖片',
  },
  commonFunc: {
    empty: '暫無常用功能',
    newTab: '{{name}}（在新標籤頁打開）',
  },
  todoList: {
    empty: '暫無待辦事宜',
    failed: '待辦事宜加載失敗',
    from: '{{user}} 發起',
  },
  notice: {
    empty: '暫無公告',
    failed: '公告加載失敗',
  },
  dataBoard: {
    empty: '尚未選擇數據項',
    failed: '數據加載失敗',
  },
  validation: {
    item: '門戶布局無效：第 {{n}} 項{{problem}}',
    tooMany: '門戶最多 {{max}} 個部件',
    notObject: '不是有效的部件',
    unknownKind: '的部件類型不受支持',
    id: '的標識須為 1-64 位英文、數字、下劃線或短橫線',
    x: '的列位置須在 0-{{max}} 之間',
    y: '的行位置須在 0-{{max}} 之間',
    w: '的寬度須在 1-{{max}} 列之間',
    right: '超出了 {{columns}} 列的右邊界',
    h: '的高度須在 1-{{max}} 行之間',
    title: '的標題不能超過 {{max}} 個字符',
    content: '的文本不能超過 {{max}} 個字符',
    src: '的圖片地址須為 http(s) 地址或以 /api/file/ 開頭，且不超過 {{max}} 個字符',
    alt: '的替代文字不能超過 {{max}} 個字符',
    links: '的鏈接不能超過 {{max}} 個',
    linkName: '的第 {{n}} 個鏈接名稱須為 1-{{max}} 個字符',
    linkUrl: '的第 {{n}} 個鏈接地址須為系統內頁面路徑或 http(s) 地址',
    count: '的顯示條數須在 {{min}}-{{max}} 之間',
    figures: '須選擇 1-{{max}} 個不重複的數據項',
    duplicateId: '的標識與第 {{other}} 項重複',
    overlap: '與第 {{other}} 項重疊',
  },
};

export default messages;
