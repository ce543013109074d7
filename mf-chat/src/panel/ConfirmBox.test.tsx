import { fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerChatTranslations } from '../i18n';
import { ConfirmBox } from './ConfirmBox';

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerChatTranslations();
});

const styles = new Proxy({}, { get: (_target, key) => String(key) }) as Record<string, string>;

it('answers no on Escape and marks the key handled, so the drawer behind it stays open', () => {
  const onAnswer = jest.fn();
  const seenByWindow: boolean[] = [];
  const listener = (event: KeyboardEvent) => seenByWindow.push(event.defaultPrevented);
  window.addEventListener('keydown', listener);
  render(<ConfirmBox message="是否清空当前聊天的所有记录?" styles={styles} onAnswer={onAnswer} />);
  const ok = screen.getByRole('button', { name: '确定' });
  expect(document.activeElement).toBe(ok);
  fireEvent.keyDown(ok, { key: 'Escape' });
  window.removeEventListener('keydown', listener);
  expect(onAnswer).toHaveBeenCalledWith(false);
  expect(seenByWindow).toEqual([true]);
});
