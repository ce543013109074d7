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
