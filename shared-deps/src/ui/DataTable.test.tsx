import { fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { DataTable, type DataTableColumn } from './DataTable';

interface Row {
  id: string;
  name: string;
  children?: Row[];
}

const columns: DataTableColumn<Row>[] = [
  { key: 'name', label: 'Name' },
  { key: 'action', label: 'Action', render: (row) => <button type="button">edit {row.id}</button> },
];
const rows: Row[] = [
  { id: 'a', name: 'A', children: [{ id: 'a1', name: 'A1' }] },
  { id: 'b', name: 'B' },
];

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});

it('shows 暂无数据 when there are no rows, and a spinner while loading', () => {
  const { rerender, container } = render(<DataTable columns={columns} rows={[]} />);
  expect(screen.getByText('暂无数据')).toBeTruthy();
  rerender(<DataTable columns={columns} rows={[]} loading />);
  expect(container.querySelector('sl-spinner')).not.toBeNull();
  expect(container.querySelector('table')?.getAttribute('aria-busy')).toBe('true');
});

it('renders cells from fields or render functions, and expands tree rows', () => {
  render(<DataTable columns={columns} rows={rows} />);
  expect(screen.getByText('A')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'edit b' })).toBeTruthy();
  expect(screen.queryByText('A1')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '展开' }));
  expect(screen.getByText('A1')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '折叠' }));
  expect(screen.queryByText('A1')).toBeNull();
});

it('starts with every tree row open with defaultExpandAll', () => {
  render(<DataTable columns={columns} rows={rows} defaultExpandAll />);
  expect(screen.getByText('A1')).toBeTruthy();
});

it('lazy trees: shows an expander for rows said to have children and asks for them on opening', () => {
  const onExpand = jest.fn();
  const lazy = [{ id: 'p', name: 'P' }];
  const { rerender } = render(<DataTable columns={columns} rows={lazy} hasChildren={(row) => row.id === 'p'} onExpand={onExpand} />);
  fireEvent.click(screen.getByRole('button', { name: '展开' }));
  expect(onExpand).toHaveBeenCalledWith(lazy[0]);
  rerender(<DataTable columns={columns} rows={[{ id: 'p', name: 'P', children: [{ id: 'c', name: 'C' }] }]} hasChildren={(row) => row.id === 'p'} onExpand={onExpand} />);
  expect(screen.getByText('C')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '折叠' }));
  expect(onExpand).toHaveBeenCalledTimes(1);
});
