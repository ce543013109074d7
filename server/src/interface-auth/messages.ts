/** 接口认证's user-visible messages (issue 16 item 12), spread into i18n/messages.ts. */
export const interfaceAuthMessages = {
  entityInterfaceOauth: { zh: '接口认证', zhtw: '介面認證', en: 'interface app' },
  ioAppNameRequired: { zh: '请输入应用名称', zhtw: '請輸入應用名稱', en: 'Please enter the app name' },
  ioAppNameTooLong: { zh: '应用名称最多为{max}个字符', zhtw: '應用名稱最多為{max}個字元', en: 'The app name can be at most {max} characters' },
  ioDescriptionTooLong: { zh: '说明最多为{max}个字符', zhtw: '說明最多為{max}個字元', en: 'The description can be at most {max} characters' },
  ioIpInvalid: { zh: '白名单IP不正确：{ip}', zhtw: '白名單IP不正確：{ip}', en: 'Not a valid IP address in the allow-list: {ip}' },
  ioTooManyIps: { zh: '白名单IP最多{max}个', zhtw: '白名單IP最多{max}個', en: 'The allow-list can hold at most {max} addresses' },
  ioExpiryPast: { zh: '使用期限必须晚于当前时间', zhtw: '使用期限必須晚於目前時間', en: 'The expiry must be in the future' },
  ioInterfaceNotFound: { zh: '数据接口不存在：{id}', zhtw: '資料介面不存在：{id}', en: 'Data interface not found: {id}' },
  ioTooManyInterfaces: { zh: '授权接口最多{max}个', zhtw: '授權介面最多{max}個', en: 'At most {max} interfaces can be granted' },
  ioSecretReset: { zh: '密钥已重置，请立即复制，关闭后将无法再次查看', zhtw: '密鑰已重設，請立即複製，關閉後將無法再次查看', en: 'The secret was reset; copy it now, it cannot be shown again' },
  ioCredentialsMissing: { zh: '缺少应用ID或应用密钥', zhtw: '缺少應用ID或應用密鑰', en: 'The app id or the app secret is missing' },
  ioUnknownApp: { zh: '应用ID或应用密钥不正确', zhtw: '應用ID或應用密鑰不正確', en: 'The app id or the app secret is wrong' },
  ioAppDisabled: { zh: '该应用已被禁用', zhtw: '該應用已被停用', en: 'This app is disabled' },
  ioAppExpired: { zh: '该应用已过使用期限', zhtw: '該應用已過使用期限', en: 'This app has expired' },
  ioIpNotAllowed: { zh: '调用方IP不在白名单内：{ip}', zhtw: '呼叫方IP不在白名單內：{ip}', en: 'The caller\'s IP is not on the allow-list: {ip}' },
  ioNotGranted: { zh: '该应用无权调用此接口', zhtw: '該應用無權呼叫此介面', en: 'This app may not call this interface' },
} as const;
