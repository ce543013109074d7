// The portal designer against a fake transport: widgets land on free spots, options edit what is
// saved, items move and resize by keys and buttons, the layout's problems show as they arise and
// block the save, the server's refusal stays on screen, and unsaved changes are guarded.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import type { PortalItem } from '../portalView/model';
import { createFakeHttp, refuse, type FakeRoute } from '../testing/fakeHttp';
import { createPortalApi } from './api';
import { registerPortalTranslations } from './i18n';
import { PortalDesigner } from './PortalDesigner';
import { portalInfo, quietViewApi } from './testing';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
  notifyWarning: jest.fn(),
  notifyError: jest.fn(),
}));
const shared = jest.requireMock('@atrium/shared') as Record<'confirmDialog' | 'notifySuccess' | 'notifyWarning' | 'notifyError', jest.Mock>;

const canvas = () => screen.getByRole('list', { name: '门户画布' });
const tile = (name: string | RegExp) => within(canvas()).getByRole('button', { name });
const properties = () => screen.getByRole('complementary', { name: '部件属性' });
const add = (kind: string) => fireEvent.click(screen.getByRole('button', { name: `添加「${kind}」` }));
const button = (scope: HTMLElement, text: string) => {
  const found = [...scope.querySelectorAll('sl-button')].find((element) => element.textContent?.trim() === text);
  if (!found) throw new Error(`no button ${text}`);
  return found as HTMLElement;
};
const footer = (text: string) => button(document.querySelector('sl-dialog') as HTMLElement, text);

async function set(scope: () => HTMLElement, label: string, value: string | boolean, event = 'sl-input') {
  const element = await waitFor(() => {
    const found = scope().querySelector(`[label="${label}"]`) ?? [...scope().querySelectorAll('sl-checkbox')].find((box) => box.textContent === label);
    if (!found) throw new Error(`no ${label}`);
    return found as HTMLElement & { value: string; checked: boolean };
  });
  await act(async () => {
    if (typeof value === 'boolean') element.checked = value;
    else element.value = value;
    element.dispatchEvent(new CustomEvent(event, { bubbles: true }));
  });
  return element;
}

const item = (i: string, x: number, y: number, w: number, h: number, kind: Partial<PortalItem> = {}): PortalItem =>
  ({ i, x, y, w, h, title: '', jnpfKey: 'text', content: '', ...kind }) as PortalItem;

function setup(layout: PortalItem[] = [], put: FakeRoute = () => null, routes: Record<string, FakeRoute> = {}) {
  const http = createFakeHttp({
    'GET /api/visualdev/Portal/p1': () => portalInfo({ id: 'p1', fullName: '默认门户', enCode: 'defaultPortal', category: 'c1', sortCode: 2, description: '首页', formData: JSON.stringify({ layout }) }),
    'PUT /api/visualdev/Portal/p1': put,
    ...routes,
  });
  const onClose = jest.fn();
  render(<PortalDesigner id="p1" api={createPortalApi(http)} viewApi={quietViewApi()} onClose={onClose} />);
  const saved = () => {
    const calls = http.callsTo('put', '/api/visualdev/Portal/p1');
    return calls.map((call) => ({ ...(call.body as Record<string, unknown>), layout: (JSON.parse((call.body as { formData: string }).formData) as { layout: PortalItem[] }).layout, options: call.options }));
  };
  return { http, onClose, saved };
}

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerPortalTranslations();
});
beforeEach(() => {
  jest.clearAllMocks();
  shared.confirmDialog.mockImplementation(() => Promise.resolve(true));
});

