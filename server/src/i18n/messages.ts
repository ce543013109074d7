/** Every user-visible server message, in the three portal languages. */
export type Lang = 'zh' | 'zhtw' | 'en';

type Entry = Record<Lang, string>;

export const messages = {
  success: { zh: '操作成功', zhtw: '操作成功', en: 'Success' },
  created: { zh: '新建成功', zhtw: '新建成功', en: 'Created successfully' },
  updated: { zh: '更新成功', zhtw: '更新成功', en: 'Updated successfully' },
  deleted: { zh: '删除成功', zhtw: '刪除成功', en: 'Deleted successfully' },
  imported: { zh: '导入成功', zhtw: '匯入成功', en: 'Imported successfully' },
  signedIn: { zh: '登录成功', zhtw: '登入成功', en: 'Signed in' },
  signedOut: { zh: '退出成功', zhtw: '登出成功', en: 'Signed out' },
  unlocked: { zh: '解锁成功', zhtw: '解鎖成功', en: 'Unlocked' },
  languageSwitched: { zh: '切换成功', zhtw: '切換成功', en: 'Switch Language Success' },
  passwordChanged: { zh: '修改成功，请牢记新密码', zhtw: '修改成功，請牢記新密碼', en: 'Password changed; remember the new one' },
  forcedOffline: { zh: '已强制下线', zhtw: '已強制下線', en: 'Signed out by force' },

  socketRateLimited: { zh: '消息发送过于频繁，请稍后再试', zhtw: '訊息發送過於頻繁，請稍後再試', en: 'Too many messages; please slow down' },
  socketBadMessage: { zh: '无法识别的消息', zhtw: '無法識別的訊息', en: 'Unrecognised message' },
  socketNotAvailable: { zh: '该功能暂未开放', zhtw: '該功能暫未開放', en: 'This feature is not available yet' },

  noticeTitleRequired: { zh: '请输入公告标题', zhtw: '請輸入公告標題', en: 'Please enter the notice title' },
  noticeTitleTooLong: { zh: '公告标题最多为{max}个字符', zhtw: '公告標題最多為{max}個字元', en: 'The notice title can have at most {max} characters' },
  noticeTitleBlank: { zh: '公告标题不能只包含空格或隐藏字符', zhtw: '公告標題不能只包含空格或隱藏字元', en: 'The notice title cannot be only spaces or hidden characters' },
  noticeBodyTooLong: { zh: '公告内容过长', zhtw: '公告內容過長', en: 'The notice body is too long' },
  noticeReleased: { zh: '公告已发布，不能修改', zhtw: '公告已發佈，不能修改', en: 'The notice is released and can no longer be changed' },
  released: { zh: '发布成功', zhtw: '發佈成功', en: 'Released' },
  entityNotice: { zh: '公告', zhtw: '公告', en: 'notice' },
  entityMessage: { zh: '消息', zhtw: '訊息', en: 'message' },

  noPermission: { zh: '暂无权限', zhtw: '暫無權限', en: 'No permission' },
  adminOnly: { zh: '暂无权限：仅超级管理员可执行此操作', zhtw: '暫無權限：僅超級管理員可執行此操作', en: 'No permission: only the administrator can do this' },
  unknownApi: { zh: '接口不存在：{method} {path}', zhtw: '介面不存在：{method} {path}', en: 'Unknown API: {method} {path}' },
  recordNotFound: { zh: '{entity}不存在或已被删除', zhtw: '{entity}不存在或已被刪除', en: 'The {entity} does not exist or was deleted' },
  internalError: { zh: '服务器内部错误，请稍后重试', zhtw: '伺服器內部錯誤，請稍後重試', en: 'Internal server error; please try again later' },

  invalidJson: { zh: '请求体不是合法的 JSON', zhtw: '請求內容不是合法的 JSON', en: 'The request body is not valid JSON' },
  emptyJson: { zh: '请求体为空，但内容类型为 JSON', zhtw: '請求內容為空，但內容類型為 JSON', en: 'The request body is empty but declared as JSON' },
  unsupportedMediaType: { zh: '不支持的内容类型：{type}', zhtw: '不支援的內容類型：{type}', en: 'Unsupported content type: {type}' },
  bodyTooLarge: { zh: '请求体过大', zhtw: '請求內容過大', en: 'The request body is too large' },
  malformedRequest: { zh: '请求格式错误：{detail}', zhtw: '請求格式錯誤：{detail}', en: 'Malformed request: {detail}' },

  sessionExpired: { zh: '登录过期，请重新登录', zhtw: '登入過期，請重新登入', en: 'Your session has expired; please sign in again' },
  sessionElsewhere: { zh: '您的账号已在其他地方登录', zhtw: '您的帳號已在其他地方登入', en: 'Your account signed in somewhere else' },
  sessionForced: { zh: '您已被管理员强制下线', zhtw: '您已被管理員強制下線', en: 'An administrator signed you out' },
  sessionDisabled: { zh: '账号已被禁用，请联系管理员', zhtw: '帳號已被停用，請聯絡管理員', en: 'Your account has been disabled; contact the administrator' },
  sessionPasswordChanged: { zh: '密码已修改，请重新登录', zhtw: '密碼已修改，請重新登入', en: 'Your password was changed; please sign in again' },
  sessionInvalid: { zh: '登录凭证无效，请重新登录', zhtw: '登入憑證無效，請重新登入', en: 'Missing or invalid token; please sign in' },

  loginFailed: { zh: '账号或密码错误', zhtw: '帳號或密碼錯誤', en: 'Incorrect account or password' },
  accountLocked: { zh: '账号已被锁定，请联系管理员解锁', zhtw: '帳號已被鎖定，請聯絡管理員解鎖', en: 'The account is locked; contact the administrator to unlock it' },
  accountDisabled: { zh: '账号已被禁用，请联系管理员', zhtw: '帳號已被停用，請聯絡管理員', en: 'The account is disabled; contact the administrator' },
  ipThrottled: {
    zh: '该地址登录失败次数过多，请 {minutes} 分钟后再试',
    zhtw: '該位址登入失敗次數過多，請 {minutes} 分鐘後再試',
    en: 'Too many failed sign-ins from this address; try again in {minutes} minutes',
  },
  lockScreenPassword: { zh: '密码错误，请重新输入', zhtw: '密碼錯誤，請重新輸入', en: 'Incorrect password; try again' },
  lockScreenAccount: { zh: '账号与当前登录用户不一致', zhtw: '帳號與目前登入使用者不一致', en: 'The account is not the signed-in user' },
  lockScreenSession: { zh: '登录已失效，请返回登录页重新登录', zhtw: '登入已失效，請返回登入頁重新登入', en: 'Your session has ended; go back to the sign-in page' },
  oldPasswordWrong: { zh: '旧密码错误', zhtw: '舊密碼錯誤', en: 'The old password is incorrect' },
  passwordNotMd5: { zh: '{field} 应为密码的 MD5 值（32 位十六进制）', zhtw: '{field} 應為密碼的 MD5 值（32 位十六進位）', en: '{field} must be the MD5 of the password (32 hex digits)' },
  passwordUnchanged: { zh: '新密码不能与旧密码相同', zhtw: '新密碼不能與舊密碼相同', en: 'The new password must differ from the old one' },
  cannotDisableSelf: { zh: '不能禁用自己的账号', zhtw: '不能停用自己的帳號', en: 'You cannot disable your own account' },
  cannotDisableAdmin: { zh: '不能禁用超级管理员', zhtw: '不能停用超級管理員', en: 'The administrator account cannot be disabled' },

  fieldRequired: { zh: '{field} 不能为空', zhtw: '{field} 不能為空', en: '{field} is required' },
  fieldType: { zh: '{field} 的类型应为 {type}', zhtw: '{field} 的類型應為 {type}', en: '{field} must be of type {type}' },
  fieldTooLong: { zh: '{field} 最多为 {max} 个字符', zhtw: '{field} 最多為 {max} 個字元', en: '{field} must be at most {max} characters' },
  fieldTooShort: { zh: '{field} 至少为 {min} 个字符', zhtw: '{field} 至少為 {min} 個字元', en: '{field} must be at least {min} characters' },
  fieldMinimum: { zh: '{field} 不能小于 {min}', zhtw: '{field} 不能小於 {min}', en: '{field} must be at least {min}' },
  fieldMaximum: { zh: '{field} 不能大于 {max}', zhtw: '{field} 不能大於 {max}', en: '{field} must be at most {max}' },
  fieldEnum: { zh: '{field} 只能是 {values}', zhtw: '{field} 只能是 {values}', en: '{field} must be one of {values}' },
  fieldPattern: { zh: '{field} 格式不正确', zhtw: '{field} 格式不正確', en: '{field} has an invalid format' },
  fieldUnknown: { zh: '不允许的字段：{field}', zhtw: '不允許的欄位：{field}', en: 'Unexpected field: {field}' },
  fieldInvalid: { zh: '{field} 不合法', zhtw: '{field} 不合法', en: '{field} is invalid' },
  fieldBlank: { zh: '{field} 不能只包含空白字符', zhtw: '{field} 不能只包含空白字元', en: '{field} cannot be only whitespace' },
  fieldHiddenCharacters: { zh: '{field} 不能包含不可见字符', zhtw: '{field} 不能包含不可見字元', en: '{field} must not contain invisible characters' },
  sortRange: { zh: '排序应为 {min} 到 {max} 之间的整数', zhtw: '排序應為 {min} 到 {max} 之間的整數', en: 'Sort must be an integer from {min} to {max}' },

  dictTypeParentRequired: { zh: '上级菜单不能为空', zhtw: '上級選單不能為空', en: 'The parent is required' },
  nameRequired: { zh: '请输入名称', zhtw: '請輸入名稱', en: 'Please enter a name' },
  nameTooLong: { zh: '名称最多为{max}个字符！', zhtw: '名稱最多為{max}個字元！', en: 'The name can be at most {max} characters' },
  nameSpecialSymbols: { zh: '名称不能含有特殊符号', zhtw: '名稱不能含有特殊符號', en: 'The name must not contain special symbols' },
  codeRequired: { zh: '请输入编码', zhtw: '請輸入編碼', en: 'Please enter a code' },
  codeTooLong: { zh: '编码最多为{max}个字符！', zhtw: '編碼最多為{max}個字元！', en: 'The code can be at most {max} characters' },
  codeFormat: {
    zh: '编码只能输入英文、数字和小数点且小数点不能放在首尾',
    zhtw: '編碼只能輸入英文、數字和小數點且小數點不能放在首尾',
    en: 'The code may only contain letters, digits and dots, and cannot start or end with a dot',
  },
  descriptionTooLong: { zh: '说明最多为{max}个字符', zhtw: '說明最多為{max}個字元', en: 'The description can be at most {max} characters' },
  dictDataParentRequired: { zh: '请选择上级', zhtw: '請選擇上級', en: 'Please choose the parent' },
  dictDataNameTooLong: { zh: '字典名称最多为{max}个字符！', zhtw: '字典名稱最多為{max}個字元！', en: 'The dictionary name can be at most {max} characters' },
  dictDataCodeTooLong: { zh: '字典编码最多为{max}个字符！', zhtw: '字典編碼最多為{max}個字元！', en: 'The dictionary code can be at most {max} characters' },
  codeExists: { zh: '编码已存在：{code}', zhtw: '編碼已存在：{code}', en: 'The code already exists: {code}' },
  nameExists: { zh: '名称已存在：{name}', zhtw: '名稱已存在：{name}', en: 'The name already exists: {name}' },
  parentNotFound: { zh: '上级不存在', zhtw: '上級不存在', en: 'The parent does not exist' },
  parentCycle: { zh: '上级不能是自己或自己的下级', zhtw: '上級不能是自己或自己的下級', en: 'The parent cannot be the item itself or one of its descendants' },
  dictTypeHasChildren: { zh: '该分类下有子分类，请先删除子分类', zhtw: '該分類下有子分類，請先刪除子分類', en: 'This category has sub-categories; delete them first' },
  dictTypeHasData: { zh: '该分类下有字典数据，请先删除数据', zhtw: '該分類下有字典資料，請先刪除資料', en: 'This category has dictionary data; delete it first' },
  dictDataHasChildren: { zh: '该数据下有子数据，请先删除子数据', zhtw: '該資料下有子資料，請先刪除子資料', en: 'This item has child items; delete them first' },
  dictNotTree: { zh: '该字典不是树形，只能添加顶级数据', zhtw: '該字典不是樹形，只能新增頂級資料', en: 'This dictionary is not a tree: items can only be added at the top level' },
  dictCannotFlatten: { zh: '该字典已有层级数据，不能关闭树形', zhtw: '該字典已有層級資料，不能關閉樹形', en: 'This dictionary already has nested items; it must stay a tree' },
  dictTypeRoot: { zh: '顶级节点', zhtw: '頂級節點', en: 'Top level' },
  entityDictType: { zh: '字典分类', zhtw: '字典分類', en: 'dictionary category' },
  entityDictData: { zh: '字典数据', zhtw: '字典資料', en: 'dictionary item' },
  entityUser: { zh: '用户', zhtw: '使用者', en: 'user' },
  entityFile: { zh: '下载文件', zhtw: '下載檔案', en: 'download' },
  importNoFile: { zh: '请先上传文件', zhtw: '請先上傳檔案', en: 'Please upload a file first' },
  importInvalid: { zh: '导入文件格式不正确：{detail}', zhtw: '匯入檔案格式不正確：{detail}', en: 'The import file is not valid: {detail}' },
  importTypeExists: { zh: '字典分类已存在：{code}', zhtw: '字典分類已存在：{code}', en: 'The dictionary category already exists: {code}' },
} satisfies Record<string, Entry>;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const template: string = messages[key][lang];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
