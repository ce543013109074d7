// Column and field rights of the current route (spec section 6, issue 12 item 6).
import { act, render, screen } from '@testing-library/react';
import { atom } from 'nanostores';
import type { PermissionEntry } from '@atrium/shared';
import { DataTable, type DataTableColumn } from './DataTable';
import { fieldRightsOf, isAllowed } from './fieldRights';
import { FormDialog } from './FormDialog';
import { FormField } from './FormField';
import { useListColumns } from './list/useListColumns';

const permissions = atom<readonly PermissionEntry[]>([]);
const modelId = atom<string | null>('m-users');

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  get $permissions() {
    return permissions;
  },
  get $currentModelId() {
    return modelId;
  },
}));
jest.mock('./useColumnSettings', () => ({
  ...jest.requireActual('./useColumnSettings'),
  useColumnSettings: (_menu: string | null, options: { prop: string; label: string }[]) => ({
    columns: options.map((option) => ({ ...option, visible: true })),
    save: jest.fn(),
  }),
}));

const entry = (overrides: Partial<PermissionEntry> = {}): PermissionEntry => ({
  modelId: 'm-users',
  button: [{ enCode: 'btn_add' }],
  column: [{ enCode: 'account' }, { enCode: 'items-price' }],
  form: [{ enCode: 'account' }, { enCode: 'items-price' }],
  ...overrides,
});

interface Row {
  id: string;
  account: string;
  mobile: string;
}
const columns: DataTableColumn<Row>[] = [
  { key: 'account', label: '账户' },
  { key: 'mobile', label: '手机' },
  { key: 'actions', label: '操作', render: () => 'edit' },
];
const headers = (container: HTMLElement) => [...container.querySelectorAll('th')].map((th) => th.textContent);

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
beforeEach(() => {
  permissions.set([]);
  modelId.set('m-users');
});

describe('fieldRightsOf and isAllowed', () => {
  it('hides nothing unless the entry switches the kind on', () => {
    expect(fieldRightsOf(undefined, 'column')).toBe('all');
    expect(fieldRightsOf(entry(), 'column')).toBe('all');
    expect(fieldRightsOf(entry({ columnAuthorize: false, formAuthorize: true }), 'column')).toBe('all');
    expect(fieldRightsOf(entry({ formAuthorize: true }), 'form')).toEqual(new Set(['account', 'items-price']));
    expect(fieldRightsOf(entry({ columnAuthorize: true, column: undefined }), 'column')).toEqual(new Set());
  });

  it('allows listed codes, and a sub-table when one of its parent-field codes is listed', () => {
    const rights = new Set(['account', 'items-price']);
    expect(isAllowed(rights, 'account')).toBe(true);
    expect(isAllowed(rights, 'mobile')).toBe(false);
    expect(isAllowed(rights, 'items')).toBe(true);
    expect(isAllowed(rights, 'items-price')).toBe(true);
    expect(isAllowed(rights, 'items-amount')).toBe(false);
    expect(isAllowed('all', 'anything')).toBe(true);
  });
});

describe('DataTable', () => {
  it('shows every column when the menu does not check columns', () => {
    permissions.set([entry()]);
    const { container } = render(<DataTable columns={columns} rows={[]} />);
    expect(headers(container)).toEqual(['账户', '手机', '操作']);
  });

  it('hides unlisted data columns, keeps the actions, and follows a change of rights live', async () => {
    permissions.set([entry({ columnAuthorize: true })]);
    const { container } = render(<DataTable columns={columns} rows={[{ id: '1', account: 'ann', mobile: '138' }]} />);
    expect(headers(container)).toEqual(['账户', '操作']);
    expect(screen.queryByText('138')).toBeNull();
    await act(async () => permissions.set([entry({ columnAuthorize: true, column: [{ enCode: 'account' }, { enCode: 'mobile' }] })]));
    expect(headers(container)).toEqual(['账户', '手机', '操作']);
    expect(screen.getByText('138')).toBeTruthy();
  });

  it('applies the entry of the current route only, and never to a table that opts out', async () => {
    permissions.set([entry({ columnAuthorize: true })]);
    const { container, rerender } = render(<DataTable columns={columns} rows={[]} authorize={false} />);
    expect(headers(container)).toEqual(['账户', '手机', '操作']);
    rerender(<DataTable columns={columns} rows={[]} />);
    expect(headers(container)).toEqual(['账户', '操作']);
    await act(async () => modelId.set('m-other'));
    expect(headers(container)).toEqual(['账户', '手机', '操作']);
  });

  it('lets a column say whether rights apply to it', () => {
    permissions.set([entry({ columnAuthorize: true })]);
    const own: DataTableColumn<Row>[] = [
      { key: 'mobile', label: '手机', authorize: false },
      { key: 'actions', label: '操作', authorize: true },
    ];
    const { container } = render(<DataTable columns={own} rows={[]} />);
    expect(headers(container)).toEqual(['手机']);
  });
});

