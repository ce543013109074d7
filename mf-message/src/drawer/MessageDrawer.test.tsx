// The message drawer parcel: unread-only first page, paging by scrolling until a short page,
// filters, the detail dialog (sanitised body, marked read), live refresh, mark all read,
// onClose after the drawer hides, and nothing left behind on unmount.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { publishSocketEvent, setLocale } from '@atrium/shared';
import { registerMessageTranslations } from '../i18n';
import type { MessageDetail, MessageItem } from '../messages/api';
import { encodeFlowConfig } from '../messages/flowRoute';

const item = (n: number, overrides: Partial<MessageItem> = {}): MessageItem => ({
  id: `m${n}`,
  title: `消息${n}`,
  type: 1,
  releaseUser: '管理员',
  releaseTime: Date.now() - 60_000,
  isRead: 0,
  ...overrides,
});
const page = (from: number, count: number) => ({
  list: Array.from({ length: count }, (_, index) => item(from + index)),
  pagination: { currentPage: 1, pageSize: 20, total: 0 },
});

jest.mock('../messages/api', () => ({
  ...jest.requireActual('../messages/api'),
  getMessages: jest.fn(),
  readMessage: jest.fn(),
  readAllMessages: jest.fn(() => Promise.resolve({ count: 3 })),
}));
jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
  navigate: jest.fn(),
}));

const api = jest.requireMock('../messages/api') as Record<'getMessages' | 'readMessage' | 'readAllMessages', jest.Mock>;
const shared = jest.requireMock('@atrium/shared') as Record<'confirmDialog' | 'navigate', jest.Mock>;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mocks above
const parcelConfig = () => (require('./parcel') as typeof import('./parcel')).default;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerMessageTranslations();
});
beforeEach(() => jest.clearAllMocks());
// A failed test must not leave its drawer for the next one to find.
const mounted: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const unmount of mounted.splice(0)) await unmount().catch(() => undefined);
});

async function mountDrawer(onClose = jest.fn()) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const parcel = mountRootParcel(parcelConfig(), { domElement, onClose });
  await parcel.mountPromise;
  const unmount = async () => {
    if (parcel.getStatus() === 'MOUNTED') await parcel.unmount();
    domElement.remove();
  };
  mounted.push(unmount);
  return { domElement, onClose, screen: within(domElement), unmount };
}

/** Puts the list `distance` px above its bottom and fires a scroll. */
function scrollList(list: HTMLElement, distance: number) {
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 2000 });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: 500 });
  list.scrollTop = 2000 - 500 - distance;
  fireEvent.scroll(list);
}

it('loads unread messages 20 at a time while scrolled near the bottom, until a page is short', async () => {
  api.getMessages.mockResolvedValueOnce(page(1, 20)).mockResolvedValueOnce(page(21, 5));
  const drawer = await mountDrawer();
  const screen = drawer.screen;

  expect(await screen.findByText('消息1')).toBeTruthy();
  expect(api.getMessages).toHaveBeenCalledWith({ currentPage: 1, pageSize: 20, keyword: '', type: null, isRead: 0 });
  expect(drawer.domElement.querySelector('sl-drawer')?.getAttribute('label')).toBe('站内消息');
  const list = screen.getByRole('list', { name: '站内消息' });

  scrollList(list, 500); // far from the bottom: nothing more
  expect(api.getMessages).toHaveBeenCalledTimes(1);
  scrollList(list, 150);
  expect(await screen.findByText('消息25')).toBeTruthy();
  expect(api.getMessages).toHaveBeenLastCalledWith(expect.objectContaining({ currentPage: 2 }));
  expect(screen.getAllByRole('button', { name: /消息\d+/ })).toHaveLength(25);
  expect(screen.getByText('没有更多了')).toBeTruthy();

  scrollList(list, 0); // the last page was short: no third request
  expect(api.getMessages).toHaveBeenCalledTimes(2);
  await drawer.unmount();
});

it('filters by type, keyword and the unread-only switch', async () => {
  api.getMessages.mockResolvedValue(page(1, 1));
  const drawer = await mountDrawer();
  const screen = drawer.screen;
  await screen.findByText('消息1');

  const select = drawer.domElement.querySelector('sl-select') as HTMLElement & { value: string };
  select.value = '3';
  fireEvent(select, new CustomEvent('sl-change', { bubbles: true }));
  await waitFor(() => expect(api.getMessages).toHaveBeenLastCalledWith(expect.objectContaining({ currentPage: 1, type: 3, isRead: 0 })));

  const toggle = drawer.domElement.querySelector('sl-switch') as HTMLElement & { checked: boolean };
  expect(toggle.hasAttribute('checked')).toBe(true); // unread only by default
  toggle.checked = false;
  fireEvent(toggle, new CustomEvent('sl-change', { bubbles: true }));
  await waitFor(() => expect(api.getMessages).toHaveBeenLastCalledWith(expect.objectContaining({ isRead: null })));

  const input = drawer.domElement.querySelector<HTMLElement & { value: string }>('sl-input')!;
  input.value = ' 维护 ';
  fireEvent(input, new CustomEvent('sl-input', { bubbles: true }));
  fireEvent.submit(input.closest('form') as HTMLFormElement);
  await waitFor(() => expect(api.getMessages).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: '维护', type: 3 })));
  await drawer.unmount();
});

