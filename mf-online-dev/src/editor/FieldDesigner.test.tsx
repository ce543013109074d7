// The designer in the browser's place: a field dragged by keyboard from the palette into a card
// (dnd-kit's keyboard sensor, announced in Chinese), undo/redo by button and by Ctrl+Z / Ctrl+Y,
// and the property panel's checks (field name, rules, data interfaces that are missing or fail).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerOnlineDevTranslations } from '../i18n';
import { createFakeHttp, refuse } from '../testing/fakeHttp';
import { field, formData, subTable, visualDev } from '../testing/factories';
import { createVisualDevApi } from '../visualDev/api';
import { createDesignerApi, type DesignerApi } from './api';
import { ModuleEditor } from './ModuleEditor';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
  getDictionaries: jest.fn(() => Promise.resolve([])),
}));

const properties = () => screen.getByRole('complementary', { name: '字段属性' });
const paletteItem = (label: string) => within(screen.getByRole('navigation', { name: '添加字段' })).getByText(label);
const canvas = () => screen.getByRole('list', { name: '表单字段' });
/** Labels of the fields in one list of the canvas (root, or a container's key). */
const labelsIn = (list: string) =>
  Array.from(document.querySelectorAll(`ul[data-list="${list}"] > li[data-key]`)).map((item) => item.querySelector('button[aria-pressed]')!.firstElementChild!.textContent);

async function set(scope: HTMLElement, label: string, value: string, event = 'sl-input') {
  const element = await waitFor(() => {
    const found = scope.querySelector(`[label="${label}"]`);
    if (!found) throw new Error(`no ${label}`);
    return found as HTMLElement & { value: string };
  });
  await act(async () => {
    element.value = value;
    element.dispatchEvent(new CustomEvent(event, { bubbles: true }));
  });
}

/**
 * jsdom lays nothing out: the palette gets a column on the left, the canvas's lists and fields a
 * row each on the right, in document order, so the keyboard sensor has somewhere to go.
 */
function fakeLayout() {
  const rect = (left: number, top: number, width: number, height: number) =>
    ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;
  return jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    // dnd-kit measures the drag overlay's child; the overlay is placed where the dragged thing was.
    const overlay = this.parentElement?.style.position === 'fixed' ? this.parentElement.style : null;
    if (overlay) return rect(parseFloat(overlay.left) || 0, parseFloat(overlay.top) || 0, parseFloat(overlay.width) || 0, parseFloat(overlay.height) || 0);
    if (this.getAttribute('aria-roledescription') === '可拖动的控件') {
      const items = Array.from(document.querySelectorAll('[aria-roledescription="可拖动的控件"]'));
      return rect(0, items.indexOf(this) * 24, 100, 20);
    }
    const rows = Array.from(document.querySelectorAll('[data-list],[data-key]'));
    const index = rows.indexOf(this);
    return index < 0 ? rect(0, 0, 0, 0) : rect(300, index * 40, 400, 30);
  });
}

