import { EMOJI_TOKEN, emojiChar } from './emoji';

/** Plain text with emoji codes replaced by their characters (previews, not HTML). */
export function emojify(text: string): string {
  return text.replace(EMOJI_TOKEN, (token, code: string) => emojiChar(Number(code)) ?? token);
}