it('adds one widget of each kind on a free spot, refuses to save while the layout has a problem, then saves it as formData', async () => {
  const { saved, onClose } = setup();
  await screen.findByText('画布是空的：从左侧添加部件。');
  for (const kind of ['文本', '图片', '常用功能', '待办事宜', '系统公告', '数据面板']) add(kind);

  // Each lands on the first free spot, top to bottom, left to right.
  expect(within(canvas()).getAllByRole('button').map((element) => element.getAttribute('aria-label'))).toEqual([
    '文本：第 1 列，第 1 行，宽 8 列，高 4 行',
    '图片：第 9 列，第 1 行，宽 8 列，高 6 行',
    '常用功能：第 17 列，第 1 行，宽 8 列，高 5 行',
    '待办事宜：第 1 列，第 7 行，宽 12 列，高 8 行',
    '系统公告：第 13 列，第 7 行，宽 12 列，高 8 行',
    '数据面板：第 1 列，第 15 行，宽 24 列，高 4 行',
  ]);
  // The last one added is selected.
  expect(tile(/^数据面板/).getAttribute('aria-pressed')).toBe('true');
  expect(within(properties()).getByText('用户')).toBeTruthy();

  // The image has no address yet: the problem shows at once, named by item, and blocks the save.
  const problem = '门户布局无效：第 2 项的图片须为上传到系统的图片（以 /api/file/ 开头的地址），且不超过 500 个字符';
  expect(screen.getByText('布局有 1 个问题，修正后才能保存：')).toBeTruthy();
  expect(screen.getByRole('button', { name: problem })).toBeTruthy();
  expect(tile(/^图片/).className).toContain('faultyTile');
  fireEvent.click(footer('保存'));
  expect(shared.notifyWarning).toHaveBeenCalledWith('请先修正布局中的问题再保存');
  expect(saved()).toHaveLength(0);
  // …and selects the item at fault.
  await waitFor(() => expect(tile(/^图片/).getAttribute('aria-pressed')).toBe('true'));
  expect(within(properties()).getByRole('alert').textContent).toBe(problem);

  // An outside address is refused too: the portal's CSP would never show it.
  await set(properties, '图片地址', 'https://example.com/banner.png');
  expect(within(properties()).getByRole('alert').textContent).toBe(problem);
  await set(properties, '图片地址', '/api/file/Image/portal/banner.png');
  await set(properties, '替代文字', '横幅');
  expect(screen.queryByText('布局有 1 个问题，修正后才能保存：')).toBeNull();
  expect(screen.getByText('有未保存的修改')).toBeTruthy();

  fireEvent.click(footer('保存'));
  await waitFor(() => expect(saved()).toHaveLength(1));
  const [body] = saved();
  // The other fields go back as they were.
  expect(body).toMatchObject({ id: 'p1', fullName: '默认门户', enCode: 'defaultPortal', category: 'c1', sortCode: 2, enabledMark: 1, description: '首页', type: 0, options: { silent: true } });
  expect(body!.layout).toEqual([
    { i: expect.any(String), x: 0, y: 0, w: 8, h: 4, title: '文本', jnpfKey: 'text', content: '' },
    { i: expect.any(String), x: 8, y: 0, w: 8, h: 6, title: '图片', jnpfKey: 'image', src: '/api/file/Image/portal/banner.png', alt: '横幅' },
    { i: expect.any(String), x: 16, y: 0, w: 8, h: 5, title: '常用功能', jnpfKey: 'commonFunc', links: [] },
    { i: expect.any(String), x: 0, y: 6, w: 12, h: 8, title: '待办事宜', jnpfKey: 'todoList', count: 5 },
    { i: expect.any(String), x: 12, y: 6, w: 12, h: 8, title: '系统公告', jnpfKey: 'notice', count: 5 },
    { i: expect.any(String), x: 0, y: 14, w: 24, h: 4, title: '数据面板', jnpfKey: 'dataBoard', figures: ['userCount', 'organizeCount', 'roleCount', 'onlineUserCount'] },
  ]);
  expect(new Set(body!.layout.map((entry) => entry.i)).size).toBe(6);
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('「默认门户」已保存'));
  expect(screen.getByText('已保存')).toBeTruthy();

  // Saved: leaving asks nothing.
  fireEvent.click(footer('关闭'));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(shared.confirmDialog).not.toHaveBeenCalled();
});

