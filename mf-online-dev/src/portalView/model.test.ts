// The client's copy of the server's layout rules, the tolerant reader of stored layouts and the
// placement of new items.
import { setLocale } from '@atrium/shared';
import { registerPortalViewTranslations } from './i18n';
import {
  createPortalItem,
  DASHBOARD_FIGURE_KEYS,
  GRID_COLUMNS,
  isImageSource,
  linkTarget,
  parseFormData,
  placeNewItem,
  PORTAL_WIDGET_DEFAULTS,
  PORTAL_WIDGET_KEYS,
  readingOrder,
  serializeFormData,
  utf8Length,
  validateLayout,
  type PortalItem,
} from './model';
import { chartItem, commonFuncItem, dataBoardItem, imageItem, noticeItem, textItem, todoListItem } from './testing';

beforeAll(async () => {
  setLocale('zh');
  await registerPortalViewTranslations();
});

const everyKind = (): PortalItem[] => [
  textItem({ x: 0, y: 0, w: 12, h: 2 }),
  imageItem({ x: 12, y: 0, w: 12, h: 2 }),
  commonFuncItem({ x: 0, y: 2, w: 8, h: 3, links: [{ fullName: '公告', urlAddress: 'system/notice' }, { fullName: '官网', urlAddress: 'https://example.com' }] }),
  todoListItem({ x: 8, y: 2, w: 8, h: 3 }),
  noticeItem({ x: 16, y: 2, w: 8, h: 3 }),
  dataBoardItem({ x: 0, y: 5, w: 24, h: 2, figures: [...DASHBOARD_FIGURE_KEYS] }),
  chartItem({ x: 0, y: 7, w: 12, h: 6 }),
  chartItem({ x: 12, y: 7, w: 12, h: 6, chartType: 'line', dataType: 'dynamic', categories: [], series: [], interfaceId: 'di1', xField: 'day', yFields: [{ field: 'sign_ins', name: '登录次数' }] }),
];

