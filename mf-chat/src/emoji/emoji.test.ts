import { EMOJIS, EMOJI_FIRST, EMOJI_LAST, emojiChar } from './emoji';

it('numbers 120 distinct emoji from 100 to 219', () => {
  expect(EMOJIS).toHaveLength(120);
  expect(EMOJI_FIRST).toBe(100);
  expect(EMOJI_LAST).toBe(219);
  expect(new Set(EMOJIS.map((emoji) => emoji.char)).size).toBe(120);
  expect(EMOJIS[0]).toEqual({ code: 100, token: '[em:100]', char: '😀' });
  expect(EMOJIS[119]?.token).toBe('[em:219]');
});

it('knows only the codes of the range', () => {
  expect(emojiChar(100)).toBe('😀');
  expect(emojiChar(219)).toBe(EMOJIS[119]?.char);
  expect(emojiChar(99)).toBeUndefined();
  expect(emojiChar(220)).toBeUndefined();
});
