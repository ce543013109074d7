// 预览: the designed form through the runtime's renderer, at the page's width and at a phone's,
// each showing the fields meant for it; 校验 applies the form's rules.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerOnlineDevTranslations } from '../i18n';
import { field } from '../testing/factories';
import { fieldsFor, FormPreview, PHONE_WIDTH } from './FormPreview';

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerOnlineDevTranslations();
});

const fields = [
  field('comInput', 'title', '标题', {}, { required: true, visibility: ['pc'] }),
  field('card', undefined, '卡片', {}, { children: [field('numInput', 'days', '天数', {}, { visibility: ['app'] }), field('relationForm', 'pick', '关联', {}, {})] }),
];

it('fieldsFor keeps what each device shows', () => {
  expect(fieldsFor(fields, 'pc')).toBe(fields);
  const app = fieldsFor(fields, 'app');
  expect(app.map((item) => item.__config__.label)).toEqual(['卡片']);
  expect(app[0]!.__config__.children!.map((item) => [item.__vModel__, item.__config__.visibility])).toEqual([
    ['days', ['pc', 'app']],
    ['pick', ['pc', 'app']],
  ]);
});

it('shows the form at full width and at 390 px, and checks its rules', async () => {
  const onClose = jest.fn();
  render(<FormPreview fields={fields} onClose={onClose} />);
  const frame = () => document.querySelector('[data-device]') as HTMLElement;
  expect(frame().style.width).toBe('100%');
  await waitFor(() => expect(document.querySelector('[label="标题"]')).not.toBeNull());
  expect(document.querySelector('[label="天数"]')).toBeNull();
  // The related-form link is a real picker now, not a not-supported panel.
  expect(document.querySelector('[role="note"][data-kind="relationForm"]')).toBeNull();
  expect(document.querySelector('sl-input[label="关联"]')).not.toBeNull();

  fireEvent.click(screen.getByText('校验'));
  await waitFor(() => expect(screen.getByText('标题不能为空')).toBeTruthy());

  const group = document.querySelector('sl-radio-group') as HTMLElement & { value: string };
  await act(async () => {
    group.value = 'app';
    group.dispatchEvent(new CustomEvent('sl-change', { bubbles: true }));
  });
  expect(frame().style.width).toBe(`${PHONE_WIDTH}px`);
  await waitFor(() => expect(document.querySelector('[label="天数"]')).not.toBeNull());
  expect(document.querySelector('[label="标题"]')).toBeNull();

  fireEvent.click(screen.getByText('关闭'));
  expect(onClose).toHaveBeenCalled();
});