describe('validateLayout', () => {
  it('accepts a layout of every kind, side by side without overlaps, and an empty one', () => {
    expect(validateLayout(everyKind())).toEqual([]);
    expect(validateLayout([])).toEqual([]);
  });

  it('names the item and the problem as the server does', () => {
    const problems = validateLayout([textItem({ x: 0, y: 0, w: 6, h: 4 }), textItem({ x: 5, y: 3, w: 6, h: 4 })]);
    expect(problems).toEqual([{ index: 1, message: '门户布局无效：第 2 项与第 1 项重叠' }]);
  });

  it('lets items touch at an edge', () => {
    expect(validateLayout([textItem({ x: 0, y: 0, w: 6, h: 4 }), textItem({ x: 6, y: 0, w: 6, h: 4 }), textItem({ x: 0, y: 4, w: 6, h: 4 })])).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['x past the last column', textItem({ x: 24, w: 1 })],
    ['negative y', textItem({ y: -1 })],
    ['y past 999', textItem({ y: 1000 })],
    ['x + w past 24 columns', textItem({ x: 20, w: 5 })],
    ['zero width', textItem({ w: 0 })],
    ['height over 40 rows', textItem({ h: 41 })],
    ['fractional x', textItem({ x: 1.5 })],
    ['id with a space', textItem({ i: 'a b' })],
    ['id longer than 64', textItem({ i: 'a'.repeat(65) })],
    ['title over 50', textItem({ title: '字'.repeat(51) })],
    ['text over 2000', textItem({ content: 'x'.repeat(2001) })],
    ['content not a string', { ...textItem(), content: 5 }],
    ['unknown kind', { ...textItem(), jnpfKey: 'video' }],
    ['a javascript: image', imageItem({ src: 'javascript:alert(1)' })],
    ['a data: image', imageItem({ src: 'data:image/png;base64,AAAA' })],
    ['a relative image', imageItem({ src: 'img/a.png' })],
    ['an https image', imageItem({ src: 'https://example.com/a.png' })],
    ['an http image', imageItem({ src: 'http://example.com/a.png' })],
    ['an empty image', imageItem({ src: '' })],
    ['alt over 100', imageItem({ alt: 'a'.repeat(101) })],
    ['a javascript: link', commonFuncItem({ links: [{ fullName: 'x', urlAddress: 'javascript:alert(1)' }] })],
    ['a protocol-relative link', commonFuncItem({ links: [{ fullName: 'x', urlAddress: '//evil.example' }] })],
    ['a link without a name', commonFuncItem({ links: [{ fullName: '', urlAddress: 'system/notice' }] })],
    ['21 links', commonFuncItem({ links: Array.from({ length: 21 }, (_, n) => ({ fullName: `l${n}`, urlAddress: 'system/notice' })) })],
    ['count 0', todoListItem({ count: 0 })],
    ['count 21', noticeItem({ count: 21 })],
    ['no figures', dataBoardItem({ figures: [] })],
    ['an unknown figure', dataBoardItem({ figures: ['salary'] })],
    ['a repeated figure', dataBoardItem({ figures: ['userCount', 'userCount'] })],
    ['not an object', 'text'],
    ['a pie chart', chartItem({ chartType: 'pie' as 'bar' })],
    ['a static chart without series', { ...chartItem(), series: undefined }],
    ['a dynamic chart without y fields', { ...chartItem({ dataType: 'dynamic', interfaceId: 'di1', xField: 'x' }), yFields: undefined }],
    ['a blank interface id', chartItem({ dataType: 'dynamic', categories: [], series: [], interfaceId: '  ', xField: 'x', yFields: [{ field: 'y', name: 'y' }] })],
    ['a chart of another source', chartItem({ dataType: 'sql' as 'static' })],
    ['no categories', chartItem({ categories: [], series: [{ name: 's', data: [] }] })],
    ['51 categories', chartItem({ categories: Array.from({ length: 51 }, (_, n) => `c${n}`), series: [{ name: 's', data: Array.from({ length: 51 }, () => 1) }] })],
    ['a blank category', chartItem({ categories: ['a', '  '] })],
    ['a category over 50', chartItem({ categories: ['a', '字'.repeat(51)] })],
    ['no series', chartItem({ series: [] })],
    ['6 series', chartItem({ series: Array.from({ length: 6 }, (_, n) => ({ name: `s${n}`, data: [1, 2] })) })],
    ['a series without a name', chartItem({ series: [{ name: '', data: [1, 2] }] })],
    ['a series one value short', chartItem({ series: [{ name: 's', data: [1] }] })],
    ['a series with text for a value', chartItem({ series: [{ name: 's', data: [1, '2' as unknown as number] }] })],
    ['a series with a null value', chartItem({ series: [{ name: 's', data: [1, null as unknown as number] }] })],
    ['a dynamic chart without an interface', chartItem({ dataType: 'dynamic', categories: [], series: [], xField: 'x', yFields: [{ field: 'y', name: 'y' }] })],
    ['an interface id over 64', chartItem({ dataType: 'dynamic', categories: [], series: [], interfaceId: 'i'.repeat(65), xField: 'x', yFields: [{ field: 'y', name: 'y' }] })],
    ['an x field starting with a digit', chartItem({ dataType: 'dynamic', categories: [], series: [], interfaceId: 'di1', xField: '1day', yFields: [{ field: 'y', name: 'y' }] })],
    ['an empty x field', chartItem({ dataType: 'dynamic', categories: [], series: [], interfaceId: 'di1', xField: '', yFields: [{ field: 'y', name: 'y' }] })],
    ['no y fields', chartItem({ dataType: 'dynamic', categories: [], series: [], interfaceId: 'di1', xField: 'x', yFields: [] })],
    ['6 y fields', chartItem({ dataType: 'dynamic', categories: [], series: [], interfaceId: 'di1', xField: 'x', yFields: Array.from({ length: 6 }, (_, n) => ({ field: `y${n}`, name: 'y' })) })],
    ['a y field with a dash', chartItem({ dataType: 'dynamic', categories: [], series: [], interfaceId: 'di1', xField: 'x', yFields: [{ field: 'sign-ins', name: 'y' }] })],
    ['a y field without a name', chartItem({ dataType: 'dynamic', categories: [], series: [], interfaceId: 'di1', xField: 'x', yFields: [{ field: 'y', name: ' ' }] })],
  ])('refuses %s', (_, item) => {
    const problems = validateLayout([item]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ index: 0 });
    expect(problems[0]?.message).toMatch(/^门户布局无效：第 1 项/);
  });

  it('names the chart rule that is broken, counting series and fields from 1', () => {
    const messages = (item: unknown) => validateLayout([item]).map((problem) => problem.message);
    expect(messages(chartItem({ series: [{ name: '销量', data: [1, 2] }, { name: '退货', data: [1] }] }))).toEqual(['门户布局无效：第 1 项的第 2 个系列须为每个分类填一个数字（共 2 个）']);
    expect(messages(chartItem({ categories: ['一月', ''] }))).toEqual(['门户布局无效：第 1 项的第 2 个分类名称须为 1-50 个字符']);
    expect(messages(chartItem({ dataType: 'dynamic', categories: [], series: [], interfaceId: '', xField: 'x', yFields: [{ field: 'y', name: 'y' }] }))).toEqual(['门户布局无效：第 1 项须选择数据接口（标识不超过 64 个字符）']);
    expect(messages(chartItem({ dataType: 'dynamic', categories: [], series: [], interfaceId: 'd', xField: 'x', yFields: [{ field: 'a', name: 'A' }, { field: 'b c', name: 'B' }] }))).toEqual([
      '门户布局无效：第 1 项的第 2 个数值字段须为 1-64 位英文、数字或下划线，且不以数字开头',
    ]);
    // Only the source in use is checked (the server stores the other one empty); blanks around fields are ignored as it trims them.
    expect(messages(chartItem({ interfaceId: 'left over', yFields: [{ field: '-', name: '' }] }))).toEqual([]);
    expect(messages(chartItem({ dataType: 'dynamic', categories: ['x'], interfaceId: ' di1 ', xField: ' day ', yFields: [{ field: ' n ', name: ' 数量 ' }] }))).toEqual([]);
    // The limits themselves pass: 50 categories of 50 characters, 5 series, 5 y fields, 64-character fields.
    const fifty = Array.from({ length: 50 }, (_, n) => `${n}`.padEnd(50, '字'));
    expect(messages(chartItem({ categories: fifty, series: Array.from({ length: 5 }, (_, n) => ({ name: `s${n}`, data: fifty.map(() => -1.5) })) }))).toEqual([]);
    const field = `_${'a'.repeat(63)}`;
    expect(messages(chartItem({ dataType: 'dynamic', categories: [], series: [], interfaceId: 'i'.repeat(64), xField: field, yFields: Array.from({ length: 5 }, () => ({ field, name: 'n' })) }))).toEqual([]);
  });

  it('tells the designer an image must be one uploaded to the system, as the server does', () => {
    expect(validateLayout([imageItem({ src: 'https://example.com/a.png' })]).map((problem) => problem.message)).toEqual([
      '门户布局无效：第 1 项的图片须为上传到系统的图片（以 /api/file/ 开头的地址），且不超过 500 个字符',
    ]);
  });

  it('refuses a repeated id and more than 50 items', () => {
    expect(validateLayout([textItem({ i: 'same' }), textItem({ i: 'same', y: 10 })])).toEqual([{ index: 1, message: '门户布局无效：第 2 项的标识与第 1 项重复' }]);
    const many = Array.from({ length: 51 }, (_, n) => textItem({ x: 0, y: n, w: 1, h: 1 }));
    expect(validateLayout(many).map((problem) => problem.message)).toContain('门户最多 50 个部件');
  });

  it('every default of a new item is valid once its required content is set', () => {
    for (const key of PORTAL_WIDGET_KEYS) {
      const item = createPortalItem(key, []);
      const ready = key === 'image' ? { ...item, src: '/api/file/Image/a.png' } : item;
      expect(validateLayout([ready])).toEqual([]);
      expect(item).toMatchObject({ x: 0, y: 0, w: PORTAL_WIDGET_DEFAULTS[key].w, h: PORTAL_WIDGET_DEFAULTS[key].h, jnpfKey: key });
    }
  });

  it('starts a chart as bars of three sample categories and one series, named in the current language', () => {
    expect(createPortalItem('chart', [])).toMatchObject({
      w: 12,
      h: 8,
      chartType: 'bar',
      dataType: 'static',
      categories: ['分类1', '分类2', '分类3'],
      series: [{ name: '示例数据', data: [120, 200, 150] }],
      interfaceId: '',
      xField: '',
      yFields: [],
    });
    // Fresh arrays each time: the designer edits them.
    expect(createPortalItem('chart', []).categories).not.toBe(createPortalItem('chart', []).categories);
  });
});

