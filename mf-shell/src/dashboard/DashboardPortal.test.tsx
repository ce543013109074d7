// The home page chooses between the user's portal and the overview: the portal (the `portalView`
// widget of whichever module the route manifest names, mounted with { portalId }) when
// userInfo.portalId is set and a module provides it, else today's figures. 切换门户 sets the
// portal on the server and reads the user info again, and the page follows.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale, type UserInfo } from '@atrium/shared';
import { registerShellTranslations } from '../i18n';
import type { DashboardOverview, PortalGroup } from './api';
import { DashboardPage } from './DashboardPage';

jest.mock('@atrium/shared', () => {
  const { atom } = jest.requireActual('nanostores') as typeof import('nanostores');
  const user = atom<UserInfo | null>(null);
  return {
    ...jest.requireActual('@atrium/shared'),
    get $user() {
      return user;
    },
    resolveWidgetModule: jest.fn(),
    refreshCurrentUser: jest.fn(),
    notifySuccess: jest.fn(),
  };
});
jest.mock('../content/WidgetParcel', () => ({
  WidgetParcel: ({ moduleName, widget, props, onClose }: { moduleName: string; widget: string; props?: Record<string, unknown>; onClose: () => void }) => (
    <div data-testid="widget" data-module={moduleName} data-widget={widget} data-props={JSON.stringify(props)}>
      <button type="button" onClick={onClose}>
        fail
      </button>
    </div>
  ),
}));
jest.mock('./api', () => ({ getDashboardOverview: jest.fn(), getPortalGroups: jest.fn(), setDefaultPortal: jest.fn() }));

const shared = jest.requireMock('@atrium/shared') as {
  $user: { set(value: UserInfo | null): void };
  resolveWidgetModule: jest.Mock;
  refreshCurrentUser: jest.Mock;
  notifySuccess: jest.Mock;
};
const api = jest.requireMock('./api') as { getDashboardOverview: jest.Mock; getPortalGroups: jest.Mock; setDefaultPortal: jest.Mock };

const overview: DashboardOverview = {
  userCount: 11, organizeCount: 1, departmentCount: 1, roleCount: 1, positionCount: 1, onlineUserCount: 1, dictionaryCount: 1, menuCount: 1, lastLogins: [],
};
const groups: PortalGroup[] = [
  { id: 'c1', fullName: '基础门户', portals: [{ id: 'p1', fullName: '默认门户' }] },
  { id: 'c2', fullName: '业务门户', portals: [{ id: 'p2', fullName: '销售门户' }] },
];
const signedIn = (portalId: string): UserInfo => ({ userId: 'u1', account: 'admin', realName: '管理员', portalId });

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerShellTranslations();
});
beforeEach(() => {
  jest.clearAllMocks();
  api.getDashboardOverview.mockResolvedValue(overview);
  api.getPortalGroups.mockResolvedValue(groups);
  shared.resolveWidgetModule.mockImplementation((name: string) => (name === 'portalView' ? '@atrium/mf-online-dev' : null));
});

const figuresShown = () => document.querySelector('[data-figure="userCount"]') !== null;

it('shows the overview when the user has no portal', async () => {
  shared.$user.set(signedIn(''));
  render(<DashboardPage />);
  await waitFor(() => expect(document.querySelector('[data-figure="userCount"]')?.textContent).toContain('11'));
  expect(screen.queryByTestId('widget')).toBeNull();
});

it('shows the user’s portal through the portalView widget, mounted with its id, instead of the overview', async () => {
  shared.$user.set(signedIn('p1'));
  render(<DashboardPage />);
  const widget = screen.getByTestId('widget');
  expect(widget.dataset).toMatchObject({ module: '@atrium/mf-online-dev', widget: 'portalView' });
  expect(JSON.parse(widget.dataset.props ?? '{}')).toEqual({ portalId: 'p1' });
  expect(figuresShown()).toBe(false);
  expect(api.getDashboardOverview).not.toHaveBeenCalled();
});

