// 表格示例 over a fake transport: the list's query (keyword, type, sort, paging), money and sums,
// the new-project dialog's checks in the server's words and a refused save, the flags, the comments
// and the tree tab. The editable table has its own file.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, setLocale } from '@atrium/shared';
import { TableDemoView } from './TableDemoPage';
import { BASE, fakeTableDemo, postil, project, registerTableDemoStrings, type FakeTableDemo } from './testing';

const mockGranted = new Set<string>();

jest.mock('@atrium/shared', () => {
  const actual = jest.requireActual('@atrium/shared');
  const { atom } = jest.requireActual('nanostores');
  return {
    ...actual,
    $user: atom({ userId: 'u1', account: 'admin', realName: '管理员' }),
    usePermission: jest.fn((_kind: string, code: string) => mockGranted.has(code)),
    confirmDelete: jest.fn(() => Promise.resolve(true)),
    notifySuccess: jest.fn(),
  };
});

const shared = jest.requireMock('@atrium/shared') as Record<'confirmDelete' | 'notifySuccess', jest.Mock>;

let fake: FakeTableDemo;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerTableDemoStrings();
});

beforeEach(() => {
  jest.clearAllMocks();
  mockGranted.clear();
  ['btn_add', 'btn_edit', 'btn_remove'].forEach((code) => mockGranted.add(code));
  fake = fakeTableDemo(
    [
      project('p1', { projectName: 'ERP 升级', costAmount: 1234567.5, tunesAmount: 200, projectedIncome: 0.1, postilCount: 1 }),
      project('p2', { projectName: '数据中台', sign: '0100000', costAmount: 1000, tunesAmount: 0.25, projectedIncome: 3000000 }),
    ],
    45,
  );
});

const view = () => render(<TableDemoView api={fake.api} />);
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const dialog = () => document.querySelector('sl-dialog') as HTMLElement;
const typeInto = (element: Element, value: string) => {
  (element as HTMLElement & { value: string }).value = value;
  fireEvent(element, new Event('sl-input'));
};
const field = (name: string) => dialog().querySelector(`[data-field="${name}"]`) as HTMLElement;
const input = (name: string) => field(name).querySelector('sl-input, sl-textarea, sl-select') as HTMLElement;
const confirm = () => fireEvent.click(within(dialog()).getByText('确定'));
/** What a control holds: the property once typed into, else the attribute React set on the undefined element (jsdom). */
const valueOf = (element: Element) => ('value' in element ? (element as HTMLElement & { value: string }).value : element.getAttribute('value'));
const lastQuery = () => fake.listQueries().at(-1);

