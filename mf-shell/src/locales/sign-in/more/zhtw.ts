import type { MoreSignInMessages } from './zh';

const zhtw: MoreSignInMessages = {
  phone: {
    phone: '手機號',
    phonePlaceholder: '請輸入手機號',
    phoneRequired: '請輸入手機號',
    phoneFormat: '請輸入正確的手機號碼',
    code: '簡訊驗證碼',
    codePlaceholder: '請輸入6位驗證碼',
    codeRequired: '請輸入驗證碼',
    codeFormat: '驗證碼為6位數字',
    getCode: '取得驗證碼',
    resend: '{{seconds}}秒後重新取得',
  },
  qr: {
    alt: '登入二維碼',
    scan: '請使用 App 掃描二維碼登入',
    loading: '正在產生二維碼…',
    expired: '二維碼已失效',
    cancelled: '已取消登入',
    failed: '二維碼取得失敗',
    refresh: '重新整理二維碼',
    confirmed: '已確認，正在登入…',
  },
  sso: {
    redirecting: '正在跳轉到企業微信…',
    signingIn: '正在登入…',
    stateMismatch: '登入請求已失效，請重新登入',
  },
};

export default zhtw;
