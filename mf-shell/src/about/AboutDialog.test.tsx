import { render } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerShellTranslations } from '../i18n';
import { AboutDialog } from './AboutDialog';

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerShellTranslations();
});

it('is a 400 px dialog titled 关于, with a generic product name before the configuration loads', () => {
  const { container } = render(<AboutDialog onClose={() => undefined} />);
  const dialog = container.querySelector('sl-dialog');
  expect(dialog?.getAttribute('label')).toBe('关于');
  expect((dialog as HTMLElement).style.getPropertyValue('--width')).toBe('400px');
  expect(container.textContent).toContain('产品名称');
  expect(container.textContent).toContain('企业管理平台');
});

it('closes from its button', () => {
  const onClose = jest.fn();
  const { container } = render(<AboutDialog onClose={onClose} />);
  (container.querySelector('sl-button') as HTMLElement).click();
  expect(onClose).toHaveBeenCalledTimes(1);
});
