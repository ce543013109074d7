// The read-only notice view: facts (category, release, expiry, recipients) and the body rendered
// only through the display profile; a refused notice closes the view.
import { render, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerMessageTranslations } from '../i18n';
import { NoticeViewDialog } from './NoticeViewDialog';

jest.mock('./api', () => ({ getNotice: jest.fn() }));
const api = jest.requireMock('./api') as Record<'getNotice', jest.Mock>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerMessageTranslations();
});
beforeEach(() => jest.clearAllMocks());

const NOW = Date.UTC(2026, 5, 1);

it('renders the body sanitised, with its bold text and a safe link, and the notice’s facts', async () => {
  api.getNotice.mockResolvedValue({
    id: 'n1',
    title: '放假通知',
    bodyText: '<p><strong>五一</strong>放假<a href="https://example.com" onclick="steal()">详情</a><img src="x" onerror="alert(1)"><script>alert(2)</script></p>',
    files: '[]',
    enabledMark: 1,
    category: '2',
    toUserIds: ['u1', 'o1--department'],
    expirationTime: NOW - 1000,
    releaseUser: '管理员',
    releaseTime: NOW - 86_400_000,
    creatorTime: 0,
  });
  const { unmount } = render(<NoticeViewDialog id="n1" onClose={jest.fn()} now={NOW} />);
  const body = await waitFor(() => {
    const element = document.querySelector('[data-testid="notice-body"]');
    expect(element).not.toBeNull();
    return element as HTMLElement;
  });
  expect(body.querySelector('strong')?.textContent).toBe('五一');
  const link = body.querySelector('a')!;
  expect(link.getAttribute('href')).toBe('https://example.com');
  expect(link.getAttribute('onclick')).toBeNull();
  expect(body.innerHTML).not.toMatch(/<script|onerror|onclick/i);
  const dialog = document.querySelector('sl-dialog')!;
  expect(dialog.getAttribute('label')).toBe('放假通知');
  const facts = dialog.querySelector('dl')!.textContent!;
  expect(facts).toContain('公告');
  expect(facts).toContain('2 个接收对象');
  expect(facts).toContain('已过期');
  unmount();
});

it('says 全部用户, 长期有效 and 暂无内容 for a notice to everyone with no body and no expiry', async () => {
  api.getNotice.mockResolvedValue({ id: 'n2', title: '空公告', bodyText: '', files: '[]', enabledMark: 0, toUserIds: null, expirationTime: null, category: null, creatorTime: 0 });
  const { findByText, unmount } = render(<NoticeViewDialog id="n2" onClose={jest.fn()} now={NOW} />);
  expect(await findByText('暂无内容')).toBeTruthy();
  const facts = document.querySelector('dl')!.textContent!;
  expect(facts).toContain('全部用户');
  expect(facts).toContain('长期有效');
  expect(facts).toContain('未发布');
  expect(facts).not.toContain('已过期');
  unmount();
});

it('closes when the server refuses the notice', async () => {
  api.getNotice.mockRejectedValue(new Error('您不是该公告的接收人，无权查看'));
  const onClose = jest.fn();
  const { unmount } = render(<NoticeViewDialog id="n3" onClose={onClose} />);
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  unmount();
});