it('falls back to the overview when no module provides the portal widget, or it fails', async () => {
  shared.$user.set(signedIn('p1'));
  shared.resolveWidgetModule.mockReturnValue(null);
  const first = render(<DashboardPage />);
  expect(screen.queryByTestId('widget')).toBeNull();
  expect(figuresShown()).toBe(true);
  first.unmount();

  shared.resolveWidgetModule.mockReturnValue('@atrium/mf-online-dev');
  render(<DashboardPage />);
  fireEvent.click(screen.getByText('fail'));
  expect(screen.queryByTestId('widget')).toBeNull();
  expect(figuresShown()).toBe(true);
});

it('offers 切换门户 with the portals by category, the current one checked', async () => {
  shared.$user.set(signedIn('p1'));
  render(<DashboardPage />);
  const switcher = await screen.findByTestId('portal-switcher');
  expect(switcher.querySelector('sl-button')?.textContent).toContain('切换门户');
  expect([...switcher.querySelectorAll('sl-menu-label')].map((label) => label.textContent)).toEqual(['基础门户', '业务门户']);
  const items = [...switcher.querySelectorAll('sl-menu-item')];
  expect(items.map((item) => [item.getAttribute('value'), item.textContent, item.hasAttribute('checked')])).toEqual([
    ['p1', '默认门户', true],
    ['p2', '销售门户', false],
  ]);
});

it('hides 切换门户 when there is no portal to choose (or the list cannot be read)', async () => {
  shared.$user.set(signedIn(''));
  api.getPortalGroups.mockResolvedValue([]);
  const first = render(<DashboardPage />);
  await waitFor(() => expect(api.getPortalGroups).toHaveBeenCalled());
  await waitFor(() => expect(figuresShown()).toBe(true));
  expect(screen.queryByTestId('portal-switcher')).toBeNull();
  first.unmount();

  api.getPortalGroups.mockRejectedValue(new Error('offline'));
  render(<DashboardPage />);
  await waitFor(() => expect(api.getPortalGroups).toHaveBeenCalledTimes(2));
  expect(screen.queryByTestId('portal-switcher')).toBeNull();
});

it('choosing a portal saves it, reads the user info again, and the home page shows it', async () => {
  shared.$user.set(signedIn(''));
  api.setDefaultPortal.mockResolvedValue(null);
  // What the real refresh does: the server now answers with the chosen portal.
  shared.refreshCurrentUser.mockImplementation(async () => shared.$user.set(signedIn('p2')));
  render(<DashboardPage />);
  const switcher = await screen.findByTestId('portal-switcher');
  expect(figuresShown()).toBe(true);

  fireEvent(switcher.querySelector('sl-menu') as Element, new CustomEvent('sl-select', { detail: { item: { value: 'p2' } } }));
  const widget = await screen.findByTestId('widget');
  expect(JSON.parse(widget.dataset.props ?? '{}')).toEqual({ portalId: 'p2' });
  expect(api.setDefaultPortal).toHaveBeenCalledWith('p2');
  expect(api.setDefaultPortal.mock.invocationCallOrder[0]).toBeLessThan(shared.refreshCurrentUser.mock.invocationCallOrder[0] ?? 0);
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('已切换到门户「销售门户」'));
});

it('leaves everything as it was when the server refuses the choice, and ignores the current portal', async () => {
  shared.$user.set(signedIn('p1'));
  api.setDefaultPortal.mockRejectedValue(new Error('该门户已被禁用'));
  render(<DashboardPage />);
  const menu = (await screen.findByTestId('portal-switcher')).querySelector('sl-menu') as Element;
  fireEvent(menu, new CustomEvent('sl-select', { detail: { item: { value: 'p1' } } }));
  expect(api.setDefaultPortal).not.toHaveBeenCalled();
  fireEvent(menu, new CustomEvent('sl-select', { detail: { item: { value: 'p2' } } }));
  await waitFor(() => expect(api.setDefaultPortal).toHaveBeenCalledWith('p2'));
  await waitFor(() => expect(screen.getByTestId('portal-switcher').querySelector('sl-button')?.hasAttribute('disabled')).toBe(false));
  expect(shared.refreshCurrentUser).not.toHaveBeenCalled();
  expect(shared.notifySuccess).not.toHaveBeenCalled();
  expect(JSON.parse(screen.getByTestId('widget').dataset.props ?? '{}')).toEqual({ portalId: 'p1' });
});
