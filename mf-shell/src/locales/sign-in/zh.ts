// Strings of the sign-in and lock screens: the only shell strings /login downloads.
const zh = {
  login: {
    title: '账户密码登录',
    account: '账号',
    password: '密码',
    accountPlaceholder: '请输入账号',
    passwordPlaceholder: '请输入密码',
    code: '验证码',
    codePlaceholder: '请输入验证码',
    codeRequired: '请输入验证码',
    newCode: '换一张',
    accountRequired: '请输入账号',
    passwordRequired: '请输入密码',
    submit: '登录',
    submitting: '登录中…',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
    subAccountHint: '子账号格式：手机号@账号',
  },
  tabs: {
    label: '登录方式',
    password: '账户密码',
    phone: '手机验证码',
    qr: '扫码登录',
    sso: '企业微信登录',
    loading: '加载中…',
    language: '语言',
  },
  lock: {
    title: '屏幕已锁定',
    password: '请输入密码解锁',
    unlock: '解锁',
    switchAccount: '重新登录',
  },
};

export type SignInMessages = typeof zh;
export default zh;
