/**
 * Chat text as HTML: the text is escaped first, then emoji codes and links become markup, and
 * the result still goes through DOMPurify (@atrium/html) — a message is never trusted as HTML.
 */
import { sanitizeHtml } from '@atrium/html';
import { EMOJI_TOKEN, emojiChar, emojiImageUrl } from '../emoji/emoji';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

// On escaped text: a link ends at white space or at an escaped quote or bracket.
const LINK = /\bhttps?:\/\/[^\s<>"']+?(?=(?:&quot;|&#39;|&lt;|&gt;|[\s.,;:!?)]*(?:\s|$)))/g;

/** Escaped text with each emoji code as its image (an unknown code stays as typed). */
function withEmojiImages(text: string, emojiClass: string): string {
  return escapeHtml(text).replace(EMOJI_TOKEN, (token, code: string) => {
    // An image with the character as its text: copied text and screen readers keep the emoji.
    const char = emojiChar(Number(code));
    const src = emojiImageUrl(Number(code));
    return char && src ? `<img class="${emojiClass}" data-emoji="${code}" src="${src}" alt="${char}" width="20" height="20">` : token;
  });
}

/** `emojiClass` is the CSS-module class of an emoji span. */
export function textToHtml(text: string, emojiClass = ''): string {
  const escaped = withEmojiImages(text, emojiClass)
    .replace(LINK, (url) => `<a href="${url}" target="_blank">${url}</a>`)
    .replace(/\n/g, '<br>');
  return sanitizeHtml(escaped);
}

/**
 * One line of text with its emoji as images and nothing else made markup (no links, no line
 * breaks): the conversation list's last message and the composer's preview (issue 17 item 3),
 * where a font's emoji glyph would be an empty box on machines without a colour-emoji font.
 */
export function emojiLineHtml(text: string, emojiClass = ''): string {
  return sanitizeHtml(withEmojiImages(text.replace(/\s*\n\s*/g, ' '), emojiClass));
}

/** Whether the text holds an emoji code worth previewing as images. */
export function hasEmojiCode(text: string): boolean {
  return /\[em:\d+\]/.test(text);
}
