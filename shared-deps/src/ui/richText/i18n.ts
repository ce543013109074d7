// Strings of the rich-text editor's toolbar (moved from mf-message with the editor): registered
// when its chunk loads.
import { addTranslations } from '@atrium/shared';

export const EDITOR_NS = 'uiEditor';

const zh = {
  toolbar: '格式',
  bold: '加粗',
  italic: '斜体',
  underline: '下划线',
  bulletList: '无序列表',
  orderedList: '有序列表',
  link: '链接',
  clear: '清除格式',
  linkUrl: '链接地址',
  linkApply: '确定',
  linkCancel: '取消',
  linkInvalid: '请输入以 http://、https:// 或 mailto: 开头的地址',
};

export type EditorMessages = typeof zh;

const zhtw: EditorMessages = {
  toolbar: '格式',
  bold: '粗體',
  italic: '斜體',
  underline: '底線',
  bulletList: '項目清單',
  orderedList: '編號清單',
  link: '連結',
  clear: '清除格式',
  linkUrl: '連結位址',
  linkApply: '確定',
  linkCancel: '取消',
  linkInvalid: '請輸入以 http://、https:// 或 mailto: 開頭的位址',
};

const en: EditorMessages = {
  toolbar: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  bulletList: 'Bulleted list',
  orderedList: 'Numbered list',
  link: 'Link',
  clear: 'Clear formatting',
  linkUrl: 'Link address',
  linkApply: 'OK',
  linkCancel: 'Cancel',
  linkInvalid: 'Enter an address starting with http://, https:// or mailto:',
};

void addTranslations(EDITOR_NS, { zh, zhtw, en });
