import type { SignInMessages } from './zh';

const zhtw: SignInMessages = {
  login: {
    title: '賬戶密碼登錄',
    account: '賬號',
    password: '密碼',
    accountPlaceholder: '請輸入賬號',
    passwordPlaceholder: '請輸入密碼',
    code: '驗證碼',
    codePlaceholder: '請輸入驗證碼',
    codeRequired: '請輸入驗證碼',
    newCode: '換一張',
    accountRequired: '請輸入賬號',
    passwordRequired: '請輸入密碼',
    submit: '登錄',
    submitting: '登錄中…',
    showPassword: '顯示密碼',
    hidePassword: '隱藏密碼',
    subAccountHint: '子賬號格式：手機號@賬號',
  },
  tabs: {
    label: '登入方式',
    password: '帳戶密碼',
    phone: '手機驗證碼',
    qr: '掃碼登入',
    sso: '企業微信登入',
    loading: '載入中…',
    language: '語言',
  },
  lock: {
    title: '屏幕已鎖定',
    password: '請輸入密碼解鎖',
    unlock: '解鎖',
    switchAccount: '重新登錄',
  },
};

export default zhtw;
