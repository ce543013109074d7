import { fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { RowActions, type RowAction } from './RowActions';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});

const action = (key: string, label: string, extra: Partial<RowAction> = {}): RowAction => ({ key, label, onClick: jest.fn(), ...extra });
/** The row's buttons in order, the 更多 trigger included. */
const buttons = (container: HTMLElement) => [...container.querySelectorAll('sl-button')].map((button) => button.textContent);
const items = (container: HTMLElement) => [...container.querySelectorAll('sl-menu-item')].map((item) => item.textContent);

it('shows up to three actions as buttons, with no 更多', () => {
  const { container } = render(<RowActions actions={[action('edit', '编辑'), action('copy', '复制'), action('remove', '删除')]} />);
  expect(buttons(container)).toEqual(['编辑', '复制', '删除']);
  expect(container.querySelector('sl-dropdown')).toBeNull();
});

it('with more, keeps the first two as buttons and puts the rest under 更多; hidden ones are not counted', () => {
  const remove = action('remove', '删除');
  const { container } = render(
    <RowActions
      actions={[action('edit', '编辑'), action('secret', '机密', { hidden: true }), action('copy', '复制'), action('print', '打印'), action('export', '导出'), remove]}
    />,
  );
  expect(buttons(container)).toEqual(['编辑', '复制', '更多']);
  expect(items(container)).toEqual(['打印', '导出', '删除']);
  fireEvent.click(screen.getByText('删除'));
  expect(remove.onClick).toHaveBeenCalledTimes(1);
});

it('takes another number of inline actions, and a disabled item does nothing', () => {
  const exported = action('export', '导出', { disabled: true });
  const { container } = render(<RowActions inline={2} actions={[action('design', '设计'), action('copy', '复制'), exported]} />);
  expect(buttons(container)).toEqual(['设计', '更多']);
  expect(items(container)).toEqual(['复制', '导出']);
  fireEvent.click(screen.getByText('导出'));
  expect(exported.onClick).not.toHaveBeenCalled();
});