describe('普通表格', () => {
  it('asks for the first page sorted by 登记时间, newest first, then follows the keyword, the type, a header and the pager', async () => {
    const { container } = view();
    expect(await screen.findByText('ERP 升级')).toBeTruthy();
    expect(fake.listQueries()).toEqual([{ keyword: '', currentPage: 1, pageSize: 20, sidx: 'registerDate', sort: 'desc' }]);
    expect(fake.callsTo(`GET ${BASE}/ControlSample/TreeList`)[0]?.payload).toEqual({ isTree: 1 });

    // The keyword box says what it matches.
    const keyword = container.querySelector('sl-input[name="keyword"]') as HTMLElement;
    expect(keyword.getAttribute('placeholder')).toBe('项目名称/编码/客户名称');
    typeInto(keyword, ' ERP ');
    fireEvent.submit(container.querySelector('form[role="search"]') as HTMLFormElement);
    await waitFor(() => expect(lastQuery()).toEqual({ keyword: 'ERP', currentPage: 1, pageSize: 20, sidx: 'registerDate', sort: 'desc' }));

    // The type filter: a clearable tree select over the IndustryType tree.
    const typeFilter = await waitFor(() => {
      const select = container.querySelector('form[role="search"] sl-select[clearable]') as (HTMLElement & { value: string }) | null;
      expect(select?.querySelectorAll('sl-option')).toHaveLength(3);
      return select as HTMLElement & { value: string };
    });
    expect(typeFilter.getAttribute('placeholder')).toBe('全部类型');
    typeFilter.value = 't1';
    fireEvent(typeFilter, new CustomEvent('sl-change'));
    await waitFor(() => expect(lastQuery()).toEqual({ keyword: 'ERP', currentPage: 1, pageSize: 20, sidx: 'registerDate', sort: 'desc', projectType: 't1' }));

    // Paging keeps the filters.
    fireEvent.click(container.querySelector('sl-icon-button[label="下一页"]') as HTMLElement);
    await waitFor(() => expect(lastQuery()).toMatchObject({ currentPage: 2, keyword: 'ERP', projectType: 't1' }));

    // A sortable header sorts on the server, ascending first, then descending; back to page 1.
    const cost = screen.getByRole('button', { name: '费用金额' });
    expect(cost.closest('th')?.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('button', { name: '登记时间' }).closest('th')?.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(cost);
    await waitFor(() => expect(lastQuery()).toEqual({ keyword: 'ERP', currentPage: 1, pageSize: 20, sidx: 'costAmount', sort: 'asc', projectType: 't1' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '费用金额' }).closest('th')?.getAttribute('aria-sort')).toBe('ascending'));
    fireEvent.click(screen.getByRole('button', { name: '费用金额' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sidx: 'costAmount', sort: 'desc' }));
    // Columns the server cannot sort by have no button.
    expect(screen.queryByRole('button', { name: '项目类型' })).toBeNull();

    // Clearing the type asks for every type again (no projectType sent).
    const cleared = container.querySelector('form[role="search"] sl-select[clearable]') as HTMLElement & { value: string };
    cleared.value = '';
    fireEvent(cleared, new CustomEvent('sl-change'));
    await waitFor(() => expect(lastQuery()).toEqual({ keyword: 'ERP', currentPage: 1, pageSize: 20, sidx: 'costAmount', sort: 'desc' }));
  });

  it('an empty list offers to add; the type filter finding nothing offers to clear it instead', async () => {
    fake = fakeTableDemo([], 0);
    const { container } = view();
    expect(await screen.findByText('添加数据')).toBeTruthy();
    const typeFilter = await waitFor(() => {
      const select = container.querySelector('form[role="search"] sl-select[clearable]') as (HTMLElement & { value: string }) | null;
      expect(select?.querySelectorAll('sl-option')).toHaveLength(3);
      return select as HTMLElement & { value: string };
    });
    typeFilter.value = 't1';
    fireEvent(typeFilter, new CustomEvent('sl-change'));
    const clear = await screen.findByText('清空搜索');
    expect(screen.queryByText('添加数据')).toBeNull();
    fireEvent.click(clear);
    await waitFor(() => expect(lastQuery()).toEqual({ keyword: '', currentPage: 1, pageSize: 20, sidx: 'registerDate', sort: 'desc' }));
  });

  it('shows amounts right-aligned with two decimals and separators, dates as days, and the sums of the whole filter', async () => {
    view();
    await screen.findByText('ERP 升级');
    const first = rowOf('ERP 升级');
    const cost = within(first).getByText('1,234,567.50');
    expect(cost.closest('td')?.style.textAlign).toBe('right');
    expect(within(first).getByText('200.00')).toBeTruthy();
    expect(within(first).getByText('0.10')).toBeTruthy();
    expect(within(first).getByText('2026-03-15')).toBeTruthy();
    expect(within(first).getByText('汽车制造')).toBeTruthy();
    expect(within(rowOf('数据中台')).getByText('3,000,000.00')).toBeTruthy();

    // The 合计 row under the rows: each sum in its amount's column, the label saying it counts every page.
    const label = screen.getByText('全部合计');
    expect(label.getAttribute('title')).toBe('合计（当前筛选条件下的全部数据，不止本页）');
    const totals = label.closest('tr') as HTMLElement;
    expect(totals.closest('tfoot')).not.toBeNull();
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    const cells = [...totals.querySelectorAll('td')];
    const sumIn = (header: string) => cells[headers.indexOf(header)]?.textContent;
    expect(sumIn('费用金额')).toBe('1,235,567.50');
    expect(sumIn('已用金额')).toBe('200.25');
    expect(sumIn('预计收入')).toBe('3,000,000.10');
    expect(sumIn('项目编码')).toBe('');
  });

  it('without the button rights shows no 新建, 编辑 or 删除, and the flags cannot be changed', async () => {
    mockGranted.clear();
    view();
    await screen.findByText('ERP 升级');
    expect(screen.queryByText('新建')).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
    const red = within(rowOf('ERP 升级')).getByRole('button', { name: '红色标记' }) as HTMLButtonElement;
    expect(red.disabled).toBe(true);
    expect(red.title).toBe('红色标记（没有修改权限）');
  });

  it('deletes a project after a confirmation naming it', async () => {
    fake.on(`DELETE ${BASE}/p2`, null);
    view();
    await screen.findByText('数据中台');
    shared.confirmDelete.mockImplementationOnce(() => Promise.resolve(false));
    fireEvent.click(within(rowOf('数据中台')).getByText('删除'));
    await waitFor(() => expect(shared.confirmDelete).toHaveBeenCalledWith({ name: '数据中台' }));
    expect(fake.callsTo(`DELETE ${BASE}/p2`)).toEqual([]);
    fireEvent.click(within(rowOf('数据中台')).getByText('删除'));
    await waitFor(() => expect(fake.callsTo(`DELETE ${BASE}/p2`)).toHaveLength(1));
    await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('删除成功'));
    await waitFor(() => expect(fake.listQueries()).toHaveLength(2));
  });
});

