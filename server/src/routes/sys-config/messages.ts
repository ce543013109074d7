/** System configuration messages of issue 16 item 14 and issue 17 item 9, spread into i18n/messages.ts. */
export const sysConfigMessages = {
  logoInvalid: {
    zh: '{field} 必须是上传的图片或 http(s) 地址',
    zhtw: '{field} 必須是上傳的圖片或 http(s) 位址',
    en: '{field} must be an uploaded image or an http(s) address',
  },
  thirdNameQy: { zh: '企业微信', zhtw: '企業微信', en: 'WeCom' },
  thirdNameDing: { zh: '钉钉', zhtw: '釘釘', en: 'DingTalk' },
  thirdConnectOk: { zh: '连接成功', zhtw: '連線成功', en: 'Connected successfully' },
  thirdCredentialsMissing: {
    zh: '请先填写{provider}的企业标识和密钥',
    zhtw: '請先填寫{provider}的企業標識和密鑰',
    en: 'Enter the {provider} ID and secret first',
  },
  thirdCredentialsWrong: {
    zh: '{provider}拒绝了这组凭证，请检查企业标识和密钥',
    zhtw: '{provider}拒絕了這組憑證，請檢查企業標識和密鑰',
    en: '{provider} refused these credentials; check the ID and secret',
  },
  thirdAgentWrong: { zh: '{provider}应用 AgentId 不正确', zhtw: '{provider}應用 AgentId 不正確', en: 'The {provider} application AgentId is wrong' },
  thirdUnavailable: {
    zh: '无法连接{provider}开放接口，请检查网络或接口地址',
    zhtw: '無法連線{provider}開放介面，請檢查網路或介面位址',
    en: 'The {provider} API cannot be reached; check the network or the API address',
  },
  thirdRefused: { zh: '{provider}拒绝了此操作：{detail}', zhtw: '{provider}拒絕了此操作：{detail}', en: '{provider} refused the operation: {detail}' },
  thirdMobileRequired: { zh: '{provider}要求成员填写手机号', zhtw: '{provider}要求成員填寫手機號', en: '{provider} requires a mobile number for each member' },
  thirdDepartmentMissing: { zh: '{provider}中不存在上级部门', zhtw: '{provider}中不存在上級部門', en: 'The parent department does not exist in {provider}' },
  thirdSyncRunning: { zh: '{provider}同步正在进行，请稍后再试', zhtw: '{provider}同步正在進行，請稍後再試', en: 'A {provider} synchronisation is running; try again later' },
  thirdSyncDone: { zh: '同步完成', zhtw: '同步完成', en: 'Synchronisation finished' },
} as const;
