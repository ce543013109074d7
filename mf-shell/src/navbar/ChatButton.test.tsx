import { act, render, screen } from '@testing-library/react';
import { setLocale, setUnreadCounts } from '@atrium/shared';
import { registerShellTranslations } from '../i18n';
import { ChatButton } from './ChatButton';

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerShellTranslations();
});

// The socket client turns receiveMessage / chatRead / initMessage into these counts (applyUnreadCounts.test.ts).
it('shows the unread chat count of the shared atom and follows it', async () => {
  setUnreadCounts({ notice: 5, chat: 2 });
  render(<ChatButton />);
  const button = screen.getByTestId('chat-button');
  expect(button.getAttribute('aria-label')).toBe('聊天，未读 2 条');
  expect(button.textContent).toBe('2');

  await act(async () => setUnreadCounts({ chat: 120 }));
  expect(button.textContent).toBe('99+');

  await act(async () => setUnreadCounts({ chat: 0 }));
  expect(button.textContent).toBe('');
  expect(button.getAttribute('aria-label')).toBe('聊天，未读 0 条');
  // No route manifest here: no module provides the panel, so there is nothing to open.
  expect((button as HTMLButtonElement).disabled).toBe(true);
});
