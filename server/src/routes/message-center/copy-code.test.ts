import { CODE_MAX, NAME_MAX, isEnCode, textLength } from '@atrium/rules';
import { copyCode, copyName } from './copy-code';

describe('copyCode', () => {
  it('adds .copy, then numbers until the code is free', () => {
    const taken = new Set(['welcome.copy', 'welcome.copy2']);
    expect(copyCode('welcome', (code) => taken.has(code))).toBe('welcome.copy3');
    expect(copyCode('welcome', () => false)).toBe('welcome.copy');
  });

  it('stays within the code limit and the code format', () => {
    const long = `${'a'.repeat(CODE_MAX - 2)}.b`;
    const code = copyCode(long, () => false);
    expect(textLength(code)).toBeLessThanOrEqual(CODE_MAX);
    expect(isEnCode(code)).toBe(true);
  });
});

describe('copyName', () => {
  it('appends the suffix within the name limit', () => {
    expect(copyName('欢迎邮件', '.副本')).toBe('欢迎邮件.副本');
    expect(textLength(copyName('名'.repeat(NAME_MAX), '.副本'))).toBe(NAME_MAX);
  });
});
