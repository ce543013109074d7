// Notice management: buttons by permission (none for a viewer), drafts editable and releasable,
// released notices not; delete and release confirmed; the dialog checks the title like the server.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerMessageTranslations } from '../i18n';
import type { Notice } from './api';
import { NoticePage } from './NoticePage';

const notices: Notice[] = [
  { id: 'n1', title: '草稿公告', enabledMark: 0, creatorUser: '管理员', creatorTime: Date.UTC(2026, 0, 1) },
  { id: 'n2', title: '已发公告', enabledMark: 1, creatorUser: '管理员', creatorTime: Date.UTC(2026, 0, 1), releaseUser: '管理员', releaseTime: Date.UTC(2026, 0, 2) },
];

jest.mock('./api', () => ({
  getNotices: jest.fn(),
  getNotice: jest.fn(),
  createNotice: jest.fn(() => Promise.resolve({ id: 'n3' })),
  updateNotice: jest.fn(() => Promise.resolve(null)),
  deleteNotice: jest.fn(() => Promise.resolve(null)),
  releaseNotice: jest.fn(() => Promise.resolve({ recipients: 5 })),
}));
jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  usePermission: jest.fn(() => false),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  confirmDelete: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
}));

const api = jest.requireMock('./api') as Record<'getNotices' | 'getNotice' | 'createNotice' | 'updateNotice' | 'deleteNotice' | 'releaseNotice', jest.Mock>;
const shared = jest.requireMock('@atrium/shared') as Record<'usePermission' | 'confirmDialog' | 'confirmDelete', jest.Mock>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerMessageTranslations();
});
beforeEach(() => {
  jest.clearAllMocks();
  api.getNotices.mockResolvedValue({ list: notices, pagination: { currentPage: 1, pageSize: 20, total: 2 } });
});

const rowOf = (container: HTMLElement, id: string) => within(container.querySelector(`tr[data-row-id="${id}"]`) as HTMLElement);

it('without the button codes lists notices with no write buttons', async () => {
  const { unmount } = render(<NoticePage />);
  expect(await screen.findByText('草稿公告')).toBeTruthy();
  expect(api.getNotices).toHaveBeenCalledWith({ currentPage: 1, pageSize: 20, keyword: '' });
  expect(screen.getByText('未发布', { selector: 'sl-tag' })).toBeTruthy();
  for (const label of ['新建', '编辑', '删除', '发布']) expect(screen.queryByText(label, { selector: 'sl-button' })).toBeNull();
  unmount();
});

it('offers edit and release only on drafts; release and delete are confirmed', async () => {
  shared.usePermission.mockImplementation(() => true);
  const { container, unmount } = render(<NoticePage />);
  await screen.findByText('草稿公告');
  expect(screen.getByText('新建', { selector: 'sl-button' })).toBeTruthy();
  expect(rowOf(container, 'n2').queryByText('编辑')).toBeNull();
  expect(rowOf(container, 'n2').queryByText('发布')).toBeNull();

  fireEvent.click(rowOf(container, 'n1').getByText('发布'));
  await waitFor(() => expect(api.releaseNotice).toHaveBeenCalledWith('n1'));
  expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '发布后公告“草稿公告”将推送给接收人且不能再修改, 是否继续?' });
  await waitFor(() => expect(api.getNotices).toHaveBeenCalledTimes(2));

  fireEvent.click(rowOf(container, 'n2').getByText('删除'));
  await waitFor(() => expect(api.deleteNotice).toHaveBeenCalledWith('n2'));
  expect(shared.confirmDelete).toHaveBeenCalledWith({ name: '已发公告' });
  unmount();
});