it('edits the options of each kind: title, text, links (add, reorder, remove), counts and figures', async () => {
  const { saved } = setup([
    item('t1', 0, 0, 8, 4, { jnpfKey: 'text', content: '' }),
    item('f1', 8, 0, 8, 5, { jnpfKey: 'commonFunc', links: [] } as Partial<PortalItem>),
    item('d1', 16, 0, 8, 5, { jnpfKey: 'todoList', count: 5 } as Partial<PortalItem>),
    item('n1', 0, 5, 12, 6, { jnpfKey: 'notice', count: 5 } as Partial<PortalItem>),
    item('b1', 12, 5, 12, 4, { jnpfKey: 'dataBoard', figures: ['userCount', 'roleCount'] } as Partial<PortalItem>),
  ]);
  await waitFor(() => expect(within(canvas()).getAllByRole('button')).toHaveLength(5));
  expect(screen.getByText('选择画布上的部件以编辑它的属性。')).toBeTruthy();

  fireEvent.click(tile(/^未命名的文本/));
  await set(properties, '标题', '欢迎');
  await set(properties, '文本内容', '欢迎使用 Atrium。\n<b>不是 HTML</b>');
  expect(tile(/^欢迎：/)).toBeTruthy();

  fireEvent.click(tile(/^未命名的常用功能/));
  expect(within(properties()).getByText('还没有链接。')).toBeTruthy();
  fireEvent.click(button(properties(), '添加链接'));
  fireEvent.click(button(properties(), '添加链接'));
  fireEvent.click(button(properties(), '添加链接'));
  await set(properties, '链接 1 名称', '通知公告');
  await set(properties, '链接 1 地址', 'system/notice');
  await set(properties, '链接 2 名称', 'JNPF');
  await set(properties, '链接 2 地址', 'https://www.jnpfsoft.com');
  // An empty third link is a problem until it is removed.
  expect(screen.getByRole('button', { name: '门户布局无效：第 2 项的第 3 个链接名称须为 1-50 个字符' })).toBeTruthy();
  fireEvent.click(properties().querySelector('[label="删除链接 3"]')!);
  fireEvent.click(properties().querySelector('[label="上移链接 2"]')!);

  fireEvent.click(tile(/^未命名的待办事宜/));
  const count = await set(properties, '显示条数', '30', 'sl-change');
  expect(count.value).toBe('20'); // kept within 1-20
  fireEvent.click(tile(/^未命名的系统公告/));
  await set(properties, '显示条数', '8', 'sl-change');

  fireEvent.click(tile(/^未命名的数据面板/));
  await set(properties, '用户', false, 'sl-change');
  await set(properties, '菜单', true, 'sl-change');
  await set(properties, '在线用户', true, 'sl-change');

  expect(screen.queryByText(/布局有 \d+ 个问题/)).toBeNull();
  fireEvent.click(footer('保存'));
  await waitFor(() => expect(saved()).toHaveLength(1));
  const byId = Object.fromEntries(saved()[0]!.layout.map((entry) => [entry.i, entry]));
  expect(byId.t1).toMatchObject({ title: '欢迎', content: '欢迎使用 Atrium。\n<b>不是 HTML</b>' });
  expect(byId.f1).toMatchObject({ links: [{ fullName: 'JNPF', urlAddress: 'https://www.jnpfsoft.com' }, { fullName: '通知公告', urlAddress: 'system/notice' }] });
  expect(byId.d1).toMatchObject({ count: 20 });
  expect(byId.n1).toMatchObject({ count: 8 });
  expect(byId.b1).toMatchObject({ figures: ['roleCount', 'menuCount', 'onlineUserCount'] });
});

