// The data-model page over a fake transport: the tables of the chosen source, a new table with
// its fields checked like the server, an edit that sends each field's old name, the preview with
// the server's paging, delete after a confirmation naming the table and its rows.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import { DataModelView } from './DataModelPage';
import { fakeTransport, type FakeTransport } from './testing';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  confirmDelete: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
}));

const shared = jest.requireMock('@atrium/shared') as Record<'confirmDelete' | 'notifySuccess', jest.Mock>;
const BASE = '/api/system/DataModel';

let transport: FakeTransport;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});

const orderFields = [
  { field: 'id', fieldName: '编号', dataType: 'varchar', dataLength: '36', allowNull: 0, primaryKey: 1 },
  { field: 'amount', fieldName: '金额', dataType: 'decimal', dataLength: '10,2', allowNull: 1, primaryKey: 0 },
];

beforeEach(() => {
  jest.clearAllMocks();
  transport = fakeTransport();
  transport.on('GET /api/system/DataSource/Selector', { list: [{ id: '0', fullName: '默认数据库', dbType: 'SQLite' }, { id: 'f1', fullName: '旧系统', dbType: 'SQLite' }] });
  transport.on(`GET ${BASE}/0/Tables`, { list: [{ table: 'orders', tableName: '订单', sum: 25 }, { table: 'notes', tableName: '', sum: 0 }], pagination: { currentPage: 1, pageSize: 20, total: 2 } });
  transport.on(`GET ${BASE}/f1/Tables`, { list: [{ table: 'goods', tableName: '', sum: 3 }], pagination: { currentPage: 1, pageSize: 20, total: 1 } });
});

const button = (text: string, index = 0): HTMLElement => {
  const found = [...document.querySelectorAll('sl-button')].filter((element) => element.textContent?.trim() === text) as HTMLElement[];
  if (!found[index]) throw new Error(`no button ${text}`);
  return found[index];
};
const type = (element: Element, value: string) => {
  (element as HTMLInputElement).value = value;
  fireEvent(element, new Event('sl-input'));
};
const dialog = () => waitFor(() => {
  const found = document.querySelector('sl-dialog');
  if (!found) throw new Error('no dialog');
  return found;
});

it('lists the tables of the built-in database, and of another source when it is chosen', async () => {
  render(<DataModelView api={transport.api} />);
  expect(await screen.findByText('orders')).toBeTruthy();
  expect(screen.getByText('订单')).toBeTruthy();
  expect(screen.getByText('25')).toBeTruthy();
  const select = await waitFor(() => {
    const found = document.querySelector('sl-select[label="数据连接"]');
    if (!found?.querySelector('sl-option[value="f1"]')) throw new Error('no options yet');
    return found as HTMLElement & { value: string };
  });
  select.value = 'f1';
  fireEvent(select, new CustomEvent('sl-change'));
  expect(await screen.findByText('goods')).toBeTruthy();
  expect(transport.callsTo(`GET ${BASE}/f1/Tables`)[0]?.payload).toEqual({ keyword: '', currentPage: 1, pageSize: 20 });
});

it('creates a table: identifiers are checked before anything is sent', async () => {
  transport.on(`POST ${BASE}/0/Table`, null);
  render(<DataModelView api={transport.api} />);
  await screen.findByText('orders');
  fireEvent.click(button('新建'));
  const form = await dialog();
  expect(form.getAttribute('label')).toBe('新建表');
  type(form.querySelector('sl-input[label="表名"]')!, '1bad');
  fireEvent.click(button('添加字段'));
  fireEvent.click(button('确定'));
  // The table name and the new, still empty field.
  await waitFor(() => expect(screen.getAllByText('须以字母开头，只能含字母、数字和下划线，最多30个字符')).toHaveLength(2));
  expect(transport.callsTo(`POST ${BASE}/0/Table`)).toHaveLength(0);
  type(form.querySelector('sl-input[label="表名"]')!, 'customer');
  type(form.querySelector('sl-input[label="说明"]')!, '客户');
  const names = form.querySelectorAll('sl-input[aria-label="字段名"]');
  type(names[1]!, 'name');
  const types = form.querySelectorAll('sl-select[aria-label="数据类型"]');
  (types[1] as HTMLElement & { value: string }).value = 'varchar';
  type(form.querySelectorAll('sl-input[aria-label="长度"]')[1]!, '100');
  type(form.querySelectorAll('sl-input[aria-label="说明"]')[1]!, '名称');
  fireEvent.click(button('确定'));
  await waitFor(() => expect(transport.callsTo(`POST ${BASE}/0/Table`)).toHaveLength(1));
  expect(transport.callsTo(`POST ${BASE}/0/Table`)[0]?.payload).toEqual({
    tableInfo: { newTable: 'customer', tableName: '客户' },
    tableFieldList: [
      { field: 'id', fieldName: '', dataType: 'varchar', dataLength: '50', allowNull: 0, primaryKey: 1, oldField: null },
      { field: 'name', fieldName: '名称', dataType: 'varchar', dataLength: '100', allowNull: 1, primaryKey: 0, oldField: null },
    ],
  });
  expect(shared.notifySuccess).toHaveBeenCalledWith('新建成功');
});

