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

it('shows the empty picture and 暂无数据 when there are no rows, and a spinner while loading', () => {
  const { rerender, container } = render(<DataTable columns={columns} rows={[]} />);
  expect(screen.getByText('暂无数据')).toBeTruthy();
  // The list kit's EmptyState by default: its inline SVG picture (issue 17 item 6).
  expect(container.querySelector('td svg[data-empty-illustration]')).not.toBeNull();
  rerender(<DataTable columns={columns} rows={[]} loading />);
  expect(container.querySelector('sl-spinner')).not.toBeNull();
  expect(container.querySelector('table')?.getAttribute('aria-busy')).toBe('true');
});

it('a failed load shows the reason and 重试 instead of 暂无数据 (issue 19 item 7)', () => {
  const onRetry = jest.fn();
  const { container } = render(<DataTable columns={columns} rows={[]} loadError={new Error('连接超时')} onRetry={onRetry} />);
  expect(screen.queryByText('暂无数据')).toBeNull();
  expect(screen.getByRole('alert').textContent).toContain('数据加载失败：连接超时');
  expect(container.querySelector('svg[data-empty-illustration]')).toBeNull();
  fireEvent.click(screen.getByText('重试'));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it('renders cells from fields or render functions, and expands tree rows', () => {
  render(<DataTable columns={columns} rows={rows} />);
  expect(screen.getByText('A')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'edit b' })).toBeTruthy();
  expect(screen.queryByText('A1')).toBeNull();
  // The expander is an icon of the bundled set, not a ▸ of whatever font (issue 17 item 3).
  expect(screen.getByRole('button', { name: '展开' }).querySelector('[data-icon="chevron-right"]')).not.toBeNull();
  expect(screen.getByRole('button', { name: '展开' }).textContent).toBe('');
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

describe('with many rows', () => {
  const many = (count: number): Row[] => Array.from({ length: count }, (_, index) => ({ id: `r${index}`, name: `Row ${index}` }));
  const rendered = (container: HTMLElement) => [...container.querySelectorAll('tbody tr[data-row-id]')].map((row) => row.getAttribute('data-row-id'));
  const spacers = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('tbody tr[data-spacer]')].map((row) => parseFloat(row.style.height));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const scrollTo = (container: HTMLElement, top: number) => {
    const box = container.firstElementChild as HTMLElement;
    box.scrollTop = top;
    fireEvent.scroll(box);
  };

  it('renders only a window of 10,000 rows, with spacers making up the full height', () => {
    const { container } = render(<DataTable columns={columns} rows={many(10_000)} maxHeight={400} rowHeight={40} />);
    const ids = rendered(container);
    expect(spacers(container)).toHaveLength(2);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThan(50);
    expect(ids[0]).toBe('r0');
    expect(sum(spacers(container)) + ids.length * 40).toBe(10_000 * 40);
    expect((container.firstElementChild as HTMLElement).style.maxHeight).toBe('400px');
  });

  it('renders other rows after scrolling, keeping the total height', () => {
    const { container } = render(<DataTable columns={columns} rows={many(10_000)} maxHeight={400} rowHeight={40} />);
    scrollTo(container, 5000 * 40);
    const ids = rendered(container);
    expect(ids).toContain('r5000');
    expect(ids).not.toContain('r0');
    expect(ids.length).toBeLessThan(50);
    expect(sum(spacers(container)) + ids.length * 40).toBe(10_000 * 40);
    scrollTo(container, 10_000 * 40);
    expect(rendered(container)).toContain('r9999');
    expect(spacers(container)[1]).toBe(0);
  });

  it('expands tree rows in virtual mode', () => {
    const tree: Row[] = [{ id: 'p', name: 'Parent', children: [{ id: 'c', name: 'Child' }] }, ...many(500)];
    const { container } = render(<DataTable columns={columns} rows={tree} />);
    expect(container.querySelectorAll('tbody tr[data-spacer]')).toHaveLength(2);
    expect(screen.queryByText('Child')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '展开' }));
    expect(screen.getByText('Child')).toBeTruthy();
    expect(sum(spacers(container)) + rendered(container).length * 40).toBe(502 * 40);
  });

  it('renders every row without spacers below the threshold', () => {
    const { container } = render(<DataTable columns={columns} rows={many(200)} />);
    expect(rendered(container)).toHaveLength(200);
    expect(container.querySelector('tbody tr[data-spacer]')).toBeNull();
  });
});

it('shows — in empty cells, and gives flat lists no tree indent', () => {
  interface Flat { id: string; name: string; note?: string | null; when?: string }
  const flatColumns: DataTableColumn<Flat>[] = [
    { key: 'name', label: 'Name' },
    { key: 'note', label: 'Note' },
    { key: 'when', label: 'When', render: (row) => row.when ?? '' },
  ];
  const { container } = render(<DataTable columns={flatColumns} rows={[{ id: 'x', name: 'X', note: null }, { id: 'y', name: '', note: 'n', when: '2026' }]} />);
  const cells = [...container.querySelectorAll('tbody td')].map((cell) => cell.textContent);
  expect(cells).toEqual(['X', '—', '—', '—', 'n', '2026']);
  const first = container.querySelector('tbody td') as HTMLElement;
  expect(first.querySelector('span')).toBeNull();
  expect(first.style.paddingLeft).toBe('');
});