describe('linkTarget', () => {
  it('keeps portal paths inside the portal and http(s) outside; refuses anything else, as the server does', () => {
    expect(linkTarget('system/notice')).toEqual({ kind: 'portal', path: '/system/notice' });
    expect(linkTarget(' workFlow/flowTodo?x=1 ')).toEqual({ kind: 'portal', path: '/workFlow/flowTodo?x=1' });
    expect(linkTarget('https://example.com/x?y=1')).toEqual({ kind: 'external', url: 'https://example.com/x?y=1' });
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', '//evil.example', '/system/notice', '\\\\evil', 'a\\b', 'mailto:a@b.c', '', '  ', 'http://', 'a b', 'sys\u0000tem']) {
      expect(linkTarget(bad)).toBeNull();
    }
  });

  it('loads images only from the file store, never climbing out of it, never from another site', () => {
    expect(isImageSource('/api/file/Image/userAvatar/a.png')).toBe(true);
    expect(isImageSource(`/api/file/${'x'.repeat(490)}`)).toBe(true);
    for (const bad of ['', '/api/file/../oauth/x', '/api/file/%2e%2e/x', '/api/file/%2E%2E/x', '/api/file/a b.png', '/api/file/a\\b.png', '/api/other/a.png', 'javascript:x', 'data:image/png;base64,AA', 'https://example.com/a.png', 'http://example.com/a.png', '//example.com/a.png', `/api/file/${'x'.repeat(491)}`]) {
      expect(isImageSource(bad)).toBe(false);
    }
  });
});

