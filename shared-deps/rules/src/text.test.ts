import { hasHiddenCharacters, isBlank, textLength } from './text';

describe('textLength', () => {
  it('counts code points, so an emoji is one character', () => {
    expect(textLength('')).toBe(0);
    expect(textLength('abc')).toBe(3);
    expect(textLength('字典')).toBe(2);
    expect(textLength('😀')).toBe(1);
    expect(textLength('😀'.repeat(50))).toBe(50);
    // UTF-16 length would say 100 here: that is the difference this function exists for.
    expect('😀'.repeat(50).length).toBe(100);
  });
});

describe('hasHiddenCharacters', () => {
  it.each([
    ['zero-width space', 'a\u200Bb'],
    ['zero-width joiner', 'a\u200Db'],
    ['right-to-left mark', 'a\u200Fb'],
    ['line separator', 'a\u2028b'],
    ['paragraph separator', 'a\u2029b'],
    ['bidi override', 'a\u202Eb'],
    ['word joiner', 'a\u2060b'],
    ['invisible plus', 'a\u2064b'],
    ['byte-order mark', '\uFEFFab'],
    ['NUL', 'a\u0000b'],
    ['tab', 'a\tb'],
    ['newline', 'a\nb'],
    ['DEL', 'a\u007Fb'],
    ['C1 control', 'a\u0085b'],
  ])('finds a %s', (_label, s) => {
    expect(hasHiddenCharacters(s)).toBe(true);
  });

  it('accepts ordinary text in any script', () => {
    for (const s of ['Atrium', '字典 名称', '研发部(北京)', '😀😀', 'Ünïcödé', 'a\u00A0b']) {
      expect(hasHiddenCharacters(s)).toBe(false);
    }
  });
});

describe('hasHiddenCharacters and emoji (issue 20)', () => {
  it.each([
    ['a ZWJ family in a name', '家庭👨‍👩‍👧'],
    ['a family of four', '👨‍👩‍👧‍👦'],
    ['a ZWJ profession with a skin tone', '👩🏽‍💻 工程师'],
    ['a flag built with a variation selector and ZWJ', '🏳️‍🌈'],
    ['a heart on fire', '❤️‍🔥'],
    ['a kiss with two skin tones', '👩🏻‍❤️‍💋‍👨🏿'],
    ['two ZWJ sequences side by side', '🧑‍🤝‍🧑👨‍👩‍👧'],
    ['a regional-indicator flag', '中国🇨🇳'],
    ['a skin tone alone', '👍🏽'],
    ['a keycap', '#️⃣1️⃣'],
    ['a text-style variation selector', '☺︎'],
    ['a subdivision flag (tag characters)', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
  ])('accepts %s', (_label, s) => {
    expect(hasHiddenCharacters(s)).toBe(false);
  });

  it.each([
    ['a lone ZWJ', '\u200D'],
    ['a ZWJ between letters', 'a\u200Db'],
    ['a ZWJ after an emoji, before a letter', '😀\u200Da'],
    ['a ZWJ before an emoji, after a letter', 'a\u200D😀'],
    ['a dangling ZWJ after an emoji', '👨\u200D'],
    ['a ZWJ leading an emoji', '\u200D👩'],
    ['a doubled ZWJ between emoji', '👨\u200D\u200D👩'],
    ['a zero-width space inside a ZWJ family', '👨\u200D👩\u200B👧'],
    ['a zero-width non-joiner between emoji', '👨\u200C👩'],
    ['a bidi override next to a ZWJ family', '👨‍👩‍👧\u202E'],
    ['a right-to-left mark inside a name with emoji', '家\u200F庭👨‍👩‍👧'],
  ])('refuses %s', (_label, s) => {
    expect(hasHiddenCharacters(s)).toBe(true);
  });

  it('counts a ZWJ family by its code points, as before', () => {
    expect(textLength('👨‍👩‍👧')).toBe(5);
  });
});

describe('isBlank', () => {
  it('is true for empty and whitespace-only strings, ideographic space included', () => {
    for (const s of ['', ' ', '   ', '\t\n', '\u3000', ' \u3000 ', '\u00A0']) {
      expect(isBlank(s)).toBe(true);
    }
  });

  it('is false as soon as there is a visible character', () => {
    for (const s of ['a', ' a ', '\u3000字', '😀']) {
      expect(isBlank(s)).toBe(false);
    }
  });
});
