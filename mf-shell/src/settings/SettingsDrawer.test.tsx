// The settings drawer (issue 17 items 3 and 9): each navigation mode is a small picture of where
// its menu and header sit, the chosen one marked; choosing one applies it at once and tells the
// server; the chosen theme colour is marked with an icon of the bundled set, not a font glyph.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { $settings, setLocale, updateSettings } from '@atrium/shared';
import { registerShellTranslations } from '../i18n';
import { SettingsDrawer } from './SettingsDrawer';

jest.mock('./api', () => ({ saveLayout: jest.fn(() => Promise.resolve(null)) }));
const api = jest.requireMock('./api') as { saveLayout: jest.Mock };

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerShellTranslations();
});

it('shows a picture of each of the four layouts, marks the chosen one and applies a new choice at once', async () => {
  updateSettings({ layoutType: 'classic', themeClass: 'blue' });
  render(<SettingsDrawer open onClose={() => undefined} />);
  const classic = await screen.findByRole('radio', { name: '经典' });
  const pictures = ['经典', '功能', '简约', '混合'].map((name) => screen.getByRole('radio', { name }).closest('label')!);
  expect(pictures.map((label) => label.querySelector('[data-layout]')?.getAttribute('data-layout'))).toEqual(['classic', 'functional', 'plain', 'blend']);
  // Each picture draws a header strip and a menu strip (CSS places them per layout).
  for (const label of pictures) expect(label.querySelectorAll('[data-layout] > span')).toHaveLength(2);
  expect(pictures.map((label) => label.hasAttribute('data-checked'))).toEqual([true, false, false, false]);
  expect((classic as HTMLInputElement).checked).toBe(true);

  fireEvent.click(screen.getByRole('radio', { name: '混合' }));
  expect($settings.get().layoutType).toBe('blend');
  expect(api.saveLayout).toHaveBeenCalledWith('blend');
  await waitFor(() => expect(pictures.map((label) => label.hasAttribute('data-checked'))).toEqual([false, false, false, true]));
  updateSettings({ layoutType: 'classic' });
});

it('marks the chosen theme colour with a bundled icon, and only that one', async () => {
  updateSettings({ themeClass: 'blue' });
  render(<SettingsDrawer open onClose={() => undefined} />);
  const chosen = (await screen.findAllByRole('radio')).find((input) => input.getAttribute('name') === 'atrium-theme' && (input as HTMLInputElement).checked)!;
  const marks = document.querySelectorAll('[data-icon="check-lg"]');
  expect(marks).toHaveLength(1);
  expect(chosen.closest('label')?.contains(marks[0]!)).toBe(true);
});