it('moves and resizes by keys, buttons and typed values; an overlap shows until it is resolved; Delete removes after asking', async () => {
  const { saved } = setup([item('a', 0, 0, 8, 4, { title: 'A' }), item('b', 8, 0, 8, 4, { title: 'B' })]);
  await waitFor(() => expect(tile(/^A：/)).toBeTruthy());
  const a = () => tile(/^A：/);

  fireEvent.focus(a());
  fireEvent.keyDown(a(), { key: 'ArrowRight' });
  expect(a().getAttribute('aria-label')).toBe('A：第 2 列，第 1 行，宽 8 列，高 4 行');
  expect(screen.getByRole('button', { name: '门户布局无效：第 2 项与第 1 项重叠' })).toBeTruthy();
  expect(screen.getByText('「A」已放到第 2 列，第 1 行。')).toBeTruthy();
  fireEvent.keyDown(a(), { key: 'ArrowDown', shiftKey: true });
  expect(a().getAttribute('aria-label')).toBe('A：第 2 列，第 1 行，宽 8 列，高 5 行');
  expect(screen.getByText('「A」已调整为宽 8 列，高 5 行。')).toBeTruthy();

  fireEvent.click(button(properties(), '左移'));
  expect(a().getAttribute('aria-label')).toBe('A：第 1 列，第 1 行，宽 8 列，高 5 行');
  expect(screen.queryByText(/布局有 \d+ 个问题/)).toBeNull();
  fireEvent.click(button(properties(), '下移'));
  fireEvent.click(button(properties(), '加宽'));
  fireEvent.click(button(properties(), '加高'));
  expect(a().getAttribute('aria-label')).toBe('A：第 1 列，第 2 行，宽 9 列，高 6 行');
  expect(screen.getByRole('button', { name: '门户布局无效：第 2 项与第 1 项重叠' })).toBeTruthy();
  fireEvent.click(button(properties(), '减窄'));
  fireEvent.click(button(properties(), '减高'));
  expect(screen.queryByText(/布局有 \d+ 个问题/)).toBeNull();

  // Typed values stay on the grid: column 30 of a 8-wide item is column 17; width 30 at column 17 is 8.
  const column = await set(properties, '列', '30', 'sl-change');
  expect(column.value).toBe('17');
  const width = await set(properties, '宽（列）', '30', 'sl-change');
  expect(width.value).toBe('8');
  await set(properties, '行', '12', 'sl-change');
  expect(a().getAttribute('aria-label')).toBe('A：第 17 列，第 12 行，宽 8 列，高 5 行');

  shared.confirmDialog.mockImplementationOnce(() => Promise.resolve(false));
  fireEvent.keyDown(tile(/^B：/), { key: 'Delete' });
  await waitFor(() => expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '确定删除部件「B」?' }));
  expect(within(canvas()).getAllByRole('button')).toHaveLength(2);
  fireEvent.click(tile(/^B：/));
  fireEvent.click(button(properties(), '删除部件'));
  await waitFor(() => expect(within(canvas()).getAllByRole('button')).toHaveLength(1));

  fireEvent.click(footer('保存'));
  await waitFor(() => expect(saved()).toHaveLength(1));
  expect(saved()[0]!.layout).toEqual([{ i: 'a', x: 16, y: 11, w: 8, h: 5, title: 'A', jnpfKey: 'text', content: '' }]);
});

