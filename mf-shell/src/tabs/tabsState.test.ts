import { tabFor } from './tabsState';

describe('tabFor', () => {
  it('opens the profile as a closable tab though it is no menu entry', () => {
    expect(tabFor('/profile', '', [])).toEqual({ path: '/profile', fullPath: '/profile', title: '', affix: false, noCache: false });
  });

  it('opens no tab for a path that is neither a menu page nor a shell page', () => {
    expect(tabFor('/nowhere', '', [])).toBeNull();
  });
});
