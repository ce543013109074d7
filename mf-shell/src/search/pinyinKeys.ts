// Pinyin for the header search (issue 17 item 11): zidian and zd find 数据字典. pinyin-pro is a
// maintained dictionary-based converter; it is a lazy chunk loaded only when someone searches
// with Latin letters over a menu that has Chinese titles.

export interface PinyinKeys {
  /** Full pinyin without tones or spaces: shujuzidian. */
  pinyin: string;
  /** First letters: sjzd. */
  initials: string;
}

export type PinyinOf = (text: string) => PinyinKeys;

const CJK = /[\u3400-\u9fff]/;

/** Whether a query could be pinyin (Latin letters only) and the titles have Chinese to match. */
export function wantsPinyin(query: string, titles: readonly string[]): boolean {
  return /^[a-z\s]+$/i.test(query.trim()) && titles.some((title) => CJK.test(title));
}

let loading: Promise<PinyinOf> | null = null;

export function loadPinyin(): Promise<PinyinOf> {
  loading ??= import(/* webpackChunkName: "pinyin" */ 'pinyin-pro').then(({ pinyin }) => (text: string): PinyinKeys => {
    if (!CJK.test(text)) return { pinyin: '', initials: '' };
    const syllables = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'removed' });
    return { pinyin: syllables.join('').toLowerCase(), initials: syllables.map((syllable) => syllable[0] ?? '').join('').toLowerCase() };
  });
  return loading;
}