it('drags an item to another cell, resizes it by its corner handle, and drops new widgets from the palette, in whole cells', async () => {
  // jsdom has no PointerEvent: dnd-kit's pointer sensor needs one with isPrimary and a button.
  class FakePointerEvent extends MouseEvent {
    readonly isPrimary = true;
    readonly pointerId = 1;
  }
  const original = (window as { PointerEvent?: unknown }).PointerEvent;
  (window as { PointerEvent?: unknown }).PointerEvent = FakePointerEvent;
  let measured: jest.SpyInstance | null = null;
  jest.useFakeTimers();
  try {
    const { saved } = setup([item('a', 0, 0, 8, 4, { title: 'A' })]);
    await waitFor(() => expect(tile(/^A：/)).toBeTruthy());
    // The canvas: 24 columns of 40 px. A widget dragged from the palette (the drag overlay
    // stands for it) starts 200 px left of the canvas.
    const rect = (left: number, top: number, width: number, height: number): DOMRect =>
      ({ x: left, y: top, left, top, width, height, right: left + width, bottom: top + height, toJSON: () => ({}) }) as DOMRect;
    measured = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.getAttribute('aria-label') === '门户画布') return rect(0, 0, 960, 400);
      // The palette's buttons, and the drag overlay's chip that stands for them.
      if (this.closest('nav') || this.classList.contains('dragChip')) return rect(-200, 0, 150, 30);
      return rect(0, 0, 0, 0);
    });
    const drag = async (from: Element, x: number, y: number) => {
      fireEvent.pointerDown(from, { clientX: 100, clientY: 100, button: 0 });
      await act(async () => {
        fireEvent.pointerMove(document, { clientX: 100 + x / 2, clientY: 100 + y / 2 });
        fireEvent.pointerMove(document, { clientX: 100 + x, clientY: 100 + y });
      });
      await act(async () => {
        fireEvent.pointerUp(document, { clientX: 100 + x, clientY: 100 + y });
      });
      // For 50 ms after a drop, dnd-kit swallows clicks (the drag's own click). No person clicks
      // that fast; a test does, so the clock moves on as it would between a drop and the next click.
      // (On the real clock, 保存 right after the last drop was lost whenever the drops were more
      // than 50 ms apart: dnd-kit shares one guard listener, so a close earlier drop removed it.)
      act(() => jest.advanceTimersByTime(50));
    };
    await drag(tile(/^A：/), 85, 42);
    await waitFor(() => expect(tile(/^A：/).getAttribute('aria-label')).toBe('A：第 3 列，第 2 行，宽 8 列，高 4 行'));
    await drag(canvas().querySelector('[data-item="a"] .resizeHandle')!, 41, 79);
    await waitFor(() => expect(tile(/^A：/).getAttribute('aria-label')).toBe('A：第 3 列，第 2 行，宽 9 列，高 6 行'));

    // From the palette onto the canvas: the new item lands where it was dropped (its top-left cell).
    const notice = screen.getByRole('button', { name: '添加「系统公告」' });
    await drag(notice, 600, 285);
    await waitFor(() => expect(tile(/^系统公告：/).getAttribute('aria-label')).toBe('系统公告：第 11 列，第 8 行，宽 12 列，高 8 行'));
    // Dropped onto an occupied spot: the first free one instead.
    await drag(notice, 200, 50);
    await waitFor(() => expect(within(canvas()).getAllByRole('button')).toHaveLength(3));
    expect(within(canvas()).getAllByRole('button')[2]!.getAttribute('aria-label')).toBe('系统公告：第 1 列，第 16 行，宽 12 列，高 8 行');

    fireEvent.click(footer('保存'));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]!.layout).toEqual([
      { i: 'a', x: 2, y: 1, w: 9, h: 6, title: 'A', jnpfKey: 'text', content: '' },
      { i: expect.any(String), x: 10, y: 7, w: 12, h: 8, title: '系统公告', jnpfKey: 'notice', count: 5 },
      { i: expect.any(String), x: 0, y: 15, w: 12, h: 8, title: '系统公告', jnpfKey: 'notice', count: 5 },
    ]);
  } finally {
    (window as { PointerEvent?: unknown }).PointerEvent = original;
    measured?.mockRestore();
    jest.useRealTimers();
  }
});

it('offers no more widgets once the layout holds 50', async () => {
  setup(Array.from({ length: 50 }, (_, index) => item(`t${index}`, index % 24, Math.floor(index / 24), 1, 1)));
  await waitFor(() => expect(within(canvas()).getAllByRole('button')).toHaveLength(50));
  expect(screen.getByRole('button', { name: '添加「文本」' }).hasAttribute('disabled')).toBe(true);
  expect(screen.getByText('门户最多 50 个部件，删除一些后才能添加。')).toBeTruthy();
});

it('keeps the server’s refusal on screen, and asks before leaving with unsaved changes', async () => {
  const { saved, onClose } = setup([], () => refuse('门户布局无效：第 1 项的组件类型未知（chart）'));
  await screen.findByText('画布是空的：从左侧添加部件。');
  add('文本');

  // Closing the browser tab asks too while changes are unsaved.
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  expect(unload.defaultPrevented).toBe(true);

  fireEvent.click(footer('保存'));
  await waitFor(() => expect(saved()).toHaveLength(1));
  expect(saved()[0]!.options).toEqual({ silent: true });
  expect(await screen.findByText('门户布局无效：第 1 项的组件类型未知（chart）')).toBeTruthy();
  expect(screen.getByText('服务器未能保存：')).toBeTruthy();
  expect(shared.notifySuccess).not.toHaveBeenCalled();
  expect(screen.getByText('有未保存的修改')).toBeTruthy();

  shared.confirmDialog.mockImplementationOnce(() => Promise.resolve(false));
  fireEvent.click(footer('关闭'));
  await waitFor(() => expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '「默认门户」有未保存的修改，确定离开?' }));
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.click(footer('关闭'));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
});

