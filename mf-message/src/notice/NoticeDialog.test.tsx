// The notice dialog: category (通知 by default, from the fixed set), recipients (everyone, or
// chosen users and organisations that must not be empty), an expiry that must lie ahead, and a
// body that leaves sanitised even when the stored draft was not.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import type { PermissionPickerApi, PickerNode } from '@atrium/ui';
import { registerMessageTranslations } from '../i18n';
import { NoticeDialog } from './NoticeDialog';
import { expirationText } from './rules';

jest.mock('./api', () => ({
  getNotice: jest.fn(),
  createNotice: jest.fn(() => Promise.resolve({ id: 'n9' })),
  updateNotice: jest.fn(() => Promise.resolve(null)),
}));
jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), notifySuccess: jest.fn() }));

const api = jest.requireMock('./api') as Record<'getNotice' | 'createNotice' | 'updateNotice', jest.Mock>;

// jsdom lays nothing out; ProseMirror measures ranges when it scrolls the selection into view.
Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => new DOMRect();

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerMessageTranslations();
});
beforeEach(() => jest.clearAllMocks());

/** The picker's calls: nothing to browse; the chosen values' names as given. */
function fakePickerApi(selected: PickerNode[] = []): PermissionPickerApi {
  const none = () => Promise.resolve([] as PickerNode[]);
  const noPage = () => Promise.resolve({ list: [] as PickerNode[], total: 0 });
  return {
    departments: none,
    searchDepartments: none,
    userTree: none,
    searchUsers: noPage,
    usersOf: noPage,
    selectedUsers: noPage,
    subordinates: none,
    selectedItems: () => Promise.resolve(selected),
    roles: none,
    rolesByPermission: none,
    positions: none,
    groups: none,
  };
}

const draft = { id: 'n1', title: '草稿', bodyText: '<p>正文</p>', enabledMark: 0, creatorTime: 0, files: '[]', category: '2', expirationTime: null };

async function open(id: string | null, pickerApi = fakePickerApi()) {
  const view = render(<NoticeDialog id={id} onClose={jest.fn()} onSaved={jest.fn()} pickerApi={pickerApi} />);
  const dialog = await waitFor(() => {
    const element = document.querySelector('sl-dialog');
    expect(element).not.toBeNull();
    return element as HTMLElement;
  });
  return { ...view, dialog, confirm: () => fireEvent.click(within(dialog).getByText('确定')) };
}

function change(element: Element, value: string, event = 'sl-change') {
  (element as HTMLElement & { value: string }).value = value;
  fireEvent(element, new CustomEvent(event, { bubbles: true }));
}

it('offers the four categories, 通知 first and chosen, and sends the one picked', async () => {
  const { dialog, confirm, unmount } = await open(null);
  const select = dialog.querySelector('sl-select[name="category"]')!;
  expect(select.getAttribute('value')).toBe('1');
  expect([...select.querySelectorAll('sl-option')].map((option) => option.textContent)).toEqual(['通知', '公告', '新闻', '其他']);
  change(dialog.querySelector('sl-input[name="title"]')!, '放假通知', 'sl-input');
  change(select, '3');
  confirm();
  await waitFor(() => expect(api.createNotice).toHaveBeenCalledWith(expect.objectContaining({ title: '放假通知', category: '3', toUserIds: null })));
  unmount();
});

it('asks for recipients when they are to be chosen, and keeps users and organisations as the picker gives them', async () => {
  const pickerApi = fakePickerApi([
    { id: 'u1', type: 'user', fullName: '李四/lisi' },
    { id: 'o1', type: 'department', fullName: '研发部' },
  ]);
  api.getNotice.mockResolvedValue({ ...draft, toUserIds: ['u1', 'o1--department'] });
  const { dialog, confirm, unmount } = await open('n1', pickerApi);
  await waitFor(() => expect(dialog.querySelector('sl-radio-group')?.getAttribute('value')).toBe('chosen'));
  expect(await within(dialog).findByText(/研发部/)).toBeTruthy();
  confirm();
  await waitFor(() => expect(api.updateNotice).toHaveBeenCalledWith('n1', expect.objectContaining({ toUserIds: ['u1', 'o1--department'], category: '2' })));
  unmount();
});

it('refuses chosen recipients left empty, and sends null (everyone) when 全部用户 is picked', async () => {
  const { dialog, confirm, unmount } = await open(null);
  change(dialog.querySelector('sl-input[name="title"]')!, '定向', 'sl-input');
  change(dialog.querySelector('sl-radio-group')!, 'chosen');
  confirm();
  expect(await within(dialog).findByText('请选择接收人')).toBeTruthy();
  expect(api.createNotice).not.toHaveBeenCalled();
  change(dialog.querySelector('sl-radio-group')!, 'all');
  confirm();
  await waitFor(() => expect(api.createNotice).toHaveBeenCalledWith(expect.objectContaining({ toUserIds: null })));
  unmount();
});

it('refuses an expiry in the past and sends a future one as epoch ms', async () => {
  const { dialog, confirm, unmount } = await open(null);
  change(dialog.querySelector('sl-input[name="title"]')!, '限时', 'sl-input');
  const expiry = dialog.querySelector('sl-input[name="expiration"]')!;
  expect(expiry.getAttribute('type')).toBe('datetime-local');
  change(expiry, expirationText(Date.now() - 3_600_000));
  confirm();
  expect(await within(dialog).findByText('过期时间必须晚于当前时间')).toBeTruthy();
  expect(api.createNotice).not.toHaveBeenCalled();
  const future = new Date(2099, 0, 2, 8, 30).getTime();
  change(expiry, expirationText(future));
  confirm();
  await waitFor(() => expect(api.createNotice).toHaveBeenCalledWith(expect.objectContaining({ title: '限时', expirationTime: future })));
  unmount();
});

it('sends a stored hostile body sanitised, even untouched', async () => {
  api.getNotice.mockResolvedValue({ ...draft, bodyText: '<p onclick="x()">正文<img src="x" onerror="alert(1)"><script>alert(2)</script></p>', toUserIds: null });
  const { dialog, confirm, unmount } = await open('n1');
  await waitFor(() => expect(dialog.querySelector('[contenteditable]')?.textContent).toBe('正文'));
  confirm();
  await waitFor(() => expect(api.updateNotice).toHaveBeenCalled());
  const sent = (api.updateNotice.mock.calls[0] as [string, { bodyText: string }])[1].bodyText;
  expect(sent).toContain('正文');
  expect(sent).not.toMatch(/script|onerror|onclick/i);
  expect(screen.queryByText('请输入公告标题')).toBeNull();
  unmount();
});
