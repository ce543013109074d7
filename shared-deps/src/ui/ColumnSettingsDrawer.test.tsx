import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { ColumnSettingsDrawer } from './ColumnSettingsDrawer';

const defaults = [{ prop: 'fullName', label: '名称' }, { prop: 'enCode', label: '编码' }, { prop: 'sortCode', label: '排序' }];
const current = [
  { prop: 'enCode', label: '编码', visible: false },
  { prop: 'fullName', label: '名称', visible: true },
  { prop: 'sortCode', label: '排序', visible: true },
];

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});

const order = (container: HTMLElement) => [...container.querySelectorAll('li')].map((item) => item.dataset.prop);
const byText = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('sl-button')].find((button) => button.textContent === text) as HTMLElement;

it('is a 320 px drawer titled 列表显示设置; reorders by drag and arrows, switches, restores default and saves', async () => {
  const onSave = jest.fn(() => Promise.resolve(true));
  const onClose = jest.fn();
  const { container } = render(<ColumnSettingsDrawer columns={current} defaults={defaults} onSave={onSave} onClose={onClose} />);
  const drawer = container.querySelector('sl-drawer') as HTMLElement;
  expect(drawer.getAttribute('label')).toBe('列表显示设置');
  expect(drawer.style.getPropertyValue('--size')).toBe('min(320px, 100vw)');
  expect(order(container)).toEqual(['enCode', 'fullName', 'sortCode']);

  const items = () => [...container.querySelectorAll('li')];
  fireEvent.dragStart(items()[2] as HTMLElement, { dataTransfer: { setData: jest.fn(), effectAllowed: '' } });
  fireEvent.dragOver(items()[0] as HTMLElement);
  fireEvent.drop(items()[0] as HTMLElement);
  expect(order(container)).toEqual(['sortCode', 'enCode', 'fullName']);
  fireEvent.click(container.querySelector('li[data-prop="enCode"] sl-icon-button[label="下移"]') as HTMLElement);
  expect(order(container)).toEqual(['sortCode', 'fullName', 'enCode']);

  const enCodeSwitch = container.querySelector('li[data-prop="enCode"] sl-switch') as HTMLElement & { checked: boolean };
  await act(async () => {
    enCodeSwitch.checked = true;
    enCodeSwitch.dispatchEvent(new CustomEvent('sl-change'));
  });
  fireEvent.click(byText(container, '保存'));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(onSave).toHaveBeenCalledWith([
    { prop: 'sortCode', label: '排序', visible: true },
    { prop: 'fullName', label: '名称', visible: true },
    { prop: 'enCode', label: '编码', visible: true },
  ]);

  fireEvent.click(byText(container, '恢复默认'));
  expect(order(container)).toEqual(['fullName', 'enCode', 'sortCode']);
});

it('stays open with the previous columns when the save fails', async () => {
  const onSave = jest.fn(() => Promise.resolve(false));
  const onClose = jest.fn();
  const { container } = render(<ColumnSettingsDrawer columns={current} defaults={defaults} onSave={onSave} onClose={onClose} />);
  fireEvent.click(byText(container, '恢复默认'));
  expect(order(container)).toEqual(['fullName', 'enCode', 'sortCode']);
  fireEvent.click(byText(container, '保存'));
  await waitFor(() => expect(order(container)).toEqual(['enCode', 'fullName', 'sortCode']));
  expect(onClose).not.toHaveBeenCalled();
});
