import { copyNames, copySuffix } from './copy-names';

describe('copyNames', () => {
  it('names a copy `{name}.副本{suffix}` and `{code}{suffix}`, trying another suffix while the code or the name is taken', () => {
    const tails = ['aaaa', 'bbbb', 'cccc'];
    const taken = (code: string, fullName: string) => code === 'homeaaaa' || fullName === '首页.副本bbbb';
    expect(copyNames({ fullName: '首页', enCode: 'home' }, taken, () => tails.shift() ?? 'zzzz')).toEqual({ fullName: '首页.副本cccc', enCode: 'homecccc' });
  });

  it('draws suffixes of random letters and digits, five unless asked', () => {
    expect(copySuffix()).toMatch(/^[a-z0-9]{5}$/);
    expect(copySuffix(4)).toMatch(/^[a-z0-9]{4}$/);
  });

  it('refuses after twenty collisions rather than loop', () => {
    expect(() => copyNames({ fullName: 'a', enCode: 'a' }, () => true)).toThrow('no free code found');
  });
});
