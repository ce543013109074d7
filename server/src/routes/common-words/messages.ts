/** Common words' user-visible messages (issue 16 item 7), spread into i18n/messages.ts. */
export const commonWordsMessages = {
  entityCommonWords: { zh: '常用语', zhtw: '常用語', en: 'common phrase' },
  commonWordsTextRequired: { zh: '请输入常用语', zhtw: '請輸入常用語', en: 'Please enter the phrase' },
  commonWordsTextTooLong: { zh: '常用语最多为{max}个字符', zhtw: '常用語最多為{max}個字元', en: 'A phrase can be at most {max} characters' },
  commonWordsSystemAdminOnly: { zh: '仅超级管理员可维护系统常用语', zhtw: '僅超級管理員可維護系統常用語', en: 'Only the administrator can keep system phrases' },
  commonWordsTooMany: { zh: '常用语最多{max}条，请先删除不用的', zhtw: '常用語最多{max}條，請先刪除不用的', en: 'You can keep at most {max} phrases; delete some you no longer use first' },
} as const;