describe('parseFormData', () => {
  it('reads a stored layout', () => {
    const layout = everyKind();
    expect(parseFormData(JSON.stringify({ layout }))).toEqual({ layout });
  });

  it('gives an empty layout for unreadable or shapeless data', () => {
    for (const json of ['', '{not json', 'null', '[]', '{"layout":"x"}', undefined, null]) expect(parseFormData(json)).toEqual({ layout: [] });
  });

  it('leaves out items that break their rules, repeat an id or overlap an earlier one', () => {
    const good = textItem({ i: 'good', x: 0, y: 0 });
    const json = JSON.stringify({
      layout: [good, { ...imageItem({ y: 10 }), src: 'javascript:alert(1)' }, textItem({ i: 'good', y: 20 }), textItem({ i: 'over', x: 2, y: 1 }), { jnpfKey: 'chart' }, { jnpfKey: 'video' }],
    });
    expect(parseFormData(json)).toEqual({ layout: [good] });
  });
});

describe('placeNewItem', () => {
  it('puts the first item top left', () => {
    expect(placeNewItem([], 8, 4)).toEqual({ x: 0, y: 0 });
  });

  it('takes the first free spot, top to bottom then left to right', () => {
    expect(placeNewItem([{ x: 0, y: 0, w: 8, h: 4 }], 8, 4)).toEqual({ x: 8, y: 0 });
    // A hole on the right of the first rows that is too narrow: the next row with room.
    const layout = [{ x: 0, y: 0, w: 20, h: 2 }, { x: 0, y: 2, w: 12, h: 2 }];
    expect(placeNewItem(layout, 6, 2)).toEqual({ x: 12, y: 2 });
    expect(placeNewItem(layout, 24, 1)).toEqual({ x: 0, y: 4 });
  });

  it('fills a gap between items', () => {
    expect(placeNewItem([{ x: 0, y: 0, w: 6, h: 2 }, { x: 12, y: 0, w: 12, h: 2 }], 6, 2)).toEqual({ x: 6, y: 0 });
  });

  it('places new items so the layout stays valid', () => {
    let layout: PortalItem[] = [];
    for (const key of [...PORTAL_WIDGET_KEYS, ...PORTAL_WIDGET_KEYS]) layout = [...layout, { ...createPortalItem(key, layout), ...(key === 'image' ? { src: '/api/file/Image/userAvatar/avatar-1.svg' } : {}) } as PortalItem];
    expect(validateLayout(layout)).toEqual([]);
    expect(new Set(layout.map((item) => item.i)).size).toBe(layout.length);
    expect(layout.every((item) => item.x + item.w <= GRID_COLUMNS)).toBe(true);
  });
});

it('readingOrder sorts by row, then column', () => {
  const a = textItem({ x: 12, y: 0 });
  const b = textItem({ x: 0, y: 4 });
  const c = textItem({ x: 0, y: 0 });
  expect(readingOrder([a, b, c])).toEqual([c, a, b]);
});

it('utf8Length counts bytes as UTF-8 does', () => {
  expect([utf8Length('a'), utf8Length('é'), utf8Length('门'), utf8Length('😀')]).toEqual([1, 2, 3, 4]);
});

it('serializeFormData refuses a layout over 64 KB', () => {
  const layout = everyKind();
  expect(JSON.parse(serializeFormData({ layout }) ?? '')).toEqual({ layout });
  const big = Array.from({ length: 50 }, (_, n) => textItem({ x: 0, y: n, w: 1, h: 1, content: '字'.repeat(2000) }));
  expect(serializeFormData({ layout: big })).toBeNull();
});
