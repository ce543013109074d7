import { onStorageChange, readStorage, removeStorage, STORAGE_KEYS, storageKey, writeStorage } from './storage';

const isNumberList = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === 'number');

function remoteChange(key: string | null, newValue: string | null): void {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: window.localStorage }));
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('storage helpers', () => {
  it('stores JSON under the jnpf_ prefix and reads it back', () => {
    expect(writeStorage('userInfo', { realName: '张三' })).toBe(true);
    expect(localStorage.getItem('jnpf_userInfo')).toBe('{"realName":"张三"}');
    expect(readStorage('userInfo', null)).toEqual({ realName: '张三' });
    expect(storageKey(STORAGE_KEYS.lockScreen)).toBe('jnpf_lockScreen');
  });

  it('returns the fallback for absent, corrupt and ill-typed values', () => {
    expect(readStorage('menuList', [])).toEqual([]);
    localStorage.setItem('jnpf_menuList', '{not json');
    expect(readStorage('menuList', [])).toEqual([]);
    localStorage.setItem('jnpf_menuList', '"a string"');
    expect(readStorage('menuList', [] as number[], isNumberList)).toEqual([]);
    localStorage.setItem('jnpf_menuList', '[1,2]');
    expect(readStorage('menuList', [] as number[], isNumberList)).toEqual([1, 2]);
  });

  it('removes the key when writing null or undefined, and on removeStorage', () => {
    writeStorage('token', 'bearer x');
    writeStorage('token', null);
    expect(localStorage.getItem('jnpf_token')).toBeNull();
    writeStorage('token', 'bearer x');
    removeStorage('token');
    expect(readStorage('token', 'none')).toBe('none');
  });

  it('keeps working in memory when localStorage is blocked', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(writeStorage('locale', 'en')).toBe(false);
    expect(readStorage('locale', 'zh')).toBe('en');
    removeStorage('locale');
    expect(readStorage('locale', 'zh')).toBe('zh');
  });

  it('keeps the new value for this tab when the quota is exceeded', () => {
    localStorage.setItem('jnpf_settings', '{"size":"mini"}');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeStorage('settings', { size: 'medium' })).toBe(false);
    expect(readStorage('settings', {})).toEqual({ size: 'medium' });
  });
});

describe('onStorageChange (other tabs)', () => {
  it('reports the decoded value of the watched key only, until unsubscribed', () => {
    const seen: unknown[] = [];
    const stop = onStorageChange('lockScreen', (v) => seen.push(v));
    remoteChange('jnpf_lockScreen', '1');
    remoteChange('jnpf_token', '"bearer y"');
    remoteChange('jnpf_lockScreen', null);
    remoteChange('jnpf_lockScreen', '{corrupt');
    stop();
    remoteChange('jnpf_lockScreen', '1');
    expect(seen).toEqual([1, undefined, undefined]);
  });

  it('reports every key as removed when another tab clears the storage', () => {
    const seen: unknown[] = [];
    const stop = onStorageChange('token', (v) => seen.push(v));
    remoteChange(null, null);
    stop();
    expect(seen).toEqual([undefined]);
  });
});