it('previews the current, unsaved layout with the real widgets, then goes back to the design', async () => {
  setup([item('t1', 0, 0, 8, 4, { title: '欢迎', content: '' })]);
  await waitFor(() => expect(tile(/^欢迎：/)).toBeTruthy());
  fireEvent.click(tile(/^欢迎：/));
  await set(properties, '文本内容', '今天也要加油');
  fireEvent.click(footer('预览'));
  expect(await screen.findByText('今天也要加油')).toBeTruthy();
  expect(screen.queryByRole('list', { name: '门户画布' })).toBeNull();
  fireEvent.click(footer('返回设计'));
  expect(await screen.findByRole('list', { name: '门户画布' })).toBeTruthy();
});

describe('a chart', () => {
  const chart = (overrides: Partial<Extract<PortalItem, { jnpfKey: 'chart' }>> = {}): PortalItem => ({
    i: 'c1',
    x: 0,
    y: 0,
    w: 12,
    h: 8,
    title: '销量',
    jnpfKey: 'chart',
    chartType: 'bar',
    dataType: 'static',
    categories: ['一月', '二月'],
    series: [{ name: '华东', data: [1, 2] }],
    interfaceId: '',
    xField: '',
    yFields: [],
    ...overrides,
  });
  /** What a field shows: the property once set, else the attribute React rendered. */
  const shown = (label: string) => {
    const found = properties().querySelector(`[label="${label}"]`) as (HTMLElement & { value?: string }) | null;
    if (!found) throw new Error(`no ${label}`);
    return found.value ?? found.getAttribute('value');
  };
  const icon = (label: string) => {
    const found = properties().querySelector(`sl-icon-button[label="${label}"]`);
    if (!found) throw new Error(`no icon button ${label}`);
    return found as HTMLElement;
  };
  const selector = { 'GET /api/system/DataInterface/Selector': () => ({ list: [{ id: 'cat1', fullName: '系统', children: [{ id: 'di1', fullName: '每日登录' }, { id: 'di2', fullName: '各组织用户' }] }] }) };

  it('is added from the palette with sample data, which its table edits: names, numbers (checked), rows and columns', async () => {
    const { saved } = setup();
    await screen.findByText('画布是空的：从左侧添加部件。');
    add('图表');
    expect(tile(/^图表：/).getAttribute('aria-label')).toBe('图表：第 1 列，第 1 行，宽 12 列，高 8 行');
    expect(shown('分类 3')).toBe('分类3');
    expect(shown('分类 1，系列 1 的数值')).toBe('120');

    await set(properties, '分类 1', '一月');
    await set(properties, '系列 1 名称', '销量');
    const cell = await set(properties, '分类 2，系列 1 的数值', '12x');
    // Not a number: the cell keeps what was typed, marked, and the layout names the series.
    expect(cell.value).toBe('12x');
    expect(cell.hasAttribute('data-invalid')).toBe(true);
    expect(screen.getByRole('button', { name: '门户布局无效：第 1 项的第 1 个系列须为每个分类填一个数字（共 3 个）' })).toBeTruthy();
    await set(properties, '分类 2，系列 1 的数值', '-88.5');
    expect(screen.queryByText(/布局有 \d+ 个问题/)).toBeNull();

    fireEvent.click(button(properties(), '添加系列'));
    fireEvent.click(button(properties(), '添加分类'));
    expect(shown('系列 2 名称')).toBe('系列2');
    await set(properties, '分类 4，系列 2 的数值', '7');
    fireEvent.click(icon('删除分类 3'));
    // Rows below move up with their values.
    expect(shown('分类 3，系列 2 的数值')).toBe('7');
    await set(properties, '分类 2', '');
    expect(screen.getByRole('button', { name: '门户布局无效：第 1 项的第 2 个分类名称须为 1-50 个字符' })).toBeTruthy();
    await set(properties, '分类 2', '二月');
    await set(properties, '图表类型', 'line', 'sl-change');

    fireEvent.click(footer('保存'));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]!.layout).toEqual([
      {
        i: expect.any(String), x: 0, y: 0, w: 12, h: 8, title: '图表', jnpfKey: 'chart', chartType: 'line', dataType: 'static',
        categories: ['一月', '二月', '分类4'],
        series: [{ name: '销量', data: [120, -88.5, 0] }, { name: '系列2', data: [0, 0, 7] }],
        interfaceId: '', xField: '', yFields: [],
      },
    ]);
  });

  it('draws a data interface chosen from the list, with its x field and value fields; switching back restores the typed data', async () => {
    const { saved, http } = setup([chart()], () => null, selector);
    await waitFor(() => expect(tile(/^销量：/)).toBeTruthy());
    fireEvent.click(tile(/^销量：/));
    await set(properties, '数据来源', 'dynamic', 'sl-change');
    await waitFor(() => expect(properties().querySelector('sl-select[label="数据接口"]')).not.toBeNull());
    expect([...properties().querySelectorAll('sl-option')].map((option) => option.textContent)).toEqual(['系统 / 每日登录', '系统 / 各组织用户']);
    expect(http.callsTo('get', '/api/system/DataInterface/Selector')[0]?.options).toEqual({ silent: true });
    expect(screen.getByRole('button', { name: '门户布局无效：第 1 项须选择数据接口（标识不超过 64 个字符）' })).toBeTruthy();
    await set(properties, '数据接口', 'di1', 'sl-change');
    await set(properties, 'X 轴字段', ' day ');
    expect(screen.getByRole('button', { name: '门户布局无效：第 1 项须有 1-5 个数值字段' })).toBeTruthy();
    fireEvent.click(button(properties(), '添加数值字段'));
    await set(properties, '数值字段 1', 'sign_ins');
    await set(properties, '数值字段 1 的系列名称', '登录次数');
    expect(screen.queryByText(/布局有 \d+ 个问题/)).toBeNull();

    // Back to static data: the table as it was; and again to the interface: its settings as they were.
    await set(properties, '数据来源', 'static', 'sl-change');
    expect(shown('分类 2')).toBe('二月');
    await set(properties, '数据来源', 'dynamic', 'sl-change');
    await waitFor(() => expect(shown('X 轴字段')).toBe('day'));

    fireEvent.click(footer('保存'));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]!.layout).toEqual([
      { ...chart(), dataType: 'dynamic', categories: [], series: [], interfaceId: 'di1', xField: 'day', yFields: [{ field: 'sign_ins', name: '登录次数' }] },
    ]);
  });

  it('takes the interface id as text when the list may not be read, and says which one a list lacks', async () => {
    const dynamic = chart({ dataType: 'dynamic', categories: [], series: [], interfaceId: 'gone', xField: 'day', yFields: [{ field: 'n', name: '数量' }] });
    const { saved } = setup([dynamic], () => null, { 'GET /api/system/DataInterface/Selector': () => refuse('暂无权限', 403) });
    await waitFor(() => expect(tile(/^销量：/)).toBeTruthy());
    fireEvent.click(tile(/^销量：/));
    const input = await set(properties, '数据接口标识', ' di2 ');
    expect(input.getAttribute('help-text')).toBe('无法读取数据接口列表（需要管理员权限），请直接输入数据接口的标识');
    fireEvent.click(footer('保存'));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]!.layout[0]).toMatchObject({ interfaceId: 'di2' });
  });

  it('keeps an interface the list lacks, and says so', async () => {
    setup([chart({ dataType: 'dynamic', categories: [], series: [], interfaceId: 'gone', xField: 'day', yFields: [{ field: 'n', name: '数量' }] })], () => null, selector);
    await waitFor(() => expect(tile(/^销量：/)).toBeTruthy());
    fireEvent.click(tile(/^销量：/));
    await waitFor(() => expect(properties().querySelector('sl-select[label="数据接口"]')).not.toBeNull());
    expect(properties().querySelector('sl-select[label="数据接口"]')!.getAttribute('help-text')).toBe('列表中没有此数据接口，它可能已停用或被删除');
    expect(properties().querySelector('sl-option[value="gone"]')).not.toBeNull();
  });
});