describe('useListColumns', () => {
  it('does not offer columns the user may not see', () => {
    permissions.set([entry({ columnAuthorize: true })]);
    function Page() {
      const list = useListColumns(columns);
      return <p>{list.columns.map((column) => column.key).join(',')}</p>;
    }
    render(<Page />);
    expect(screen.getByText('account,actions')).toBeTruthy();
  });
});

describe('FormDialog', () => {
  const form = (authorize?: boolean) => (
    <FormDialog title="编辑用户" onConfirm={jest.fn()} onClose={jest.fn()} authorize={authorize}>
      <FormField name="account">
        <input aria-label="账户" />
      </FormField>
      <FormField name="mobile">
        <input aria-label="手机" />
      </FormField>
      <FormField name="items">
        <input aria-label="明细" />
      </FormField>
      <FormField>
        <input aria-label="备注" />
      </FormField>
    </FormDialog>
  );
  const fields = () => screen.queryAllByRole('textbox').map((input) => input.getAttribute('aria-label'));

  it('hides named fields the entry does not list when the menu checks forms', () => {
    permissions.set([entry({ formAuthorize: true })]);
    render(form());
    expect(fields()).toEqual(['账户', '明细', '备注']);
  });

  it('shows every field when the menu does not check forms, or the dialog opts out', () => {
    permissions.set([entry({ columnAuthorize: true })]);
    const { rerender } = render(form());
    expect(fields()).toEqual(['账户', '手机', '明细', '备注']);
    permissions.set([entry({ formAuthorize: true, form: [] })]);
    rerender(form(false));
    expect(fields()).toEqual(['账户', '手机', '明细', '备注']);
  });

  it('a FormField outside a dialog shows whatever the rights', () => {
    permissions.set([entry({ formAuthorize: true, form: [] })]);
    render(
      <FormField name="mobile">
        <input aria-label="手机" />
      </FormField>,
    );
    expect(fields()).toEqual(['手机']);
  });
});

describe('a sub-table in a form dialog', () => {
  interface Item {
    id: string;
    price: number;
    amount: number;
  }
  const itemColumns: DataTableColumn<Item>[] = [
    { key: 'price', label: '单价' },
    { key: 'amount', label: '数量' },
    { key: 'actions', label: '操作', render: () => 'x' },
  ];
  const dialog = (name = 'items') => (
    <FormDialog title="编辑订单" onConfirm={jest.fn()} onClose={jest.fn()}>
      <FormField name={name}>
        <DataTable columns={itemColumns} rows={[]} />
      </FormField>
    </FormDialog>
  );

  it('shows the columns of its parent-field form codes, whatever the list column rights', () => {
    permissions.set([entry({ formAuthorize: true, columnAuthorize: true, column: [] })]);
    const { container } = render(dialog());
    expect(headers(container)).toEqual(['单价', '操作']);
  });

  it('shows every column when the form is not checked, or the sub-table is granted as a whole', () => {
    permissions.set([entry({ columnAuthorize: true, column: [] })]);
    const { container, rerender } = render(dialog());
    expect(headers(container)).toEqual(['单价', '数量', '操作']);
    permissions.set([entry({ formAuthorize: true, form: [{ enCode: 'lines' }] })]);
    rerender(dialog('lines'));
    expect(headers(container)).toEqual(['单价', '数量', '操作']);
  });
});
