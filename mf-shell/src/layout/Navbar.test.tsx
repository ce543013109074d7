// Every icon control of the header says what it does on hover, not only to screen readers
// (issue 17 item 3: header icon buttons get tooltips), in the wide bar and in the phone's 更多 panel.
import { render } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerShellTranslations } from '../i18n';
import { Navbar } from './Navbar';

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerShellTranslations();
});

/** Each icon control's accessible name and its tooltip. */
function iconControls(container: HTMLElement): { name: string; title: string | null }[] {
  const icons = [...container.querySelectorAll('sl-icon-button')].map((button) => ({ name: button.getAttribute('label') ?? '', title: button.getAttribute('title') }));
  const buttons = [...container.querySelectorAll('header button')].map((button) => ({ name: button.getAttribute('aria-label') ?? '', title: button.getAttribute('title') }));
  return [...icons, ...buttons];
}

it.each([
  ['on a wide screen', false],
  ['folded into 更多操作 on a phone', true],
])('titles every header icon control with its name %s', (_case, compact) => {
  const { container } = render(<Navbar compact={compact} />);
  const controls = iconControls(container);
  const names = controls.map((control) => control.name);
  for (const expected of ['展开/收起菜单', '全屏', '切换语言', '布局大小', '锁定屏幕', '系统设置']) expect(names).toContain(expected);
  expect(names.some((name) => name.startsWith('未读消息'))).toBe(true);
  if (compact) expect(names).toContain('更多操作');
  for (const control of controls) expect(control).toEqual({ name: control.name, title: control.name });
});