it("opens and closes a tree row by a click on its name, not only on the expander", () => {
  render(<DataTable columns={columns} rows={rows} />);
  fireEvent.click(screen.getByText('A'));
  expect(screen.getByText('A1')).toBeTruthy();
  expect(screen.getByRole('button', { name: '折叠' }).getAttribute('aria-expanded')).toBe('true');
  fireEvent.click(screen.getByText('A'));
  expect(screen.queryByText('A1')).toBeNull();
  // A leaf's name is no toggle.
  fireEvent.click(screen.getByText('B'));
  expect(screen.queryByText('A1')).toBeNull();
});

it('keeps each column at its width and a flexible one at its minimum; marks the row actions (kept in view when the table scrolls sideways)', () => {
  const wide: DataTableColumn<Row>[] = [
    { key: 'name', label: 'Name', minWidth: 150 },
    { key: 'note', label: 'Note' },
    { key: 'code', label: 'Code', width: 120 },
    { key: 'actions', label: 'Actions', width: 180, render: (row) => <button type="button">edit {row.id}</button> },
  ];
  const { container } = render(<DataTable columns={wide} rows={rows} authorize={false} />);
  const headers = [...container.querySelectorAll('th')];
  expect(headers.map((th) => [th.className, th.style.width, th.style.minWidth])).toEqual([
    ['flexible', '', '150px'],
    ['flexible', '', ''],
    ['', '120px', '120px'],
    ['actions', '180px', '180px'],
  ]);
  const firstRow = container.querySelector('tbody tr') as HTMLTableRowElement;
  expect([...firstRow.cells].map((td) => td.className)).toEqual(['', '', '', 'actions']);
});

describe('sortable headers (a server-sorted list)', () => {
  interface Amount {
    id: string;
    name: string;
    amount: number;
  }
  const sortColumns: DataTableColumn<Amount>[] = [
    { key: 'name', label: '名称', sortable: true },
    { key: 'amount', label: '金额', sortable: true, align: 'right' },
    { key: 'note', label: '备注' },
  ];
  const amounts: Amount[] = [{ id: 'x', name: 'X', amount: 1 }];

  it('without onSort the headers are plain text, as before', () => {
    const { container } = render(<DataTable columns={sortColumns} rows={amounts} />);
    expect(container.querySelector('th button')).toBeNull();
    expect(container.querySelector('th[aria-sort]')).toBeNull();
    expect(container.querySelectorAll('th')[0]?.textContent).toBe('名称');
  });

  it('makes the sortable headers buttons that report their key, and shows the order with an arrow and aria-sort', () => {
    const onSort = jest.fn();
    const { container, rerender } = render(<DataTable columns={sortColumns} rows={amounts} sort={{ key: 'amount', order: 'desc' }} onSort={onSort} />);
    const headers = [...container.querySelectorAll('th')];
    expect(headers.map((th) => th.getAttribute('aria-sort'))).toEqual(['none', 'descending', null]);
    expect(headers[2]?.querySelector('button')).toBeNull();
    expect(headers[1]?.querySelector('[data-icon="sort-down"]')).not.toBeNull();
    expect(headers[0]?.querySelector('[data-icon="arrow-down-up"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '名称' }));
    expect(onSort).toHaveBeenCalledWith('name');
    fireEvent.click(screen.getByRole('button', { name: '金额' }));
    expect(onSort).toHaveBeenLastCalledWith('amount');

    rerender(<DataTable columns={sortColumns} rows={amounts} sort={{ key: 'name', order: 'asc' }} onSort={onSort} />);
    const again = [...container.querySelectorAll('th')];
    expect(again.map((th) => th.getAttribute('aria-sort'))).toEqual(['ascending', 'none', null]);
    expect(again[0]?.querySelector('[data-icon="sort-up"]')).not.toBeNull();
  });
});

describe('the 合计 row (summary)', () => {
  interface Amounts { id: string; name: string; amount: number }
  const amountColumns: DataTableColumn<Amounts>[] = [
    { key: 'name', label: '名称' },
    { key: 'amount', label: '金额', align: 'right' },
    { key: 'actions', label: '操作', render: () => <button type="button">删除</button> },
  ];
  const amountRows: Amounts[] = [{ id: 'a', name: '甲', amount: 1 }, { id: 'b', name: '乙', amount: 2 }];
  const footCells = (container: HTMLElement) => [...container.querySelectorAll('tfoot td')] as HTMLElement[];

  it('puts each figure under its column, says 合计 in the first, and keeps the actions cell in view', () => {
    const { container } = render(<DataTable columns={amountColumns} rows={amountRows} summary={{ values: { amount: '3.00' } }} />);
    const cells = footCells(container);
    expect(cells.map((cell) => cell.textContent)).toEqual(['合计', '3.00', '']);
    expect(cells[1]?.style.textAlign).toBe('right');
    expect(cells[2]?.className).not.toBe('');
  });

  it('takes the caller’s label, lets the first column hold a figure, and is absent without rows or a summary', () => {
    const { container, rerender } = render(<DataTable columns={amountColumns} rows={amountRows} summary={{ label: '全部合计', values: {} }} />);
    expect(footCells(container)[0]?.textContent).toBe('全部合计');
    rerender(<DataTable columns={amountColumns} rows={amountRows} summary={{ label: '全部合计', values: { name: '2 项' } }} />);
    expect(footCells(container)[0]?.textContent).toBe('2 项');
    rerender(<DataTable columns={amountColumns} rows={[]} summary={{ values: { amount: '0.00' } }} />);
    expect(container.querySelector('tfoot')).toBeNull();
    rerender(<DataTable columns={amountColumns} rows={amountRows} />);
    expect(container.querySelector('tfoot')).toBeNull();
  });
});