describe('新建项目', () => {
  it('refuses in the server’s words, keeps what was typed when the server refuses, then creates', async () => {
    view();
    await screen.findByText('ERP 升级');
    fireEvent.click(screen.getAllByText('新建')[0] as HTMLElement);
    await waitFor(() => expect(dialog()).toBeTruthy());
    expect(dialog().getAttribute('label')).toBe('新建项目');
    await waitFor(() => expect(input('projectType').querySelectorAll('sl-option')).toHaveLength(3));
    // Required fields carry the asterisk.
    expect(['projectName', 'projectCode', 'projectType', 'customerName', 'principal'].every((name) => field(name).hasAttribute('data-required'))).toBe(true);
    expect(field('projectPhase').hasAttribute('data-required')).toBe(false);

    confirm();
    expect(await within(dialog()).findByText('请输入项目名称')).toBeTruthy();
    for (const message of ['请输入项目编码', '请选择项目类型', '请输入客户名称', '请输入负责人']) expect(within(dialog()).getByText(message)).toBeTruthy();

    typeInto(input('projectName'), '新项目');
    typeInto(input('projectCode'), 'x'.repeat(51));
    const type = input('projectType') as HTMLElement & { value: string };
    type.value = 't3';
    fireEvent(type, new CustomEvent('sl-change'));
    typeInto(input('customerName'), '客户甲');
    typeInto(input('principal'), '王五');
    typeInto(input('costAmount'), '12.345');
    typeInto(input('tunesAmount'), '-1');
    typeInto(input('projectedIncome'), '10000000000');
    confirm();
    expect(await within(dialog()).findByText('项目编码最多为50个字符')).toBeTruthy();
    expect(within(dialog()).getByText('费用金额最多保留两位小数')).toBeTruthy();
    expect(within(dialog()).getByText('已用金额应在 0 到 9999999999.99 之间')).toBeTruthy();
    expect(within(dialog()).getByText('预计收入应在 0 到 9999999999.99 之间')).toBeTruthy();
    expect(within(dialog()).queryByText('请输入项目名称')).toBeNull();
    expect(fake.callsTo(`POST ${BASE}`)).toEqual([]);

    typeInto(input('projectCode'), ' NEW-1 ');
    typeInto(input('costAmount'), '1234.5');
    typeInto(input('tunesAmount'), '');
    typeInto(input('projectedIncome'), '9999999999.99');
    typeInto(input('interactionDate'), '2026-04-30');
    typeInto(input('description'), '说明');
    // The server refuses (the code is taken): its sentence shows, the dialog and the input stay.
    fake.on(`POST ${BASE}`, () => {
      throw new ApiError({ code: 400, msg: '项目编码已存在', kind: 'api' });
    });
    confirm();
    expect(await within(dialog()).findByText('保存失败：项目编码已存在')).toBeTruthy();
    expect(valueOf(input('projectName'))).toBe('新项目');
    expect(valueOf(input('projectCode'))).toBe(' NEW-1 ');
    expect(valueOf(input('interactionDate'))).toBe('2026-04-30');
    expect(shared.notifySuccess).not.toHaveBeenCalled();

    fake.on(`POST ${BASE}`, { id: 'p3' });
    confirm();
    await waitFor(() => expect(fake.callsTo(`POST ${BASE}`)).toHaveLength(2));
    expect(fake.callsTo(`POST ${BASE}`)[1]?.payload).toEqual({
      projectName: '新项目',
      projectCode: 'NEW-1',
      projectType: 't3',
      projectPhase: '',
      customerName: '客户甲',
      principal: '王五',
      jackStands: '',
      interactionDate: new Date(2026, 3, 30).getTime(),
      costAmount: 1234.5,
      tunesAmount: 0,
      projectedIncome: 9999999999.99,
      description: '说明',
    });
    await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('新建成功'));
    await waitFor(() => expect(document.querySelector('sl-dialog')).toBeNull());
    await waitFor(() => expect(fake.listQueries()).toHaveLength(2));
  });

  it('edits a project with its stored values, its registrant shown disabled', async () => {
    fake.on(`PUT ${BASE}/p1`, null);
    view();
    await screen.findByText('ERP 升级');
    fireEvent.click(within(rowOf('ERP 升级')).getByText('编辑'));
    await waitFor(() => expect(dialog()?.getAttribute('label')).toBe('编辑项目'));
    await waitFor(() => expect(input('projectName').getAttribute('value')).toBe('ERP 升级'));
    expect(input('costAmount').getAttribute('value')).toBe('1234567.5');
    expect(input('interactionDate').getAttribute('value')).toBe('2026-03-15');
    const registrant = within(dialog()).getAllByText((_, element) => element?.getAttribute('label') === '登记人')[0] as HTMLElement;
    expect(registrant.getAttribute('value')).toBe('管理员/admin');
    expect(registrant.hasAttribute('disabled')).toBe(true);
    typeInto(input('principal'), '赵六');
    confirm();
    await waitFor(() => expect(fake.callsTo(`PUT ${BASE}/p1`)).toHaveLength(1));
    expect(fake.callsTo(`PUT ${BASE}/p1`)[0]?.payload).toMatchObject({ projectName: 'ERP 升级', principal: '赵六', projectType: 't2', costAmount: 1234567.5 });
    await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('更新成功'));
  });
});

