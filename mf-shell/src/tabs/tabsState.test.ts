import { tabFor } from './tabsState';

describe('tabFor', () => {
  it('opens the profile as a closable tab though it is no menu entry', () => {
    expect(tabFor('/profile', '', [])).toEqual({ path: '/profile', fullPath: '/profile', title: '', affix: false, noCache: false });
  });

  it("carries the menu's icon class, so the tab can show the menu's icon", () => {
    const menu = { id: 'm1', enCode: 'systemData.dictionary', fullName: '数据字典', type: 2 as const, icon: 'icon-ym icon-ym-dictionary' };
    const route = { path: '/systemData/dictionary', modelId: 'm1', title: '数据字典', titlePath: ['数据字典'], name: 'systemData-dictionary', menu };
    expect(tabFor('/systemData/dictionary', '?a=1', [route])).toMatchObject({ title: '数据字典', icon: 'icon-ym icon-ym-dictionary' });
  });

  it('opens no tab for a path that is neither a menu page nor a shell page', () => {
    expect(tabFor('/nowhere', '', [])).toBeNull();
  });
});