it('refuses an empty or over-long title with the server messages, then creates the notice', async () => {
  shared.usePermission.mockImplementation(() => true);
  const { unmount } = render(<NoticePage />);
  await screen.findByText('草稿公告');
  fireEvent.click(screen.getByText('新建', { selector: 'sl-button' }));
  const dialog = await waitFor(() => {
    const element = document.querySelector('sl-dialog');
    expect(element).not.toBeNull();
    return element as HTMLElement;
  });
  const confirm = within(dialog).getByText('确定');
  fireEvent.click(confirm);
  expect(await within(dialog).findByText('请输入公告标题')).toBeTruthy();

  const [title] = [...dialog.querySelectorAll<HTMLElement & { value: string }>('sl-input')];
  (title as { value: string }).value = '长'.repeat(101);
  fireEvent(title as HTMLElement, new CustomEvent('sl-input', { bubbles: true }));
  fireEvent.click(confirm);
  expect(await within(dialog).findByText('公告标题最多为100个字符')).toBeTruthy();

  (title as { value: string }).value = ' 放假通知 ';
  fireEvent(title as HTMLElement, new CustomEvent('sl-input', { bubbles: true }));
  fireEvent.click(confirm);
  // Everyone, 通知, never expiring, unless the form says otherwise (NoticeDialog.test.tsx).
  await waitFor(() =>
    expect(api.createNotice).toHaveBeenCalledWith({ title: '放假通知', bodyText: '', category: '1', toUserIds: null, expirationTime: null, files: [] }),
  );
  await waitFor(() => expect(document.querySelector('sl-dialog')).toBeNull());
  unmount();
});

it('closes the edit dialog when the server refuses the notice (the http client shows its message)', async () => {
  shared.usePermission.mockImplementation(() => true);
  api.getNotice.mockRejectedValue(new Error('您不是该公告的接收人，无权查看'));
  const { container, unmount } = render(<NoticePage />);
  await screen.findByText('草稿公告');
  fireEvent.click(rowOf(container, 'n1').getByText('编辑'));
  await waitFor(() => expect(api.getNotice).toHaveBeenCalledWith('n1'));
  await waitFor(() => expect(document.querySelector('sl-dialog')).toBeNull());
  expect(api.updateNotice).not.toHaveBeenCalled();
  unmount();
});

it('keeps the edit dialog open with the draft when the notice loads', async () => {
  shared.usePermission.mockImplementation(() => true);
  api.getNotice.mockResolvedValue({ ...notices[0], bodyText: '<p>草稿正文</p>', toUserIds: null });
  const { container, unmount } = render(<NoticePage />);
  await screen.findByText('草稿公告');
  fireEvent.click(rowOf(container, 'n1').getByText('编辑'));
  const dialog = await waitFor(() => {
    const element = document.querySelector('sl-dialog');
    expect(element).not.toBeNull();
    return element as HTMLElement;
  });
  // The body opens in the rich-text editor (a lazy chunk).
  await waitFor(() => expect(dialog.querySelector('[contenteditable]')?.textContent).toBe('草稿正文'));
  expect(document.querySelector('sl-dialog')).not.toBeNull();
  unmount();
});

it('lets anyone who lists notices view one read-only, with its category and expiry in the list', async () => {
  api.getNotices.mockResolvedValue({
    list: [{ ...notices[1], category: '2', expirationTime: Date.UTC(2020, 0, 1) }],
    pagination: { currentPage: 1, pageSize: 20, total: 1 },
  });
  api.getNotice.mockResolvedValue({ ...notices[1], bodyText: '<p><strong>要点</strong><script>alert(1)</script></p>', files: '[]', toUserIds: null, category: '2' });
  const { container, unmount } = render(<NoticePage />);
  await screen.findByText('已发公告');
  const row = rowOf(container, 'n2');
  expect(row.getByText('公告')).toBeTruthy();
  expect(row.getByText('已过期', { selector: 'sl-tag' })).toBeTruthy();
  fireEvent.click(row.getByText('查看'));
  await waitFor(() => expect(api.getNotice).toHaveBeenCalledWith('n2'));
  const body = await screen.findByTestId('notice-body');
  expect(body.querySelector('strong')?.textContent).toBe('要点');
  expect(body.innerHTML).not.toContain('script');
  unmount();
});
