import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import type { DataTableColumn } from '../DataTable';
import { PopupTableSelect, type PopupQuery } from './PopupTableSelect';
import { search } from './testing/search';

jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), notifyWarning: jest.fn() }));
const shared = jest.requireMock('@atrium/shared') as { notifyWarning: jest.Mock };

interface Row {
  id: string;
  name: string;
}
const columns: DataTableColumn<Row>[] = [{ key: 'name', label: '名称' }];

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});

function fetcher() {
  return jest.fn((query: PopupQuery) =>
    Promise.resolve({ list: Array.from({ length: 2 }, (_, index) => ({ id: `${query.currentPage}-${index}`, name: `${query.keyword}行${query.currentPage}-${index}` })), total: 45 }),
  );
}

it('a dialog paging by 20 with an index column; confirm needs a choice', async () => {
  const fetchPage = fetcher();
  const onConfirm = jest.fn();
  const { container } = render(<PopupTableSelect title="选择客户" columns={columns} fetchPage={fetchPage} onConfirm={onConfirm} onClose={jest.fn()} />);
  await screen.findByText('行1-0');
  expect(fetchPage).toHaveBeenLastCalledWith({ keyword: '', currentPage: 1, pageSize: 20 });
  expect(container.querySelector('sl-dialog')?.getAttribute('label')).toBe('选择客户');
  expect([...container.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['', '序号', '名称']);
  expect([...container.querySelectorAll('tbody tr td:nth-child(2)')].map((td) => td.textContent)).toEqual(['1', '2']);

  fireEvent.click(screen.getByText('确定'));
  expect(shared.notifyWarning).toHaveBeenCalledWith('请选择一条数据');
  expect(onConfirm).not.toHaveBeenCalled();

  fireEvent.click(container.querySelector('sl-icon-button[label="下一页"]') as HTMLElement);
  await screen.findByText('行2-0');
  expect([...container.querySelectorAll('tbody tr td:nth-child(2)')].map((td) => td.textContent)).toEqual(['21', '22']);
  fireEvent.click(screen.getByRole('radio', { name: '行2-1' }));
  fireEvent.click(screen.getByText('确定'));
  expect(onConfirm).toHaveBeenCalledWith({ id: '2-1', name: '行2-1' });
});

it('searches by keyword, resets, refreshes, and asks for everything when not paged', async () => {
  const fetchPage = fetcher();
  const { container } = render(<PopupTableSelect columns={columns} fetchPage={fetchPage} paged={false} value="1-1" onConfirm={jest.fn()} onClose={jest.fn()} />);
  await screen.findByText('行1-0');
  expect(fetchPage).toHaveBeenLastCalledWith({ keyword: '', currentPage: 1, pageSize: 10000 });
  expect((screen.getByRole('radio', { name: '行1-1' }) as HTMLInputElement).checked).toBe(true);
  expect(container.querySelector('sl-icon-button[label="下一页"]')).toBeNull();

  await search(container, '甲');
  await screen.findByText('甲行1-0');
  expect(fetchPage).toHaveBeenLastCalledWith({ keyword: '甲', currentPage: 1, pageSize: 10000 });
  fireEvent.click(screen.getByText('重置'));
  await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ keyword: '', currentPage: 1, pageSize: 10000 }));
  const calls = fetchPage.mock.calls.length;
  fireEvent.click(container.querySelector('sl-icon-button[label="刷新"]') as HTMLElement);
  await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(calls + 1));
});

it('as a drawer: cancel closes, confirm answers the choice', async () => {
  const onConfirm = jest.fn();
  const onClose = jest.fn();
  const { container } = render(<PopupTableSelect drawer width={700} columns={columns} fetchPage={fetcher()} onConfirm={onConfirm} onClose={onClose} />);
  const drawer = container.querySelector('sl-drawer') as HTMLElement;
  expect(drawer.style.getPropertyValue('--size')).toBe('min(700px, 100vw)');
  expect(container.querySelector('sl-dialog')).toBeNull();
  fireEvent.click(await screen.findByRole('radio', { name: '行1-0' }));
  fireEvent.click(screen.getByText('确定'));
  expect(onConfirm).toHaveBeenCalledWith({ id: '1-0', name: '行1-0' });
  fireEvent.click(screen.getByText('取消'));
  expect(onClose).toHaveBeenCalled();
});

it('asks again only when the query changes, not when the caller passes a new function', async () => {
  const first = fetcher();
  const { rerender } = render(<PopupTableSelect columns={columns} fetchPage={first} onConfirm={jest.fn()} onClose={jest.fn()} />);
  await screen.findByText('行1-0');
  const second = fetcher();
  rerender(<PopupTableSelect columns={columns} fetchPage={second} onConfirm={jest.fn()} onClose={jest.fn()} />);
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).not.toHaveBeenCalled();
  fireEvent.click(screen.getByText('重置'));
  await waitFor(() => expect(second).toHaveBeenCalledTimes(1));
});

it('several rows: checkboxes kept across pages, the page tick, confirmed in the order ticked', async () => {
  const fetchPage = fetcher();
  const onConfirmMany = jest.fn();
  render(<PopupTableSelect title="选择商品" columns={columns} fetchPage={fetchPage} onConfirmMany={onConfirmMany} onClose={jest.fn()} />);
  await screen.findByText('行1-0');
  expect(screen.queryAllByRole('radio')).toHaveLength(0);
  shared.notifyWarning.mockClear();
  fireEvent.click(screen.getByText('确定'));
  expect(shared.notifyWarning).toHaveBeenCalledWith('请至少选择一条数据');
  expect(onConfirmMany).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('checkbox', { name: '行1-1' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '选择本页全部' }));
  expect(screen.getByText('已选择2条')).toBeTruthy();
  // Another page: the choices of page 1 stay.
  fireEvent.click(document.querySelector('sl-icon-button[label="下一页"]') as HTMLElement);
  await screen.findByText('行2-0');
  fireEvent.click(screen.getByRole('checkbox', { name: '行2-0' }));
  expect(screen.getByText('已选择3条')).toBeTruthy();
  fireEvent.click(screen.getByText('确定'));
  expect(onConfirmMany).toHaveBeenCalledWith([
    { id: '1-1', name: '行1-1' },
    { id: '1-0', name: '行1-0' },
    { id: '2-0', name: '行2-0' },
  ]);
});
