import type { Lang } from './messages';

/**
 * Picks zh, zhtw or en from an Accept-Language header, honouring q-values:
 * zh-TW / zh-HK / zh-Hant → zhtw, en* → en, other zh → zh; nothing usable → zh.
 */
export function languageFromHeader(header: string | undefined): Lang {
  if (!header) return 'zh';
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.tag !== '' && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === 'zhtw' || /^zh-(tw|hk|mo|hant)\b/.test(tag)) return 'zhtw';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'zh';
}
