import { clearDictionaryCache, getDictionaries } from './dictionaryCache';
import { setHttpAdapter } from './http';
import { resetSession } from './sessionState';
import { createFakeAdapter, envelope } from './testing/fakeAdapter';

const groups = [
  { id: 't1', enCode: 'sex', fullName: '性别', dictionaryList: [{ id: 'd1', fullName: '男' }] },
  { id: 't2', enCode: 'noList' },
];

afterEach(() => {
  clearDictionaryCache();
  setHttpAdapter(undefined);
});

describe('dictionary cache', () => {
  it('loads GET /api/system/DictionaryData/All once for concurrent and later callers', async () => {
    const fake = createFakeAdapter(() => envelope(200, { list: groups }));
    setHttpAdapter(fake.adapter);
    const [a, b] = await Promise.all([getDictionaries(), getDictionaries()]);
    const c = await getDictionaries();
    expect(fake.calls).toHaveLength(1);
    expect(fake.last()).toMatchObject({ url: '/api/system/DictionaryData/All', method: 'get' });
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(a).toEqual([groups[0], { id: 't2', enCode: 'noList', dictionaryList: [] }]);
  });

  it('loads again after clearDictionaryCache() and after resetSession()', async () => {
    const fake = createFakeAdapter(() => envelope(200, { list: groups }));
    setHttpAdapter(fake.adapter);
    await getDictionaries();
    clearDictionaryCache();
    await getDictionaries();
    resetSession();
    await getDictionaries();
    expect(fake.calls).toHaveLength(3);
  });

  it('does not cache a failure', async () => {
    let fail = true;
    setHttpAdapter(createFakeAdapter(() => (fail ? { networkError: true } : envelope(200, groups))).adapter);
    await expect(getDictionaries()).rejects.toMatchObject({ kind: 'network' });
    fail = false;
    await expect(getDictionaries()).resolves.toHaveLength(2);
  });

  it('does not keep a result that arrived after the cache was cleared', async () => {
    let release: () => void = () => undefined;
    const fake = createFakeAdapter(
      () =>
        new Promise((resolve) => {
          release = () => resolve(envelope(200, { list: groups }));
        }),
    );
    setHttpAdapter(fake.adapter);
    const stale = getDictionaries();
    while (fake.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    clearDictionaryCache();
    release();
    await stale;
    setHttpAdapter(createFakeAdapter(() => envelope(200, { list: [] })).adapter);
    await expect(getDictionaries()).resolves.toEqual([]);
  });
});
