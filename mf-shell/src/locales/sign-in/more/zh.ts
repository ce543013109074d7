// Strings of the phone, QR and single sign-on screens: fetched with those chunks, not with /login.
const zh = {
  phone: {
    phone: '手机号',
    phonePlaceholder: '请输入手机号',
    phoneRequired: '请输入手机号',
    phoneFormat: '请输入正确的手机号码',
    code: '短信验证码',
    codePlaceholder: '请输入6位验证码',
    codeRequired: '请输入验证码',
    codeFormat: '验证码为6位数字',
    getCode: '获取验证码',
    resend: '{{seconds}}秒后重新获取',
  },
  qr: {
    alt: '登录二维码',
    scan: '请使用 App 扫描二维码登录',
    loading: '正在生成二维码…',
    expired: '二维码已失效',
    cancelled: '已取消登录',
    failed: '二维码获取失败',
    refresh: '刷新二维码',
    confirmed: '已确认，正在登录…',
  },
  sso: {
    redirecting: '正在跳转到企业微信…',
    signingIn: '正在登录…',
    stateMismatch: '登录请求已失效，请重新登录',
  },
};

export type MoreSignInMessages = typeof zh;
export default zh;
