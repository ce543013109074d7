const zh = {
  login: {
    title: '账户密码登录',
    account: '账号',
    password: '密码',
    accountPlaceholder: '请输入账号',
    passwordPlaceholder: '请输入密码',
    accountRequired: '请输入账号',
    passwordRequired: '请输入密码',
    submit: '登录',
    submitting: '登录中…',
    subAccountHint: '子账号格式：手机号@账号',
  },
  layout: {
    toggleSidebar: '展开/收起菜单',
    home: '首页',
    logout: '退出登录',
    logoutConfirm: '您确定要退出系统吗?',
    lockScreen: '锁定屏幕',
    profile: '个人信息',
    menu: '菜单',
    emptyMenu: '您的权限不足，请联系管理员',
  },
  content: {
    loading: '加载中…',
    pageUnavailable: '页面暂未开放',
    pageUnavailableDetail: '模块 {{module}} 尚未提供页面 {{page}}。',
    noModule: '没有模块负责页面 {{page}}。',
    moduleFailed: '模块 {{module}} 加载失败',
  },
  dashboard: {
    title: '工作台',
    welcome: '{{name}}，欢迎回来',
    users: '用户',
    organizations: '组织',
    departments: '部门',
    roles: '角色',
    positions: '岗位',
    online: '在线用户',
    dictionaries: '数据字典',
    menus: '菜单',
    lastLogins: '最近登录',
    time: '时间',
    ip: 'IP 地址',
    noLogins: '暂无数据',
  },
  notFound: {
    title: '404',
    message: '抱歉，您访问的页面不存在',
    back: '返回首页',
  },
  externalLink: {
    open: '在新窗口打开',
  },
  lock: {
    title: '屏幕已锁定',
    password: '请输入密码解锁',
    unlock: '解锁',
    switchAccount: '重新登录',
  },
};

export type ShellMessages = typeof zh;
export default zh;
