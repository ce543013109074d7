/** 多语言 (issue 16 item 6) messages, spread into i18n/messages.ts. */
export const languageMessages = {
  languageCatalogMissing: {
    zh: '未找到门户的翻译目录（dist/locale-catalog.json），请先构建门户',
    zhtw: '未找到入口網站的翻譯目錄（dist/locale-catalog.json），請先建置入口網站',
    en: 'The portal\'s translation catalogue (dist/locale-catalog.json) is missing; build the portal first',
  },
  languageKeyUnknown: { zh: '翻译键 {key} 不存在', zhtw: '翻譯鍵 {key} 不存在', en: 'There is no translation key {key}' },
  languageTextTooLong: { zh: '译文最多为{max}个字符', zhtw: '譯文最多為{max}個字元', en: 'A translation can be at most {max} characters' },
  languageTextBlank: { zh: '译文不能只包含空白字符', zhtw: '譯文不能只包含空白字元', en: 'A translation cannot be only spaces' },
} as const;
