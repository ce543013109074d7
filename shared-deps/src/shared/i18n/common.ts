/**
 * The `common` namespace: every string @atrium/shared shows itself. The Chinese strings
 * the spec quotes are kept verbatim (note the full-width comma in 请求出错，请重试 and
 * the ASCII ", " and "?" in the delete confirmation).
 */

export interface CommonStrings {
  [key: string]: string | CommonStrings;
}

const zh: CommonStrings = {
  ok: '确定',
  cancel: '取消',
  tip: '提示',
  noData: '暂无数据',
  noPermission: '暂无权限',
  retry: '重试',
  listLoadFailed: '数据加载失败',
  moduleLoadFailed: '模块加载失败',
  switchAccount: {
    title: '切换账号',
    message: '当前登录的账号是 {{current}}，此链接属于账号 {{next}}。切换到 {{next}} 将退出 {{current}} 的登录。',
    confirm: '切换到 {{next}}',
    keep: '保持 {{current}}',
  },
  confirm: {
    delete: '此操作将永久删除该数据, 是否继续?',
    deleteNamed: '此操作将永久删除“{{name}}”, 是否继续?',
    deleteMany: '此操作将永久删除“{{names}}”等 {{count}} 项, 是否继续?',
    deleteList: '此操作将永久删除 {{count}} 项: “{{names}}”, 是否继续?',
    nameSeparator: '”、“',
  },
  http: {
    error: '请求出错，请重试',
    canceled: '请求已取消',
  },
  session: {
    verificationFailed: '验证失败，请重新登录',
    expired: '登录过期，请重新登录',
    insufficientPermissions: '您的权限不足，请联系管理员',
  },
  socket: {
    closed: '实时连接已被服务器关闭，刷新页面可重新连接',
  },
  validator: {
    required: '不能为空',
    blank: '不能只包含空格',
    hiddenCharacters: '不能包含隐藏字符',
    specialSymbols: '不能包含特殊符号',
    maxLength: '最多为{{max}}个字符',
    sortCode: '排序只能是{{min}}到{{max}}之间的整数',
    mobile: '请输入正确的手机号码',
    positiveInteger: '只能输入正整数',
    digits: '只能输入数字',
    code: '只能输入字母、数字和点，且不能以点开头或结尾',
  },
  formatter: {
    justNow: '刚刚',
    minutesAgo: '{{count}}分钟前',
    hoursAgo: '{{count}}小时前',
    oneDayAgo: '1天前',
    daysAgo: '{{count}}天前',
    weeksAgo: '{{count}}周前',
    monthsAgo: '{{count}}个月前',
    amountTooLarge: '金额过大',
  },
};

const zhtw: CommonStrings = {
  ok: '確定',
  cancel: '取消',
  tip: '提示',
  noData: '暫無數據',
  noPermission: '暫無權限',
  retry: '重試',
  listLoadFailed: '資料載入失敗',
  moduleLoadFailed: '模塊加載失敗',
  switchAccount: {
    title: '切換帳號',
    message: '目前登入的帳號是 {{current}}，此連結屬於帳號 {{next}}。切換到 {{next}} 將登出 {{current}}。',
    confirm: '切換到 {{next}}',
    keep: '保持 {{current}}',
  },
  confirm: {
    delete: '此操作將永久刪除該數據, 是否繼續?',
    deleteNamed: '此操作將永久刪除「{{name}}」, 是否繼續?',
    deleteMany: '此操作將永久刪除「{{names}}」等 {{count}} 項, 是否繼續?',
    deleteList: '此操作將永久刪除 {{count}} 項: 「{{names}}」, 是否繼續?',
    nameSeparator: '」、「',
  },
  http: {
    error: '請求出錯，請重試',
    canceled: '請求已取消',
  },
  session: {
    verificationFailed: '驗證失敗，請重新登錄',
    expired: '登錄過期，請重新登錄',
    insufficientPermissions: '您的權限不足，請聯繫管理員',
  },
  socket: {
    closed: '即時連線已被伺服器關閉，重新整理頁面可重新連線',
  },
  validator: {
    required: '不能為空',
    blank: '不能只包含空格',
    hiddenCharacters: '不能包含隱藏字符',
    specialSymbols: '不能包含特殊符號',
    maxLength: '最多為{{max}}個字符',
    sortCode: '排序只能是{{min}}到{{max}}之間的整數',
    mobile: '請輸入正確的手機號碼',
    positiveInteger: '只能輸入正整數',
    digits: '只能輸入數字',
    code: '只能輸入字母、數字和點，且不能以點開頭或結尾',
  },
  formatter: {
    justNow: '剛剛',
    minutesAgo: '{{count}}分鐘前',
    hoursAgo: '{{count}}小時前',
    oneDayAgo: '1天前',
    daysAgo: '{{count}}天前',
    weeksAgo: '{{count}}週前',
    monthsAgo: '{{count}}個月前',
    amountTooLarge: '金額過大',
  },
};

const en: CommonStrings = {
  ok: 'OK',
  cancel: 'Cancel',
  tip: 'Tip',
  noData: 'No data',
  noPermission: 'No permission',
  retry: 'Retry',
  listLoadFailed: 'The list could not be loaded',
  moduleLoadFailed: 'The module failed to load',
  switchAccount: {
    title: 'Switch account',
    message: 'You are signed in as {{current}}; this link belongs to {{next}}. Switching to {{next}} signs {{current}} out here.',
    confirm: 'Switch to {{next}}',
    keep: 'Stay {{current}}',
  },
  confirm: {
    delete: 'This will permanently delete the data. Continue?',
    deleteNamed: 'This will permanently delete “{{name}}”. Continue?',
    deleteMany: 'This will permanently delete “{{names}}” and {{rest}} more ({{count}} items). Continue?',
    deleteList: 'This will permanently delete {{count}} items: “{{names}}”. Continue?',
    nameSeparator: '”, “',
  },
  http: {
    error: 'Request error, please retry',
    canceled: 'Request canceled',
  },
  session: {
    verificationFailed: 'Verification failed, please log in again',
    expired: 'Login expired, please log in again',
    insufficientPermissions: 'Your permissions are insufficient, contact the administrator',
  },
  socket: {
    closed: 'The server closed this page’s live connection. Reload the page to reconnect.',
  },
  validator: {
    required: 'Cannot be empty',
    blank: 'Cannot consist of spaces only',
    hiddenCharacters: 'Cannot contain hidden characters',
    specialSymbols: 'Cannot contain special symbols',
    maxLength: 'At most {{max}} characters',
    sortCode: 'Sort must be an integer from {{min}} to {{max}}',
    mobile: 'Please enter your mobile number correctly',
    positiveInteger: 'Only positive integers',
    digits: 'Only numbers can be entered',
    code: 'Only letters, digits and dots, not starting or ending with a dot',
  },
  formatter: {
    justNow: 'just now',
    minutesAgo_one: '{{count}} minute ago',
    minutesAgo_other: '{{count}} minutes ago',
    hoursAgo_one: '{{count}} hour ago',
    hoursAgo_other: '{{count}} hours ago',
    oneDayAgo: '1 day ago',
    daysAgo_one: '{{count}} day ago',
    daysAgo_other: '{{count}} days ago',
    weeksAgo_one: '{{count}} week ago',
    weeksAgo_other: '{{count}} weeks ago',
    monthsAgo_one: '{{count}} month ago',
    monthsAgo_other: '{{count}} months ago',
    amountTooLarge: 'Amount too large',
  },
};

export const commonResources = { zh, zhtw, en } as const;
