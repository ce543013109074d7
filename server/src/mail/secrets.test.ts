import { SECRET_MASK, keptSecret, maskSecret } from './secrets';

describe('maskSecret', () => {
  it('hides a stored secret and shows that none is stored', () => {
    expect(maskSecret('hunter2')).toBe(SECRET_MASK);
    expect(maskSecret('')).toBe('');
    expect(maskSecret(undefined)).toBe('');
  });
});

describe('keptSecret', () => {
  it('keeps the stored secret when the edit leaves it blank or echoes the mask', () => {
    expect(keptSecret('', 'old')).toBe('old');
    expect(keptSecret(undefined, 'old')).toBe('old');
    expect(keptSecret(null, 'old')).toBe('old');
    expect(keptSecret(SECRET_MASK, 'old')).toBe('old');
  });

  it('takes a new secret', () => {
    expect(keptSecret('new', 'old')).toBe('new');
    expect(keptSecret('new', undefined)).toBe('new');
    expect(keptSecret('', undefined)).toBe('');
  });
});
