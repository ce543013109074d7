// The 常用语 popover's strings (issue 16 item 7), in a namespace of their own so that the chat's
// locale files stay as they are. Small enough to ship with the popover.
import { addTranslations } from '@atrium/shared';

export const COMMON_WORDS_NS = 'chatCommonWords';

const zh = {
  title: '常用语',
  loading: '加载中…',
  empty: '暂无常用语，可在“常用语”页面添加',
  failed: '常用语加载失败，请稍后重试',
  system: '系统',
};

export type ChatCommonWordsMessages = typeof zh;

const zhtw: ChatCommonWordsMessages = {
  title: '常用語',
  loading: '載入中…',
  empty: '暫無常用語，可在「常用語」頁面新增',
  failed: '常用語載入失敗，請稍後再試',
  system: '系統',
};

const en: ChatCommonWordsMessages = {
  title: 'Common phrases',
  loading: 'Loading…',
  empty: 'No phrases yet; add some on the Common phrases page',
  failed: 'The phrases could not be loaded; try again shortly',
  system: 'System',
};

let registered = false;

/** Adds the namespace once (plain objects: available at once). */
export function registerCommonWordsTranslations(): void {
  if (registered) return;
  registered = true;
  void addTranslations(COMMON_WORDS_NS, { zh, zhtw, en });
}
