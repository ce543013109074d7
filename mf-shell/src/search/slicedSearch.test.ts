import type { FlatMenuRoute, MenuNode } from '@atrium/shared';
import { createMenuSearch } from './menuSearch';
import { createSlicedSearch } from './slicedSearch';

function route(i: number): FlatMenuRoute {
  const title = `${['Orders', 'Reports', '数据字典', 'Users'][i % 4]} ${i}`;
  const menu: MenuNode = { id: `m${i}`, enCode: `m${i}`, fullName: title, type: 2, urlAddress: `module${i % 7}/page${i}` };
  return { path: `/module${i % 7}/page${i}`, modelId: menu.id, title, titlePath: [`Group ${i % 13}`, title], name: `m${i}`, menu };
}

const routes = Array.from({ length: 1500 }, (_, i) => route(i));

it('finds what the one-piece search finds, in the same order', async () => {
  const whole = createMenuSearch(routes);
  const sliced = createSlicedSearch(routes, { chunk: 100, yieldFn: () => Promise.resolve() });
  for (const query of ['Orders 42', '数据字典', 'page1234', 'Users', 'zzzzqq']) {
    expect((await sliced.search(query))?.map((r) => r.path)).toEqual(whole(query).map((r) => r.path));
  }
  expect(await sliced.search('   ')).toEqual([]);
});

it('yields between slices once a slice has taken its time, and a newer search cancels the older', async () => {
  let clock = 0;
  const pauses: (() => void)[] = [];
  const sliced = createSlicedSearch(routes, {
    chunk: 100,
    sliceMs: 5,
    now: () => (clock += 3), // every slice "takes" 3 ms: a pause every two chunks
    yieldFn: () => new Promise<void>((resolve) => pauses.push(resolve)),
  });
  const first = sliced.search('Orders');
  await Promise.resolve();
  expect(pauses).toHaveLength(1);
  const second = sliced.search('Reports');
  pauses.shift()!();
  await expect(first).resolves.toBeNull();
  // Let the second run to the end.
  let done = false;
  void second.then(() => {
    done = true;
  });
  for (let i = 0; i < 1000 && !done; i += 1) {
    await Promise.resolve();
    pauses.shift()?.();
  }
  const results = await second;
  expect(results?.[0]?.label).toMatch(/Reports/);
});

it('finds Chinese titles by pinyin and initials once they carry them, and ranks recent pages first', async () => {
  const { loadPinyin } = await import('./pinyinKeys');
  const pinyinOf = await loadPinyin();
  expect(pinyinOf('数据字典')).toEqual({ pinyin: 'shujuzidian', initials: 'sjzd' });
  const page = (path: string, title: string): FlatMenuRoute => {
    const menu: MenuNode = { id: path, enCode: path, fullName: title, type: 2, urlAddress: path.slice(1) };
    return { path, modelId: path, title, titlePath: [title], name: path, menu };
  };
  const entries = [page('/systemData/dictionary', '数据字典'), page('/system/area', '行政区划'), page('/system/notice', '系统公告')].map((item) => ({ ...item, ...pinyinOf(item.title) }));
  let recent: string[] = [];
  const sliced = createSlicedSearch(entries, { yieldFn: () => Promise.resolve(), recent: () => recent });
  expect((await sliced.search('zidian'))?.[0]?.path).toBe('/systemData/dictionary');
  expect((await sliced.search('zd'))?.[0]?.path).toBe('/systemData/dictionary');
  expect((await sliced.search('xzqh'))?.[0]?.path).toBe('/system/area');
  // Two equally good matches: the page opened lately comes first.
  const both = [page('/a', '用户管理'), page('/b', '用户管理')];
  const ranked = createSlicedSearch(both, { yieldFn: () => Promise.resolve(), recent: () => recent });
  expect((await ranked.search('用户'))?.map((result) => result.path)).toEqual(['/a', '/b']);
  recent = ['/b'];
  expect((await ranked.search('用户'))?.map((result) => result.path)).toEqual(['/b', '/a']);
});