it('opens a message in the detail dialog with a sanitised body, and shows it read', async () => {
  api.getMessages.mockResolvedValue(page(1, 2));
  const detail: MessageDetail = {
    ...item(1),
    bodyText: '<p>正文</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:alert(1)">链接</a>',
    files: JSON.stringify([{ name: '附件.pdf', url: '/api/file/a.pdf' }, { name: '坏的', url: 'javascript:alert(1)' }]),
  };
  api.readMessage.mockResolvedValue(detail);
  const drawer = await mountDrawer();
  const screen = drawer.screen;

  fireEvent.click(await screen.findByRole('button', { name: /消息1/ }));
  const body = await screen.findByTestId('message-body');
  expect(api.readMessage).toHaveBeenCalledWith('m1');
  expect(body.innerHTML).toContain('<p>正文</p>');
  expect(body.querySelector('script')).toBeNull();
  expect(body.querySelector('[onerror]')).toBeNull();
  expect(body.querySelector('a')?.getAttribute('href')).toBeNull();
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  expect(screen.getByRole('link', { name: '附件.pdf' }).getAttribute('href')).toBe('/api/file/a.pdf');
  expect(screen.getByText('坏的').closest('a')).toBeNull();

  await waitFor(() => expect(drawer.domElement.querySelector('[data-message-id="m1"]')?.getAttribute('data-read')).toBe('1'));
  expect(drawer.domElement.querySelector('[data-message-id="m2"]')?.getAttribute('data-read')).toBe('0');
  await drawer.unmount();
});

it('refreshes on a pushed message, marks all read after confirmation, and stops listening once unmounted', async () => {
  api.getMessages.mockResolvedValue(page(1, 1));
  const drawer = await mountDrawer();
  const screen = drawer.screen;
  await screen.findByText('消息1');

  api.getMessages.mockResolvedValue(page(7, 1));
  publishSocketEvent({ method: 'messagePush', id: 'm7', title: '消息7' });
  expect(await screen.findByText('消息7')).toBeTruthy();
  // Counts pushed after a read in another tab do not reset the list.
  publishSocketEvent({ method: 'initMessage', unreadTotalCount: 0 });
  expect(api.getMessages).toHaveBeenCalledTimes(2);

  fireEvent.click(screen.getByText('全部已读'));
  await waitFor(() => expect(api.readAllMessages).toHaveBeenCalled());
  expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '您确定全部标识为已读状态, 是否继续?' });
  await waitFor(() => expect(api.getMessages).toHaveBeenCalledTimes(3));

  await drawer.unmount();
  publishSocketEvent({ method: 'messagePush', id: 'm8', title: '消息8' });
  expect(api.getMessages).toHaveBeenCalledTimes(3);
});

it("'more' goes to the message centre, and the owner's onClose runs once the drawer has hidden", async () => {
  api.getMessages.mockResolvedValue(page(1, 0));
  const drawer = await mountDrawer();
  const screen = drawer.screen;
  expect(await screen.findByText('暂无数据')).toBeTruthy();
  // The shared drawer header: 更多 sits beside the title (issue 17 item 7), not with the close button.
  expect(screen.getByText('更多').closest('[slot="label"]')?.textContent).toContain('站内消息');

  fireEvent.click(screen.getByText('更多'));
  expect(shared.navigate).toHaveBeenCalledWith('/messageRecord');
  // Unupgraded in jsdom, so React writes `open` as an attribute.
  const element = drawer.domElement.querySelector('sl-drawer') as HTMLElement;
  await waitFor(() => expect(element.hasAttribute('open')).toBe(false));
  expect(drawer.onClose).not.toHaveBeenCalled();
  // A nested element's after-hide is not the drawer's.
  drawer.domElement.querySelector('sl-select')?.dispatchEvent(new CustomEvent('sl-after-hide', { bubbles: true }));
  expect(drawer.onClose).not.toHaveBeenCalled();
  element.dispatchEvent(new CustomEvent('sl-after-hide', { bubbles: true }));
  expect(drawer.onClose).toHaveBeenCalledTimes(1);

  await drawer.unmount();
  expect(drawer.domElement.innerHTML).toBe('');
});

it('a flow message is read and leads to its route (entrust or flow detail), closing the drawer; one without a body stays', async () => {
  api.getMessages.mockResolvedValue({
    list: [item(1, { type: 2, flowType: 2 }), item(2, { type: 2, flowType: 1 }), item(3, { type: 2, flowType: 1 })],
    pagination: { currentPage: 1, pageSize: 20, total: 3 },
  });
  const drawer = await mountDrawer();
  const screen = drawer.screen;
  const element = drawer.domElement.querySelector('sl-drawer') as HTMLElement;

  api.readMessage.mockResolvedValueOnce({ ...item(3, { type: 2, flowType: 1 }), bodyText: '', files: '[]' });
  fireEvent.click(await screen.findByRole('button', { name: /消息3/ }));
  await waitFor(() => expect(drawer.domElement.querySelector('[data-message-id="m3"]')?.getAttribute('data-read')).toBe('1'));
  expect(shared.navigate).not.toHaveBeenCalled();
  expect(element.hasAttribute('open')).toBe(true);
  expect(screen.queryByTestId('message-body')).toBeNull();

  api.readMessage.mockResolvedValueOnce({ ...item(1, { type: 2, flowType: 2 }), bodyText: '{"type":"4"}', files: '[]' });
  fireEvent.click(screen.getByRole('button', { name: /消息1/ }));
  await waitFor(() => expect(shared.navigate).toHaveBeenCalledWith('/workFlow/entrust?config=4'));
  await waitFor(() => expect(element.hasAttribute('open')).toBe(false));

  api.readMessage.mockResolvedValueOnce({ ...item(2, { type: 2, flowType: 1 }), bodyText: '{"title":"请假"}', files: '[]' });
  fireEvent.click(screen.getByRole('button', { name: /消息2/ }));
  await waitFor(() => expect(shared.navigate).toHaveBeenLastCalledWith(`/workFlowDetail?config=${encodeURIComponent(encodeFlowConfig('{"title":"请假"}'))}`));
  expect(screen.queryByTestId('message-body')).toBeNull();
  await drawer.unmount();
});