it('edits a table: each field carries the name it had, so a rename keeps its data', async () => {
  transport.on(`GET ${BASE}/0/Table/orders`, { tableInfo: { table: 'orders', tableName: '订单' }, tableFieldList: orderFields });
  transport.on(`PUT ${BASE}/0/Table`, null);
  render(<DataModelView api={transport.api} />);
  await screen.findByText('orders');
  fireEvent.click(button('编辑'));
  const form = await dialog();
  expect(form.getAttribute('label')).toBe('编辑表「orders」');
  await waitFor(() => expect(form.querySelectorAll('sl-input[aria-label="字段名"]')).toHaveLength(2));
  type(form.querySelectorAll('sl-input[aria-label="字段名"]')[1]!, 'total');
  // A key that allows empty values is refused here as on the server.
  const keys = form.querySelectorAll('sl-checkbox[aria-label="允许空"]');
  (keys[0] as HTMLInputElement).checked = true;
  fireEvent(keys[0]!, new Event('sl-change'));
  fireEvent.click(button('确定'));
  expect(await screen.findByText('主键字段不能允许空值')).toBeTruthy();
  (keys[0] as HTMLInputElement).checked = false;
  fireEvent(keys[0]!, new Event('sl-change'));
  fireEvent.click(button('确定'));
  await waitFor(() => expect(transport.callsTo(`PUT ${BASE}/0/Table`)).toHaveLength(1));
  expect(transport.callsTo(`PUT ${BASE}/0/Table`)[0]?.payload).toEqual({
    tableInfo: { table: 'orders', newTable: 'orders', tableName: '订单' },
    tableFieldList: [
      { field: 'id', fieldName: '编号', dataType: 'varchar', dataLength: '36', allowNull: 0, primaryKey: 1, oldField: 'id' },
      { field: 'total', fieldName: '金额', dataType: 'decimal', dataLength: '10,2', allowNull: 1, primaryKey: 0, oldField: 'amount' },
    ],
  });
});

it('previews rows with the server\'s paging, and deletes after a confirmation naming the table', async () => {
  transport.on(`GET ${BASE}/0/Tables/orders/Fields`, { list: orderFields });
  transport.on(`GET ${BASE}/0/Table/orders/Preview`, { list: [{ id: 'o1', amount: 10 }, { id: 'o2', amount: null }], pagination: { currentPage: 1, pageSize: 20, total: 25 } });
  transport.on(`DELETE ${BASE}/0/Table/orders`, null);
  render(<DataModelView api={transport.api} />);
  await screen.findByText('orders');
  fireEvent.click(button('预览'));
  // The column called id shows the row's own value.
  expect(await screen.findByText('o1')).toBeTruthy();
  expect(screen.getByText('o2')).toBeTruthy();
  expect(screen.getByText('共 25 条')).toBeTruthy();
  expect(screen.getByText('amount（金额）')).toBeTruthy();
  expect(screen.getAllByText('—').length).toBeGreaterThan(0);
  expect(transport.callsTo(`GET ${BASE}/0/Table/orders/Preview`)[0]?.payload).toEqual({ currentPage: 1, pageSize: 20 });
  fireEvent.click(button('删除'));
  await waitFor(() => expect(transport.callsTo(`DELETE ${BASE}/0/Table/orders`)).toHaveLength(1));
  expect(shared.confirmDelete).toHaveBeenCalledWith('确定删除数据表「orders」? 表中的 25 条数据将一并删除，且不能恢复。');
});
