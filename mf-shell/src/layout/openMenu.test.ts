import type { MenuNode } from '@atrium/shared';
import { openMenu } from './openMenu';

const largeScreenUrl = jest.fn<Promise<string>, [string]>();
jest.mock('@atrium/shared', () => ({
  ...jest.requireActual<object>('@atrium/shared'),
  largeScreenUrl: (href: string) => largeScreenUrl(href),
}));

const screen: MenuNode = { id: 's', enCode: 'screen', fullName: '大屏', type: 6, urlAddress: null, propertyJson: '{"moduleId":"m-1"}', children: [] };

interface FakeView {
  opener: unknown;
  location: { replace: jest.Mock };
  close: jest.Mock;
}

function fakeView(): FakeView {
  return { opener: window, location: { replace: jest.fn() }, close: jest.fn() };
}

afterEach(() => {
  jest.restoreAllMocks();
  largeScreenUrl.mockReset();
});

describe('openMenu: a large-screen view (type 6)', () => {
  it('opens the window within the click, cuts its opener, then loads the view with its ticket', async () => {
    const view = fakeView();
    const open = jest.spyOn(window, 'open').mockReturnValue(view as unknown as Window);
    let resolve: (url: string) => void = () => undefined;
    largeScreenUrl.mockReturnValue(new Promise((done) => (resolve = done)));

    openMenu(screen);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(view.opener).toBeNull();
    expect(largeScreenUrl).toHaveBeenCalledWith('/DataV/view/m-1');
    expect(view.location.replace).not.toHaveBeenCalled();

    resolve('/DataV/view/m-1?ticket=t-1');
    await Promise.resolve();
    await Promise.resolve();
    expect(view.location.replace).toHaveBeenCalledWith('/DataV/view/m-1?ticket=t-1');
  });

  it('closes the window again when no ticket can be had', async () => {
    const view = fakeView();
    jest.spyOn(window, 'open').mockReturnValue(view as unknown as Window);
    largeScreenUrl.mockRejectedValue(new Error('down'));
    openMenu(screen);
    await new Promise((done) => setTimeout(done, 0));
    expect(view.close).toHaveBeenCalled();
    expect(view.location.replace).not.toHaveBeenCalled();
  });

  it('asks for no ticket when the browser blocked the window', () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    openMenu(screen);
    expect(largeScreenUrl).not.toHaveBeenCalled();
  });
});
