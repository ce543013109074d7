import type { ShellMessages } from './zh';

const zhtw: ShellMessages = {
  login: {
    title: '賬戶密碼登錄',
    account: '賬號',
    password: '密碼',
    accountPlaceholder: '請輸入賬號',
    passwordPlaceholder: '請輸入密碼',
    accountRequired: '請輸入賬號',
    passwordRequired: '請輸入密碼',
    submit: '登錄',
    submitting: '登錄中…',
    showPassword: '顯示密碼',
    hidePassword: '隱藏密碼',
    subAccountHint: '子賬號格式：手機號@賬號',
  },
  layout: {
    toggleSidebar: '展開/收起菜單',
    home: '首頁',
    logout: '退出登錄',
    logoutConfirm: '您確定要退出系統嗎?',
    lockScreen: '鎖定屏幕',
    profile: '個人信息',
    menu: '菜單',
    emptyMenu: '您的權限不足，請聯繫管理員',
  },
  content: {
    loading: '加載中…',
    pageUnavailable: '頁面暫未開放',
    pageUnavailableDetail: '模塊 {{module}} 尚未提供頁面 {{page}}。',
    noModule: '沒有模塊負責頁面 {{page}}。',
    moduleFailed: '模塊 {{module}} 加載失敗',
  },
  dashboard: {
    title: '工作台',
    welcome: '{{name}}，歡迎回來',
    users: '用戶',
    organizations: '組織',
    departments: '部門',
    roles: '角色',
    positions: '崗位',
    online: '在線用戶',
    dictionaries: '數據字典',
    menus: '菜單',
    lastLogins: '最近登錄',
    time: '時間',
    ip: 'IP 地址',
    noLogins: '暫無數據',
  },
  notFound: {
    title: '404',
    message: '抱歉，您訪問的頁面不存在',
    back: '返回首頁',
  },
  externalLink: {
    open: '在新窗口打開',
  },
  lock: {
    title: '屏幕已鎖定',
    password: '請輸入密碼解鎖',
    unlock: '解鎖',
    switchAccount: '重新登錄',
  },
};

export default zhtw;