const key = async (target: Element, code: string) => {
  await act(async () => {
    fireEvent.keyDown(target, { code, key: code === 'Space' ? ' ' : code });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

/** Everything dnd-kit's live region says, in order. */
function recordAnnouncements(): { said: string[]; stop: () => void } {
  const said: string[] = [];
  const observer = new MutationObserver(() => {
    const text = document.querySelector('[role="status"][aria-live]')?.textContent ?? '';
    if (text !== '' && said[said.length - 1] !== text) said.push(text);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { said, stop: () => observer.disconnect() };
}

function renderEditor(designerApi?: DesignerApi) {
  const http = createFakeHttp({
    'GET /api/visualdev/Base/vd1': () => visualDev({ id: 'vd1', fullName: '请假单', enCode: 'leave' }),
    'PUT /api/visualdev/Base/vd1': () => null,
  });
  render(<ModuleEditor id="vd1" api={createVisualDevApi(http)} categories={[]} onClose={jest.fn()} designerApi={designerApi} />);
  return http;
}

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerOnlineDevTranslations();
});

it('drags a field from the palette into a card by keyboard, announcing each step in the current language', async () => {
  const layout = fakeLayout();
  renderEditor();
  await screen.findByText('还没有字段：从左侧添加第一个字段。');
  fireEvent.click(paletteItem('卡片容器'));
  expect(labelsIn('root')).toEqual(['卡片容器']);
  expect(document.querySelector('ul[data-list="100"]')).not.toBeNull();

  const announcements = recordAnnouncements();
  const item = paletteItem('单行输入');
  item.focus();
  await key(item, 'Space');
  await key(item, 'ArrowDown');
  // Over the card: the place before it is marked.
  await waitFor(() => expect(document.querySelector('li[data-key="100"]')!.className).toContain('dropBefore'));
  await key(item, 'ArrowDown');
  expect(document.querySelector('li[data-key="100"]')!.className).not.toContain('dropBefore');
  await key(item, 'Space');
  await waitFor(() => expect(announcements.said[announcements.said.length - 1]).toMatch(/已放到/));
  announcements.stop();
  expect(announcements.said).toEqual([
    '已拿起「单行输入」。「单行输入」移到「表单」第 2 位。',
    '「单行输入」移到「表单」第 1 位。',
    '「单行输入」移到「卡片容器」第 1 位。',
    '「单行输入」已放到「卡片容器」第 1 位。',
  ]);

  expect(labelsIn('root')).toEqual(['卡片容器']);
  expect(labelsIn('100')).toEqual(['单行输入']);
  // The new field is selected.
  expect(within(properties()).getByRole('heading').textContent).toBe('单行输入');
  // Screen readers are told how to drag.
  expect(document.getElementById(item.getAttribute('aria-describedby')!)!.textContent).toBe('按空格键或回车键拿起，用方向键移动，再按空格键或回车键放下，按 Esc 取消。');

  // And back out of the card, by its handle: before the card in the form.
  const moves = recordAnnouncements();
  const handle = screen.getByRole('button', { name: '拖动「单行输入」' });
  handle.focus();
  await key(handle, 'Space');
  await key(handle, 'ArrowUp');
  await key(handle, 'Space');
  await waitFor(() => expect(moves.said[moves.said.length - 1]).toMatch(/已放到/));
  moves.stop();
  expect(moves.said).toEqual([
    '已拿起「单行输入」。「单行输入」移到「卡片容器」第 2 位。',
    '「单行输入」移到「表单」第 1 位。',
    '「单行输入」已放到「表单」第 1 位。',
  ]);
  expect(labelsIn('root')).toEqual(['单行输入', '卡片容器']);
  expect(labelsIn('100')).toEqual([]);
  layout.mockRestore();
});

it('undoes and redoes by button and by keyboard, but leaves Ctrl+Z inside a text field alone', async () => {
  renderEditor();
  await screen.findByText('还没有字段：从左侧添加第一个字段。');
  const undo = () => document.querySelector('sl-icon-button[label="撤销"]') as HTMLElement;
  const redo = () => document.querySelector('sl-icon-button[label="重做"]') as HTMLElement;
  expect(undo().hasAttribute('disabled')).toBe(true);
  fireEvent.click(paletteItem('数字输入'));
  fireEvent.click(paletteItem('日期选择'));
  expect(labelsIn('root')).toEqual(['数字输入', '日期选择']);

  fireEvent.click(undo());
  expect(labelsIn('root')).toEqual(['数字输入']);
  expect(redo().hasAttribute('disabled')).toBe(false);
  fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
  expect(within(canvas()).queryAllByRole('listitem')).toHaveLength(0);
  fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
  fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
  expect(labelsIn('root')).toEqual(['数字输入', '日期选择']);

  // In the label's input, Ctrl+Z is the input's own.
  const label = properties().querySelector('[label="标题"]')!;
  fireEvent.keyDown(label, { key: 'z', ctrlKey: true });
  expect(labelsIn('root')).toEqual(['数字输入', '日期选择']);

  // 预览 opens the form as the runtime draws it.
  fireEvent.click(screen.getByText('预览'));
  const dialog = await waitFor(() => {
    const found = document.querySelector('sl-dialog[label="表单预览"]');
    if (!found) throw new Error('no preview');
    return found as HTMLElement;
  });
  await waitFor(() => expect(dialog.querySelector('[data-device="pc"] [label="数字输入"]')).not.toBeNull());
  fireEvent.click(within(dialog).getByText('关闭'));
  await waitFor(() => expect(document.querySelector('sl-dialog[label="表单预览"]')).toBeNull());
});

it('checks field names and rules as they are typed, and says when data interfaces are missing or fail', async () => {
  let fail = true;
  const calls = createFakeHttp({
    'GET /api/system/DataInterface/Selector': () => (fail ? refuse('系统异常') : [{ id: 'c1', fullName: '人事', children: [{ id: 'di1', fullName: '请假类型' }] }]),
  });
  renderEditor(createDesignerApi(calls));
  await screen.findByText('还没有字段：从左侧添加第一个字段。');
  fireEvent.click(paletteItem('单行输入'));

  await set(properties(), '字段名', '1reason');
  expect(within(properties()).getByRole('alert').textContent).toBe('字段名须以字母开头，只能包含字母、数字和下划线');
  await set(properties(), '字段名', 'reason_1');
  expect(within(properties()).queryByRole('alert')).toBeNull();

  fireEvent.click(within(properties()).getByText('添加规则'));
  await waitFor(() => expect(within(properties()).getByRole('alert').textContent).toBe('第 1 条规则请输入正则表达式'));
  await set(properties(), '正则表达式', '/^(\\d+$/');
  expect(within(properties()).getByRole('alert').textContent).toBe('第 1 条规则的正则表达式有误');
  await set(properties(), '正则表达式', '/^\\d+$/');
  expect(within(properties()).getByRole('alert').textContent).toBe('第 1 条规则请输入错误提示');
  await set(properties(), '错误提示', '只能输入数字');
  expect(within(properties()).queryByRole('alert')).toBeNull();

  fireEvent.click(paletteItem('下拉选择'));
  await set(properties(), '数据来源', 'dynamic', 'sl-change');
  await waitFor(() => expect(within(properties()).getByText('数据接口列表未能加载。')).toBeTruthy());
  expect(within(properties()).getByRole('alert').textContent).toBe('请选择数据接口');
  fail = false;
  fireEvent.click(within(properties()).getByText('重试'));
  await waitFor(() => expect(properties().querySelector('sl-option[value="di1"]')?.textContent).toBe('人事 / 请假类型'));
  await set(properties(), '数据接口', 'di1', 'sl-change');
  expect(within(properties()).queryByRole('alert')).toBeNull();
  expect(calls.callsTo('get', '/api/system/DataInterface/Selector')).toHaveLength(2);
});

it('an empty list of data interfaces says where to create one', async () => {
  renderEditor({ dataInterfaces: () => Promise.resolve([]) });
  await screen.findByText('还没有字段：从左侧添加第一个字段。');
  fireEvent.click(paletteItem('弹窗选择'));
  await waitFor(() => expect(within(properties()).getByText('还没有可用的数据接口，请先在 系统数据 → 数据接口 中新建')).toBeTruthy());
  expect(within(properties()).getByRole('alert').textContent).toBe('请选择数据接口');
});

it('sets a sub-table to add rows by selection from a data interface, mapping its fields to the columns (addTableConf)', async () => {
  const table = subTable('expenses', '费用明细', [field('comInput', 'item', '项目'), field('amount', 'price', '金额')]);
  const http = createFakeHttp({
    'GET /api/visualdev/Base/vd1': () => visualDev({ id: 'vd1', fullName: '请假单', enCode: 'leave', formData: JSON.stringify(formData([table])) }),
    'PUT /api/visualdev/Base/vd1': () => null,
  });
  render(
    <ModuleEditor id="vd1" api={createVisualDevApi(http)} categories={[]} onClose={jest.fn()} designerApi={{ dataInterfaces: () => Promise.resolve([{ id: 'di-products', fullName: '商品', category: '' }]) }} />,
  );
  fireEvent.click(await screen.findByText('费用明细'));
  await set(properties(), '添加行方式', '1', 'sl-change');
  await waitFor(() => expect(properties().querySelector('sl-option[value="di-products"]')).not.toBeNull());
  await set(properties(), '数据接口', 'di-products', 'sl-change');
  await set(properties(), '弹窗标题', '选择商品');
  await set(properties(), '项目', 'name', 'sl-change');
  await set(properties(), '金额', 'unitPrice', 'sl-change');
  fireEvent.click(screen.getByText('保存'));
  await waitFor(() => expect(http.callsTo('put', '/api/visualdev/Base/vd1')).toHaveLength(1));
  const body = http.callsTo('put', '/api/visualdev/Base/vd1')[0]!.body as { formData: string };
  const saved = (JSON.parse(body.formData) as { fields: Record<string, unknown>[] }).fields[0]!;
  expect(saved).toMatchObject({
    addType: 1,
    addTableConf: {
      interfaceId: 'di-products',
      popupTitle: '选择商品',
      popupType: 'dialog',
      hasPage: true,
      relationOptions: [{ field: 'item', value: 'name' }, { field: 'price', value: 'unitPrice' }],
      columnOptions: [{ value: 'name', label: '项目' }, { value: 'unitPrice', label: '金额' }],
    },
  });
});

it('links a related-form field to a released module chosen from the list, and names the field it shows', async () => {
  const http = createFakeHttp({
    'GET /api/visualdev/Base/vd1': () => visualDev({ id: 'vd1', fullName: '请假单', enCode: 'leave' }),
    'PUT /api/visualdev/Base/vd1': () => null,
    'GET /api/visualdev/Base': () => ({ list: [visualDev({ id: 'vd-order', fullName: '订单', state: 1 }), visualDev({ id: 'vd-draft', fullName: '草稿', state: 0 })], pagination: { total: 2 } }),
    'GET /api/system/DataInterface/Selector': () => [],
  });
  render(<ModuleEditor id="vd1" api={createVisualDevApi(http)} categories={[]} onClose={jest.fn()} designerApi={createDesignerApi(http)} />);
  await screen.findByText('还没有字段：从左侧添加第一个字段。');
  fireEvent.click(paletteItem('关联表单'));
  await waitFor(() => expect(properties().querySelector('sl-option[value="vd-order"]')?.textContent).toBe('订单'));
  // Only released modules have records to link to.
  expect(properties().querySelector('sl-option[value="vd-draft"]')).toBeNull();
  await set(properties(), '关联功能', 'vd-order', 'sl-change');
  await set(properties(), '显示字段', 'orderNo');
  fireEvent.click(screen.getByText('保存'));
  await waitFor(() => expect(http.callsTo('put', '/api/visualdev/Base/vd1')).toHaveLength(1));
  const body = http.callsTo('put', '/api/visualdev/Base/vd1')[0]!.body as { formData: string };
  expect((JSON.parse(body.formData) as { fields: Record<string, unknown>[] }).fields[0]).toMatchObject({ modelId: 'vd-order', relationField: 'orderNo' });
});
