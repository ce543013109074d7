// 选择添加 (sub-table addType 1, spec section 4 "Sub-table"): rows come from the sub-table's data
// interface through the popup table, mapped column by column; the 合计 row and the columns' rules
// apply to them like to any row.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale, type HttpClient } from '@atrium/shared';
import { registerOnlineDevTranslations } from '../../i18n';
import { field, subTable } from '../../testing/factories';
import { addTableConf, rowFromSelection } from '../subTable';
import { validateRecord } from '../validation';
import { SubTableField } from './SubTableField';

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerOnlineDevTranslations();
});

const columns = [
  field('comInput', 'item', '项目', {}, { required: true }),
  field('amount', 'amount', '金额', {}, { required: true, regList: [{ pattern: '/^\\d+(\\.\\d{1,2})?$/', message: '金额最多两位小数' }] }),
  field('numInput', 'qty', '数量', {}, { defaultValue: 1 }),
];
const conf = {
  interfaceId: 'di-products',
  popupTitle: '选择商品',
  columnOptions: [{ value: 'name', label: '商品' }, { value: 'price', label: '单价' }],
  relationOptions: [{ field: 'item', value: 'name' }, { field: 'amount', value: 'price' }, { field: 'missing', value: 'name' }],
};
const table = subTable('expenses', '费用明细', columns, { addType: 1, addTableConf: conf, showSummary: true, summaryField: ['amount'] });

const PRODUCTS = [{ id: 'p1', name: '打印纸', price: 25.5 }, { id: 'p2', name: '墨盒', price: 120 }];

it('reads the settings only for addType 1, and fills a row from the chosen interface row', () => {
  expect(addTableConf({ ...table, addType: 0 })).toBeNull();
  const settings = addTableConf(table)!;
  expect(settings).toMatchObject({ interfaceId: 'di-products', popupTitle: '选择商品', popupType: 'dialog', hasPage: true });
  // A mapping to a column the table lacks is ignored; unmapped columns keep their defaults.
  expect(rowFromSelection(columns, settings, PRODUCTS[0]!)).toEqual({ item: '打印纸', amount: 25.5, qty: 1 });
});

it('adds a row per ticked choice of the data interface (several at once), totals them and checks them like any row', async () => {
  const post = jest.fn((_url: string, body: { listQuery: { keyword: string } }) =>
    Promise.resolve({ list: PRODUCTS.filter((row) => row.name.includes(body.listQuery.keyword)), pagination: { total: 2 } }));
  const onChange = jest.fn();
  const existing = [{ item: '车费', amount: 10, qty: 1 }];
  const { rerender } = render(<SubTableField table={table} columns={columns} rows={existing} onChange={onChange} errors={{}} client={{ post } as unknown as HttpClient} />);
  expect(screen.queryByText('添加一行')).toBeNull();

  fireEvent.click(screen.getByText('选择添加'));
  // Nothing ticked: confirm says so and adds nothing.
  await screen.findByRole('checkbox', { name: '墨盒' });
  expect(document.querySelector('[label="选择商品"]')).not.toBeNull();
  fireEvent.click(screen.getByText('确定'));
  expect(await screen.findByText('已选择0条')).toBeTruthy();
  expect(onChange).not.toHaveBeenCalled();
  // Ticked in this order: 墨盒, then 打印纸; unticking and ticking again keeps one of each.
  fireEvent.click(screen.getByRole('checkbox', { name: '墨盒' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '打印纸' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '打印纸' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '打印纸' }));
  expect(screen.getByText('已选择2条')).toBeTruthy();
  fireEvent.click(screen.getByText('确定'));
  expect(post).toHaveBeenCalledWith('/api/system/DataInterface/di-products/Action/List', expect.objectContaining({ interfaceId: 'di-products', columnOptions: 'name,price' }));
  const rows = onChange.mock.calls.at(-1)![0] as Record<string, unknown>[];
  expect(rows).toEqual([...existing, { item: '墨盒', amount: 120, qty: 1 }, { item: '打印纸', amount: 25.5, qty: 1 }]);
  expect(onChange).toHaveBeenCalledTimes(1);

  rerender(<SubTableField table={table} columns={columns} rows={rows} onChange={onChange} errors={{}} client={{ post } as unknown as HttpClient} />);
  await waitFor(() => expect(document.querySelector('[data-total="amount"]')!.textContent).toBe('155.50'));
  expect(document.querySelectorAll('tbody tr[data-row]')).toHaveLength(3);

  const broken = [...rows, { item: '', amount: 1.234, qty: 1 }];
  expect(validateRecord([table], { expenses: broken })).toEqual({ 'expenses.3.item': '项目不能为空', 'expenses.3.amount': '金额最多两位小数' });
});

it('says so when no data interface is set, instead of opening an empty popup', () => {
  const bare = subTable('expenses', '费用明细', columns, { addType: 1 });
  render(<SubTableField table={bare} columns={columns} rows={[]} onChange={jest.fn()} errors={{}} />);
  expect(screen.getByText('未配置选择数据的数据接口')).toBeTruthy();
  expect((screen.getByText('选择添加').closest('sl-button') as HTMLElement & { disabled: boolean }).hasAttribute('disabled')).toBe(true);
});
