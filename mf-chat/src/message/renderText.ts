/**
 * Chat text as HTML: the text is escaped first, then emoji codes and links become markup, and
 * the result still goes through DOMPurify (@atrium/html) — a message is never trusted as HTML.
 */
import { sanitizeHtml } from '@atrium/html';
import { EMOJI_TOKEN, emojiChar } from '../emoji/emoji';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

// On escaped text: a link ends at white space or at an escaped quote or bracket.
const LINK = /\bhttps?:\/\/[^\s<>"']+?(?=(?:&quot;|&#39;|&lt;|&gt;|[\s.,;:!?)]*(?:\s|$)))/g;

/** `emojiClass` is the CSS-module class of an emoji span. */
export function textToHtml(text: string, emojiClass = ''): string {
  const escaped = escapeHtml(text)
    .replace(EMOJI_TOKEN, (token, code: string) => {
      const char = emojiChar(Number(code));
      return char ? `<span class="${emojiClass}" data-emoji="${code}">${char}</span>` : token;
    })
    .replace(LINK, (url) => `<a href="${url}" target="_blank">${url}</a>`)
    .replace(/\n/g, '<br>');
  return sanitizeHtml(escaped);
}