describe('标记', () => {
  it('a flag is a toggle named by its colour: a click sends the new sign and presses it', async () => {
    view();
    await screen.findByText('ERP 升级');
    const flags = within(rowOf('ERP 升级')).getByRole('group', { name: '“ERP 升级”的标记' });
    const buttons = within(flags).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['红色标记', '橙色标记', '黄色标记', '绿色标记', '青色标记', '蓝色标记', '紫色标记']);
    expect(buttons.every((button) => button.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(within(rowOf('数据中台')).getByRole('button', { name: '橙色标记' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(flags).getByRole('button', { name: '绿色标记' }));
    await waitFor(() => expect(fake.callsTo(`PUT ${BASE}/UpdateSign/p1`)).toHaveLength(1));
    expect(fake.callsTo(`PUT ${BASE}/UpdateSign/p1`)[0]?.payload).toEqual({ sign: '0001000' });
    await waitFor(() => expect(within(rowOf('ERP 升级')).getByRole('button', { name: '绿色标记' }).getAttribute('aria-pressed')).toBe('true'));

    // The next flag builds on the changed sign; turning one off clears it.
    fireEvent.click(within(rowOf('ERP 升级')).getByRole('button', { name: '红色标记' }));
    await waitFor(() => expect(fake.callsTo(`PUT ${BASE}/UpdateSign/p1`)[1]?.payload).toEqual({ sign: '1001000' }));
    await waitFor(() => expect(within(rowOf('ERP 升级')).getByRole('button', { name: '红色标记' }).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(within(rowOf('ERP 升级')).getByRole('button', { name: '绿色标记' }));
    await waitFor(() => expect(fake.callsTo(`PUT ${BASE}/UpdateSign/p1`)[2]?.payload).toEqual({ sign: '1000000' }));
    await waitFor(() => expect(within(rowOf('ERP 升级')).getByRole('button', { name: '绿色标记' }).getAttribute('aria-pressed')).toBe('false'));
    // Changed in place: no reload of the list.
    expect(fake.listQueries()).toHaveLength(1);
  });

  it('a refused change leaves the flag as it was', async () => {
    fake.on(`PUT ${BASE}/UpdateSign/p1`, () => {
      throw new ApiError({ code: 403, msg: '没有权限', kind: 'api' });
    });
    view();
    await screen.findByText('ERP 升级');
    fireEvent.click(within(rowOf('ERP 升级')).getByRole('button', { name: '蓝色标记' }));
    await waitFor(() => expect(fake.callsTo(`PUT ${BASE}/UpdateSign/p1`)).toHaveLength(1));
    await waitFor(() => expect(within(rowOf('ERP 升级')).getByRole('button', { name: '蓝色标记' }).hasAttribute('aria-disabled')).toBe(false));
    expect(within(rowOf('ERP 升级')).getByRole('button', { name: '蓝色标记' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('a row’s flags are one tab stop: the arrows, Home and End move along them, and a change under way ignores clicks', async () => {
    let answer: (() => void) | null = null;
    fake.on(`PUT ${BASE}/UpdateSign/p1`, () => new Promise<null>((resolve) => (answer = () => resolve(null))));
    view();
    await screen.findByText('ERP 升级');
    const flags = within(rowOf('ERP 升级')).getByRole('group', { name: '“ERP 升级”的标记' });
    const buttons = within(flags).getAllByRole('button');
    const stops = () => buttons.filter((button) => button.tabIndex === 0).map((button) => button.getAttribute('aria-label'));
    expect(stops()).toEqual(['红色标记']);
    buttons[0]?.focus();
    fireEvent.keyDown(flags, { key: 'ArrowLeft' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('紫色标记');
    fireEvent.keyDown(flags, { key: 'Home' });
    fireEvent.keyDown(flags, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('橙色标记');
    expect(stops()).toEqual(['橙色标记']);
    fireEvent.keyDown(flags, { key: 'End' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('紫色标记');

    // Pressed while its change is under way: the flag keeps the focus, a second click sends nothing.
    fireEvent.click(document.activeElement as HTMLElement);
    await waitFor(() => expect(fake.callsTo(`PUT ${BASE}/UpdateSign/p1`)).toHaveLength(1));
    await waitFor(() => expect(within(rowOf('ERP 升级')).getByRole('button', { name: '紫色标记' }).getAttribute('aria-disabled')).toBe('true'));
    fireEvent.click(within(rowOf('ERP 升级')).getByRole('button', { name: '红色标记' }));
    expect(fake.callsTo(`PUT ${BASE}/UpdateSign/p1`)).toHaveLength(1);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('紫色标记');
    (answer as (() => void) | null)?.();
    await waitFor(() => expect(within(rowOf('ERP 升级')).getByRole('button', { name: '紫色标记' }).getAttribute('aria-pressed')).toBe('true'));
  });
});

describe('批注', () => {
  const POSTILS = `GET ${BASE}/p1/Actions/Postil`;
  let stored: ReturnType<typeof postil>[];
  const OLDER = new Date(2026, 1, 2, 9, 30).getTime();

  beforeEach(() => {
    stored = [postil('第一条批注'), postil('别人的批注', { userId: '张三/zhangsan', creatorUserId: 'u2', creatorTime: OLDER })];
    fake.on(POSTILS, () => ({ postilJson: JSON.stringify(stored) }));
    fake.on(`POST ${BASE}/p1/Postil`, (payload: unknown) => {
      stored = [postil((payload as { text: string }).text, { creatorTime: new Date(2026, 1, 4, 8, 0).getTime() }), ...stored];
      return null;
    });
  });

  const drawer = () => document.querySelector('sl-drawer') as HTMLElement;

  it('opens from the count, lists the comments with author and time, sends one and updates the count', async () => {
    mockGranted.delete('btn_edit');
    view();
    await screen.findByText('ERP 升级');
    fireEvent.click(within(rowOf('ERP 升级')).getByRole('button', { name: '查看批注（1条）' }));
    await waitFor(() => expect(drawer()?.getAttribute('label')).toBe('批注：ERP 升级'));
    expect(await within(drawer()).findByText('第一条批注')).toBeTruthy();
    const items = within(drawer()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['管理员/admin2026-02-03 14:05第一条批注', '张三/zhangsan2026-02-02 09:30别人的批注']);
    // The list learned the real count (2) from the drawer.
    expect(await within(rowOf('ERP 升级')).findByRole('button', { name: '查看批注（2条）' })).toBeTruthy();
    // Without btn_edit one deletes only one's own comments.
    expect(items[0]?.querySelector('sl-icon-button[label="删除批注"]')).not.toBeNull();
    expect(items[1]?.querySelector('sl-icon-button[label="删除批注"]')).toBeNull();

    const box = drawer().querySelector('sl-textarea') as unknown as HTMLElement;
    typeInto(box, '   ');
    fireEvent.click(within(drawer()).getByText('发送'));
    expect(await within(drawer()).findByText('批注内容不能为空')).toBeTruthy();
    expect(fake.callsTo(`POST ${BASE}/p1/Postil`)).toEqual([]);

    typeInto(box, ' 请尽快交付 ');
    // Ctrl+Enter sends as the button does.
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(fake.callsTo(`POST ${BASE}/p1/Postil`)).toHaveLength(1));
    expect(fake.callsTo(`POST ${BASE}/p1/Postil`)[0]?.payload).toEqual({ text: '请尽快交付' });
    await waitFor(() => expect(within(drawer()).getAllByRole('listitem')[0]?.textContent).toContain('请尽快交付'));
    expect(within(drawer()).queryByText('批注内容不能为空')).toBeNull();
    expect(valueOf(box)).toBe('');
    expect(shared.notifySuccess).toHaveBeenCalledWith('发送成功');
    expect(await within(rowOf('ERP 升级')).findByRole('button', { name: '查看批注（3条）' })).toBeTruthy();
  });

  it('deletes a comment by its place and time after a confirmation quoting it, and shows the server’s refusal', async () => {
    fake.on(`DELETE ${BASE}/p1/Postil/1?creatorTime=${OLDER}`, () => {
      throw new ApiError({ code: 400, msg: '只能删除自己的批注', kind: 'api' });
    });
    fake.on(`DELETE ${BASE}/p1/Postil/0?creatorTime=${postil('').creatorTime}`, () => {
      stored = stored.slice(1);
      return null;
    });
    view();
    await screen.findByText('ERP 升级');
    fireEvent.click(within(rowOf('ERP 升级')).getByRole('button', { name: '查看批注（1条）' }));
    await within(drawer()).findByText('别人的批注');
    // With btn_edit every comment offers a delete; the server still decides.
    const deletes = () => [...drawer().querySelectorAll('sl-icon-button[label="删除批注"]')] as HTMLElement[];
    expect(deletes()).toHaveLength(2);
    fireEvent.click(deletes()[1] as HTMLElement);
    await waitFor(() => expect(shared.confirmDelete).toHaveBeenCalledWith('确定删除张三/zhangsan的批注“别人的批注”吗？'));
    expect(await within(drawer()).findByText('只能删除自己的批注')).toBeTruthy();
    expect(within(drawer()).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.click(deletes()[0] as HTMLElement);
    // Each delete names the comment it means by its time as well as its place.
    await waitFor(() => expect(fake.callsTo(`DELETE ${BASE}/p1/Postil/0?creatorTime=${postil('').creatorTime}`)).toHaveLength(1));
    await waitFor(() => expect(within(drawer()).getAllByRole('listitem')).toHaveLength(1));
    expect(within(drawer()).queryByText('第一条批注')).toBeNull();
    expect(within(drawer()).queryByText('只能删除自己的批注')).toBeNull();
    expect(shared.notifySuccess).toHaveBeenCalledWith('删除成功');
    expect(await within(rowOf('ERP 升级')).findByRole('button', { name: '查看批注（1条）' })).toBeTruthy();
  });
});

describe('树形表格', () => {
  const showTab = (container: HTMLElement, name: string) =>
    fireEvent((container.querySelector('sl-tab-group') as HTMLElement), new CustomEvent('sl-tab-show', { detail: { name } }));

  it('lists the chosen type’s projects beside the IndustryType tree; 全部 lists them all', async () => {
    fake.on(`GET ${BASE}/ControlSample/t1`, () => ({ list: [project('p9', { projectName: '制造业项目' })], pagination: { currentPage: 1, pageSize: 20, total: 1 } }));
    const { container } = view();
    await screen.findByText('ERP 升级');
    showTab(container, 'tree');
    const panel = container.querySelector('sl-tab-panel[name="tree"]') as HTMLElement;
    const tree = await waitFor(() => {
      const element = panel.querySelector('sl-tree');
      expect(element).not.toBeNull();
      return element as HTMLElement;
    });
    const items = [...tree.querySelectorAll('sl-tree-item')] as HTMLElement[];
    expect(items.map((item) => item.firstChild?.textContent)).toEqual(['全部', '制造业', '汽车制造', '信息技术']);
    expect(items[0]?.hasAttribute('selected')).toBe(true);
    // Nothing chosen: the whole list (the tab's own load).
    await waitFor(() => expect(fake.listQueries()).toHaveLength(2));

    tree.dispatchEvent(new CustomEvent('sl-selection-change', { detail: { selection: [items[1]] } }));
    await waitFor(() => expect(fake.callsTo(`GET ${BASE}/ControlSample/t1`)).toHaveLength(1));
    expect(fake.callsTo(`GET ${BASE}/ControlSample/t1`)[0]?.payload).toEqual({ keyword: '', currentPage: 1, pageSize: 20 });
    expect(await within(panel).findByText('制造业项目')).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: '制造业' })).toBeTruthy();

    // The keyword applies within the type.
    const keyword = panel.querySelector('sl-input[name="keyword"]') as HTMLElement;
    typeInto(keyword, '制造');
    fireEvent.submit(panel.querySelector('form[role="search"]') as HTMLFormElement);
    await waitFor(() => expect(fake.callsTo(`GET ${BASE}/ControlSample/t1`).at(-1)?.payload).toEqual({ keyword: '制造', currentPage: 1, pageSize: 20 }));

    const before = fake.listQueries().length;
    tree.dispatchEvent(new CustomEvent('sl-selection-change', { detail: { selection: [panel.querySelector('sl-tree-item[data-id="__all__"]')] } }));
    await waitFor(() => expect(fake.listQueries()).toHaveLength(before + 1));
    expect(fake.listQueries().at(-1)).toEqual({ keyword: '制造', currentPage: 1, pageSize: 20, sidx: 'registerDate', sort: 'desc' });
  });
});
