import { act, render } from '@testing-library/react';
import { setLocale, setUnreadCounts } from '@atrium/shared';
import { registerShellTranslations } from '../i18n';
import { MoreActionsTrigger } from './MoreActionsTrigger';

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerShellTranslations();
});

it('carries the unread chat count while the chat button is folded behind it, and nothing when none wait', async () => {
  setUnreadCounts({ chat: 0 });
  const { container } = render(<MoreActionsTrigger />);
  const button = container.querySelector('[data-testid="navbar-more"]')!;
  expect(button.getAttribute('label')).toBe('更多操作');
  expect(container.querySelector('sl-badge')).toBeNull();

  await act(async () => setUnreadCounts({ chat: 120 }));
  expect(button.getAttribute('label')).toBe('更多操作（120 条未读聊天）');
  expect(container.querySelector('sl-badge')?.textContent).toBe('99+');

  await act(async () => setUnreadCounts({ chat: 0 }));
  expect(container.querySelector('sl-badge')).toBeNull();
});
