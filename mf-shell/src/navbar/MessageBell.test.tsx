import { act, render, screen } from '@testing-library/react';
import { publishSocketEvent, setLocale, setUnreadCounts } from '@atrium/shared';
import { registerShellTranslations } from '../i18n';
import { badgeText, MessageBell } from './MessageBell';

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerShellTranslations();
});

it('caps the unread badge at 99', () => {
  expect(badgeText(7)).toBe('7');
  expect(badgeText(99)).toBe('99');
  expect(badgeText(100)).toBe('99+');
});

it('shows the unread count and blinks on a pushed message', async () => {
  setUnreadCounts({ notice: 120 });
  render(<MessageBell />);
  const bell = screen.getByRole('button');
  expect(bell.textContent).toContain('99+');
  expect(bell.hasAttribute('data-blinking')).toBe(false);

  await act(async () => publishSocketEvent({ method: 'messagePush', id: 'm1', title: 'x' }));
  expect(bell.hasAttribute('data-blinking')).toBe(true);
  // No module provides the drawer here (no route manifest): the bell has nothing to open.
  expect((bell as HTMLButtonElement).disabled).toBe(true);
});

it('blinks when the server reports unread messages on (re)connect, and not when there are none', async () => {
  render(<MessageBell />);
  const bell = screen.getAllByRole('button').at(-1)!;
  await act(async () => publishSocketEvent({ method: 'initMessage', unreadTotalCount: 0 }));
  expect(bell.hasAttribute('data-blinking')).toBe(false);
  await act(async () => publishSocketEvent({ method: 'initMessage', unreadTotalCount: 3 }));
  expect(bell.hasAttribute('data-blinking')).toBe(true);
  // Read elsewhere (another tab, the message centre): the next count stops the blinking.
  await act(async () => publishSocketEvent({ method: 'initMessage', unreadTotalCount: 0 }));
  expect(bell.hasAttribute('data-blinking')).toBe(false);
});
