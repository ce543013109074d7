// /workFlowDetail: shows what the flow message carries, read-only; follows the config query while
// mounted; says so plainly when the link holds nothing readable.
import { act, render, screen } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerMessageTranslations } from '../i18n';
import { encodeFlowConfig } from '../messages/flowRoute';
import { FlowDetailPage } from './FlowDetailPage';

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerMessageTranslations();
});

const at = (body: unknown) => `/workFlowDetail?config=${encodeURIComponent(encodeFlowConfig(JSON.stringify(body)))}`;

it('shows title, flow name, status and form fields, with no approval action', async () => {
  window.history.pushState(null, '', at({ title: '李四的报销', flowName: '费用报销', status: 3, formData: { 金额: 120, 事由: '<b>差旅</b>' } }));
  const { container, unmount } = render(<FlowDetailPage />);
  expect(await screen.findByText('李四的报销')).toBeTruthy();
  expect(screen.getByText('费用报销')).toBeTruthy();
  expect(screen.getByText('审核驳回')).toBeTruthy();
  expect(screen.getByRole('rowheader', { name: '金额' }).nextElementSibling?.textContent).toBe('120');
  // Values are text, never markup.
  expect(screen.getByText('<b>差旅</b>')).toBeTruthy();
  expect(container.querySelector('b')).toBeNull();
  expect(container.querySelector('button, sl-button')).toBeNull();

  act(() => {
    window.history.pushState(null, '', at({ flowName: '请假流程' }));
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(await screen.findByText('请假流程')).toBeTruthy();
  expect(screen.getAllByText('未提供')).toHaveLength(2);
  expect(screen.getByText('消息未携带表单内容')).toBeTruthy();
  unmount();
});

it('says the link holds no readable flow information when config is missing or broken', () => {
  window.history.pushState(null, '', '/workFlowDetail?config=%25%25');
  const { unmount } = render(<FlowDetailPage />);
  expect(screen.getByText('链接中没有可读取的流程信息')).toBeTruthy();
  unmount();
});
