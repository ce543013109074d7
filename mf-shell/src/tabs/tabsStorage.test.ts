import { MAX_STORED_TABS, clearStoredTabs, readStoredTabs, writeStoredTabs } from './tabsStorage';

const tab = (path: string, title = path) => ({ path, fullPath: `${path}?q=1`, title, affix: false, noCache: false });

afterEach(() => sessionStorage.clear());

it('gives back the tabs, their order and the page shown last to the account that stored them', () => {
  writeStoredTabs({ owner: 'u1', tabs: [tab('/a'), { ...tab('/b'), icon: 'icon-ym icon-ym-b' }], active: '/b?q=1' });
  expect(readStoredTabs('u1')).toEqual({ owner: 'u1', tabs: [tab('/a'), { ...tab('/b'), icon: 'icon-ym icon-ym-b' }], active: '/b?q=1' });
});

it("never gives one account's tabs to another, nor to nobody", () => {
  writeStoredTabs({ owner: 'u1', tabs: [tab('/a')], active: '/a' });
  expect(readStoredTabs('u2')).toBeNull();
  expect(readStoredTabs(null)).toBeNull();
});

it('drops what it cannot trust: other origins, malformed entries, duplicates, broken JSON', () => {
  sessionStorage.setItem('atrium:visitedTabs', JSON.stringify({
    owner: 'u1',
    tabs: [tab('/a'), { ...tab('//evil.example'), path: '//evil.example' }, { path: '/x' }, 'junk', tab('/a', 'again'), tab('/b')],
    active: 'https://evil.example/',
  }));
  expect(readStoredTabs('u1')).toEqual({ owner: 'u1', tabs: [tab('/a'), tab('/b')], active: '' });
  sessionStorage.setItem('atrium:visitedTabs', '{not json');
  expect(readStoredTabs('u1')).toBeNull();
});

it('keeps at most MAX_STORED_TABS tabs', () => {
  const many = Array.from({ length: MAX_STORED_TABS + 5 }, (_, index) => tab(`/p${index}`));
  writeStoredTabs({ owner: 'u1', tabs: many, active: '' });
  expect(readStoredTabs('u1')?.tabs).toHaveLength(MAX_STORED_TABS);
});

it('forgets the tabs when cleared (sign-out)', () => {
  writeStoredTabs({ owner: 'u1', tabs: [tab('/a')], active: '/a' });
  clearStoredTabs();
  expect(readStoredTabs('u1')).toBeNull();
});
