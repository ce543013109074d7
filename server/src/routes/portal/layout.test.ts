// The layout rules of a portal (PortalFormData): each refusal names the item and the rule.
import { ApiError } from '../../plugins/errors';
import { everyWidget, widgets } from '../../testing/portal';
import {
  DATA_BOARD_FIGURES,
  FORM_DATA_MAX_BYTES,
  ITEMS_MAX,
  PORTAL_WIDGET_KEYS,
  chartInterfaces,
  cleanLayout,
  isImageSource,
  isLinkAddress,
  parseFormData,
} from './layout';

/** The zh message of the refusal, or 'accepted'. */
function verdict(raw: unknown): string {
  try {
    parseFormData(raw);
    return 'accepted';
  } catch (error) {
    if (error instanceof ApiError) {
      expect(error.code).toBe(400);
      return error.localise('zh');
    }
    throw error;
  }
}

const withItems = (...layout: unknown[]) => JSON.stringify({ layout });

describe('accepted layouts', () => {
  it('takes every widget kind, as JSON text or as an object, and keeps only the known fields', () => {
    const layout = everyWidget();
    expect(new Set(layout.layout.map((item) => item.jnpfKey))).toEqual(new Set(PORTAL_WIDGET_KEYS));
    expect(verdict(JSON.stringify(layout))).toBe('accepted');
    expect(parseFormData(layout)).toEqual(layout);
    const extra = parseFormData({ layout: [{ ...widgets.text(0, 0), moved: true, html: '<b>x</b>' }], theme: 'dark' });
    expect(extra).toEqual({ layout: [widgets.text(0, 0)] });
  });

  it('takes an empty layout, items touching edge to edge, and the grid’s extremes', () => {
    expect(verdict(withItems())).toBe('accepted');
    expect(verdict(withItems(widgets.text(0, 0, { w: 12 }), widgets.notice(12, 0, { w: 12 }), widgets.todoList(0, 2, { w: 24, h: 40 })))).toBe('accepted');
    expect(verdict(withItems(widgets.text(23, 999, { w: 1, h: 1 })))).toBe('accepted');
    expect(verdict(withItems(widgets.dataBoard(0, 0, { figures: [...DATA_BOARD_FIGURES] })))).toBe('accepted');
    expect(verdict(withItems(widgets.commonFunc(0, 0, { links: [] }), widgets.text(6, 0, { title: '', content: '' })))).toBe('accepted');
  });

  it('trims link names and addresses', () => {
    const cleaned = cleanLayout({ layout: [widgets.commonFunc(0, 0, { links: [{ fullName: '  公告 ', urlAddress: ' system/notice ' }] })] });
    expect(cleaned.layout[0]).toMatchObject({ links: [{ fullName: '公告', urlAddress: 'system/notice' }] });
  });
});

describe('refused layouts', () => {
  it('refuses text that is not JSON, and JSON that is not {layout: [...]}', () => {
    expect(verdict('{layout:')).toBe('门户布局无效：不是正确的 JSON');
    expect(verdict('null')).toBe('门户布局无效：应为含 layout 数组的对象');
    expect(verdict('[]')).toBe('门户布局无效：应为含 layout 数组的对象');
    expect(verdict({ layout: {} })).toBe('门户布局无效：应为含 layout 数组的对象');
    expect(verdict(42)).toBe('门户布局无效：应为含 layout 数组的对象');
  });

  it('refuses more than 64 KB, and more than 50 widgets', () => {
    const big = withItems(widgets.text(0, 0, { content: '' }), { padding: 'x'.repeat(FORM_DATA_MAX_BYTES) });
    expect(verdict(big)).toBe('门户布局过大（最多64KB），请减少组件或内容');
    // Bytes, not characters: 22 000 Chinese characters are 66 000 bytes of UTF-8.
    expect(verdict({ layout: [], note: '门'.repeat(22_000) })).toBe('门户布局过大（最多64KB），请减少组件或内容');
    const many = Array.from({ length: ITEMS_MAX + 1 }, (_, n) => widgets.text(0, n, { i: `t${n}`, h: 1 }));
    expect(verdict(withItems(...many))).toBe('门户布局无效：最多50个组件');
    expect(verdict(withItems(...many.slice(0, ITEMS_MAX)))).toBe('accepted');
  });

  it('refuses an unknown widget kind and an item that is not an object, naming the item', () => {
    expect(verdict(withItems(widgets.text(0, 0), { ...widgets.text(6, 0), jnpfKey: 'iframe' }))).toBe('门户布局无效：第 2 项的组件类型未知（iframe）');
    expect(verdict(withItems({ ...widgets.text(0, 0), jnpfKey: undefined }))).toBe('门户布局无效：第 1 项的组件类型未知（undefined）');
    expect(verdict(withItems(widgets.text(0, 0), widgets.text(6, 0), 'text'))).toBe('门户布局无效：第 3 项不是组件');
  });

  it.each([
    ['empty', ''],
    ['too long', 'a'.repeat(65)],
    ['with a blank', 'a b'],
    ['with markup', '<a>'],
    ['a number', 7],
  ])('refuses an id %s', (_name, i) => {
    expect(verdict(withItems(widgets.text(0, 0, { i })))).toBe('门户布局无效：第 1 项的标识应为 1 到 64 个英文字母、数字、_ 或 -');
  });

  it('refuses two items with one id', () => {
    expect(verdict(withItems(widgets.text(0, 0, { i: 'a' }), widgets.text(6, 0, { i: 'b' }), widgets.notice(12, 0, { i: 'a' }))))
      .toBe('门户布局无效：第 3 项的标识与第 1 项重复');
  });

  it.each([
    ['x', -1, '0 到 23'],
    ['x', 24, '0 到 23'],
    ['x', 1.5, '0 到 23'],
    ['x', '1', '0 到 23'],
    ['y', 1000, '0 到 999'],
    ['y', null, '0 到 999'],
    ['w', 0, '1 到 24'],
    ['w', 25, '1 到 24'],
    ['h', 0, '1 到 40'],
    ['h', 41, '1 到 40'],
  ])('refuses %s = %p', (field, value, range) => {
    expect(verdict(withItems(widgets.text(0, 0), widgets.notice(6, 0, { [field]: value })))).toBe(`门户布局无效：第 2 项的 ${field} 应为 ${range} 之间的整数`);
  });

  it('refuses an item past the right edge', () => {
    expect(verdict(withItems(widgets.text(20, 0, { w: 5 })))).toBe('门户布局无效：第 1 项超出右边界（x + w 不能大于 24）');
  });

  it('refuses overlapping items, naming both, and only real overlaps', () => {
    expect(verdict(withItems(widgets.text(0, 0, { w: 6, h: 2 }), widgets.notice(12, 0), widgets.todoList(5, 1, { w: 2, h: 1 }))))
      .toBe('门户布局无效：第 3 项与第 1 项重叠');
    // Same cell, one inside the other.
    expect(verdict(withItems(widgets.text(0, 0, { w: 24, h: 10 }), widgets.notice(3, 3, { w: 1, h: 1 })))).toBe('门户布局无效：第 2 项与第 1 项重叠');
    // Corners touching are not an overlap.
    expect(verdict(withItems(widgets.text(0, 0, { w: 6, h: 2 }), widgets.notice(6, 2, { w: 6, h: 2 })))).toBe('accepted');
  });

  it.each([
    ['title', { title: 'a'.repeat(51) }, '门户布局无效：第 1 项的 title 应为文本，最多 50 个字符'],
    ['title', { title: undefined }, '门户布局无效：第 1 项的 title 应为文本，最多 50 个字符'],
    ['content', { content: 'a'.repeat(2001) }, '门户布局无效：第 1 项的 content 应为文本，最多 2000 个字符'],
    ['content', { content: ['a'] }, '门户布局无效：第 1 项的 content 应为文本，最多 2000 个字符'],
  ])('refuses a text widget’s %s that is too long or not text', (_field, extra, message) => {
    expect(verdict(withItems(widgets.text(0, 0, extra)))).toBe(message);
  });

  it('counts characters, not UTF-16 units: 50 emoji are a valid title', () => {
    expect(verdict(withItems(widgets.text(0, 0, { title: '😀'.repeat(50) })))).toBe('accepted');
  });

  it.each([
    ['an empty address', ''],
    ['javascript:', 'javascript:alert(1)'],
    ['a data URL', 'data:image/svg+xml,<svg/>'],
    ['an https URL (the CSP would block it)', 'https://example.com/a.png'],
    ['an http URL', 'http://example.com/a.png'],
    ['a protocol-relative URL', '//evil.example/x.png'],
    ['another site path', '/api/oauth/Logout'],
    ['a path climbing out of /api/file/', '/api/file/../oauth/Logout'],
    ['an encoded climb', '/api/file/%2e%2e/oauth/Logout'],
    ['a blank', '/api/file/a b.png'],
    ['a backslash', '/api/file/a\\b.png'],
    ['too long an address', `/api/file/${'a'.repeat(491)}`],
    ['a number', 5],
  ])('refuses an image with %s', (_name, src) => {
    expect(verdict(withItems(widgets.image(0, 0, { src })))).toBe('门户布局无效：第 1 项的图片应为上传到系统的图片（以 /api/file/ 开头的地址），最多 500 个字符');
  });

  it('refuses an image alt text over 100 characters', () => {
    expect(verdict(withItems(widgets.image(0, 0, { alt: 'a'.repeat(101) })))).toBe('门户布局无效：第 1 项的 alt 应为文本，最多 100 个字符');
  });

  it('refuses links that are not a list or are more than 20, naming the widget', () => {
    const link = { fullName: '公告', urlAddress: 'system/notice' };
    expect(verdict(withItems(widgets.commonFunc(0, 0, { links: Array.from({ length: 21 }, () => link) })))).toBe('门户布局无效：第 1 项的链接应为列表，最多 20 个');
    expect(verdict(withItems(widgets.commonFunc(0, 0, { links: link })))).toBe('门户布局无效：第 1 项的链接应为列表，最多 20 个');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['too long', 'a'.repeat(51)],
    ['missing', undefined],
  ])('refuses a link name that is %s, naming the link', (_name, fullName) => {
    const links = [{ fullName: '公告', urlAddress: 'system/notice' }, { fullName, urlAddress: 'system/notice' }];
    expect(verdict(withItems(widgets.text(0, 0), widgets.commonFunc(6, 0, { links })))).toBe('门户布局无效：第 2 项第 2 个链接的名称应为 1 到 50 个字符');
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['another scheme', 'ftp://example.com/x'],
    ['a protocol-relative URL', '//evil.example'],
    ['a leading slash', '/system/notice'],
    ['a backslash', '\\\\evil.example'],
    ['a blank inside', 'system/ notice'],
    ['empty', ''],
    ['too long', `system/${'a'.repeat(500)}`],
  ])('refuses a link address with %s', (_name, urlAddress) => {
    const links = [{ fullName: '公告', urlAddress }];
    expect(verdict(withItems(widgets.commonFunc(0, 0, { links }))))
      .toBe('门户布局无效：第 1 项第 1 个链接的地址应为门户页面路径（如 system/notice）或 http(s) 网址，最多 500 个字符');
  });

  it.each([
    ['count', 0],
    ['count', 21],
    ['count', 2.5],
  ])('refuses a to-do and a notice widget with %s %p', (_field, count) => {
    expect(verdict(withItems(widgets.todoList(0, 0, { count })))).toBe('门户布局无效：第 1 项的 count 应为 1 到 20 之间的整数');
    expect(verdict(withItems(widgets.notice(0, 0, { count })))).toBe('门户布局无效：第 1 项的 count 应为 1 到 20 之间的整数');
  });

  it('refuses a data board with no figures, repeated or unknown ones', () => {
    expect(verdict(withItems(widgets.dataBoard(0, 0, { figures: [] })))).toBe('门户布局无效：第 1 项应选择 1 到 8 个不重复的统计指标');
    expect(verdict(withItems(widgets.dataBoard(0, 0, { figures: ['userCount', 'userCount'] })))).toBe('门户布局无效：第 1 项应选择 1 到 8 个不重复的统计指标');
    expect(verdict(withItems(widgets.dataBoard(0, 0, { figures: 'userCount' })))).toBe('门户布局无效：第 1 项应选择 1 到 8 个不重复的统计指标');
    expect(verdict(withItems(widgets.dataBoard(0, 0, { figures: ['userCount', 'password_hash'] })))).toBe('门户布局无效：第 1 项的统计指标未知（password_hash）');
    expect(verdict(withItems(widgets.dataBoard(0, 0, { figures: ['dictionaryDataCount'] })))).toBe('门户布局无效：第 1 项的统计指标未知（dictionaryDataCount）');
  });

  it('names the rule in the caller’s language', () => {
    try {
      parseFormData(withItems(widgets.text(0, 0), widgets.text(3, 1)));
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).localise('en')).toBe('The portal layout is not valid: item 2 overlaps item 1');
      expect((error as ApiError).localise('zhtw')).toBe('門戶佈局無效：第 2 項與第 1 項重疊');
    }
  });

  it('tells every language that an image must be one uploaded to the system', () => {
    try {
      parseFormData(withItems(widgets.image(0, 0, { src: 'https://example.com/a.png' })));
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).localise('en')).toBe(
        'The portal layout is not valid: the image of item 1 must be an image uploaded to the system (an address starting with /api/file/), at most 500 characters',
      );
      expect((error as ApiError).localise('zhtw')).toBe('門戶佈局無效：第 1 項的圖片應為上傳到系統的圖片（以 /api/file/ 開頭的位址），最多 500 個字元');
    }
  });
});

describe('charts', () => {
  const chartVerdict = (extra: Record<string, unknown>) => verdict(withItems(widgets.text(0, 0), widgets.chart(6, 0, extra)));
  const dynamicVerdict = (extra: Record<string, unknown>) => verdict(withItems(widgets.text(0, 0), widgets.dynamicChart(6, 0, 'di-1', extra)));

  it('keeps a static chart’s data and empties its dynamic fields, trimming labels', () => {
    const cleaned = cleanLayout({
      layout: [widgets.chart(0, 0, {
        categories: [' 一月 ', '二月'], series: [{ name: ' 收入 ', data: [1, 2], color: 'red' }], interfaceId: 'left-over', xField: 'name', yFields: [{ field: 'a', name: 'A' }],
      })],
    });
    expect(cleaned.layout[0]).toEqual({
      i: 'chart0_0', x: 0, y: 0, w: 6, h: 2, title: '图表', jnpfKey: 'chart', chartType: 'bar', dataType: 'static',
      categories: ['一月', '二月'], series: [{ name: '收入', data: [1, 2] }], interfaceId: '', xField: '', yFields: [],
    });
    expect(chartInterfaces(cleaned)).toEqual([]);
  });

  it('keeps a dynamic chart’s interface and fields and empties its static data', () => {
    const cleaned = cleanLayout({
      layout: [widgets.text(0, 0), widgets.dynamicChart(6, 0, ' di-1 ', { categories: ['x'], series: [{ name: 'y', data: [1] }], yFields: [{ field: '_a1', name: ' 甲 ' }, { field: 'B', name: '乙' }] })],
    });
    expect(cleaned.layout[1]).toMatchObject({ dataType: 'dynamic', chartType: 'line', categories: [], series: [], interfaceId: 'di-1', xField: 'name', yFields: [{ field: '_a1', name: '甲' }, { field: 'B', name: '乙' }] });
    expect(chartInterfaces(cleaned)).toEqual([{ index: 2, interfaceId: 'di-1' }]);
  });

  it('takes the extremes: 50 categories of 50 characters, 5 series, 5 y fields, 64-character names', () => {
    const categories = Array.from({ length: 50 }, (_, n) => `${n}`.padEnd(50, '类'));
    const series = Array.from({ length: 5 }, (_, n) => ({ name: '系'.repeat(50), data: categories.map(() => n * 1e9 + 0.5) }));
    expect(chartVerdict({ categories, series })).toBe('accepted');
    const yFields = Array.from({ length: 5 }, (_, n) => ({ field: `f${n}`.padEnd(64, '_'), name: '名'.repeat(50) }));
    expect(dynamicVerdict({ interfaceId: 'i'.repeat(64), xField: 'x'.repeat(64), yFields })).toBe('accepted');
  });

  it.each([
    ['an unknown chart type', { chartType: 'pie' }, '门户布局无效：第 2 项的图表类型应为柱状图（bar）或折线图（line）'],
    ['no chart type', { chartType: undefined }, '门户布局无效：第 2 项的图表类型应为柱状图（bar）或折线图（line）'],
    ['an unknown data type', { dataType: 'sql' }, '门户布局无效：第 2 项的数据类型应为静态数据（static）或动态数据（dynamic）'],
    ['no categories', { categories: [], series: [{ name: '甲', data: [] }] }, '门户布局无效：第 2 项的分类应为列表，1 到 50 个'],
    ['51 categories', { categories: Array.from({ length: 51 }, (_, n) => `c${n}`) }, '门户布局无效：第 2 项的分类应为列表，1 到 50 个'],
    ['categories that are not a list', { categories: '一月' }, '门户布局无效：第 2 项的分类应为列表，1 到 50 个'],
    ['a blank category', { categories: ['一月', '  ', '三月'] }, '门户布局无效：第 2 项第 2 个分类应为 1 到 50 个字符'],
    ['a category of 51 characters', { categories: ['一月', '二月', 'a'.repeat(51)] }, '门户布局无效：第 2 项第 3 个分类应为 1 到 50 个字符'],
    ['a category that is a number', { categories: [1, 2, 3] }, '门户布局无效：第 2 项第 1 个分类应为 1 到 50 个字符'],
    ['no series', { series: [] }, '门户布局无效：第 2 项的数据系列应为列表，1 到 5 个'],
    ['six series', { series: Array.from({ length: 6 }, () => ({ name: '甲', data: [1, 2, 3] })) }, '门户布局无效：第 2 项的数据系列应为列表，1 到 5 个'],
    ['a series without a name', { series: [{ name: '甲', data: [1, 2, 3] }, { data: [1, 2, 3] }] }, '门户布局无效：第 2 项第 2 个系列的名称应为 1 到 50 个字符'],
    ['a series that is not an object', { series: ['甲'] }, '门户布局无效：第 2 项第 1 个系列的名称应为 1 到 50 个字符'],
    ['a series one number short', { series: [{ name: '甲', data: [1, 2] }] }, '门户布局无效：第 2 项第 1 个系列应有 3 个数字，与分类一一对应'],
    ['a series with text in it', { series: [{ name: '甲', data: [1, '2', 3] }] }, '门户布局无效：第 2 项第 1 个系列应有 3 个数字，与分类一一对应'],
    ['a series with a gap', { series: [{ name: '甲', data: [1, null, 3] }] }, '门户布局无效：第 2 项第 1 个系列应有 3 个数字，与分类一一对应'],
  ])('refuses a static chart with %s', (_name, extra, message) => {
    expect(chartVerdict(extra)).toBe(message);
  });

  it('refuses numbers that JSON cannot carry when the layout comes as an object', () => {
    expect(verdict({ layout: [widgets.chart(0, 0, { series: [{ name: '甲', data: [1, Number.POSITIVE_INFINITY, 3] }] })] }))
      .toBe('门户布局无效：第 1 项第 1 个系列应有 3 个数字，与分类一一对应');
    expect(verdict({ layout: [widgets.chart(0, 0, { series: [{ name: '甲', data: [1, Number.NaN, 3] }] })] }))
      .toBe('门户布局无效：第 1 项第 1 个系列应有 3 个数字，与分类一一对应');
  });

  it.each([
    ['no interface', { interfaceId: '' }, '门户布局无效：第 2 项应选择数据接口'],
    ['a blank interface', { interfaceId: '   ' }, '门户布局无效：第 2 项应选择数据接口'],
    ['an interface id of 65 characters', { interfaceId: 'i'.repeat(65) }, '门户布局无效：第 2 项应选择数据接口'],
    ['an interface id that is a number', { interfaceId: 42 }, '门户布局无效：第 2 项应选择数据接口'],
    ['no x field', { xField: '' }, '门户布局无效：第 2 项的 X 轴字段应为 1 到 64 个英文字母、数字或 _，且不以数字开头'],
    ['an x field starting with a digit', { xField: '1name' }, '门户布局无效：第 2 项的 X 轴字段应为 1 到 64 个英文字母、数字或 _，且不以数字开头'],
    ['an x field with a dot', { xField: 'u.name' }, '门户布局无效：第 2 项的 X 轴字段应为 1 到 64 个英文字母、数字或 _，且不以数字开头'],
    ['an x field of 65 characters', { xField: 'x'.repeat(65) }, '门户布局无效：第 2 项的 X 轴字段应为 1 到 64 个英文字母、数字或 _，且不以数字开头'],
    ['no y fields', { yFields: [] }, '门户布局无效：第 2 项的 Y 轴字段应为列表，1 到 5 个'],
    ['six y fields', { yFields: Array.from({ length: 6 }, (_, n) => ({ field: `f${n}`, name: '甲' })) }, '门户布局无效：第 2 项的 Y 轴字段应为列表，1 到 5 个'],
    ['y fields that are not a list', { yFields: 'total' }, '门户布局无效：第 2 项的 Y 轴字段应为列表，1 到 5 个'],
    ['a y field with SQL in it', { yFields: [{ field: 'total', name: '甲' }, { field: 'count(*)', name: '乙' }] }, '门户布局无效：第 2 项第 2 个 Y 轴字段应为 1 到 64 个英文字母、数字或 _，且不以数字开头'],
    ['a y field without a name', { yFields: [{ field: 'total', name: ' ' }] }, '门户布局无效：第 2 项第 1 个 Y 轴字段的名称应为 1 到 50 个字符'],
    ['a y field name of 51 characters', { yFields: [{ field: 'total', name: 'n'.repeat(51) }] }, '门户布局无效：第 2 项第 1 个 Y 轴字段的名称应为 1 到 50 个字符'],
  ])('refuses a dynamic chart with %s', (_name, extra, message) => {
    expect(dynamicVerdict(extra)).toBe(message);
  });

  it('names a chart’s rule in the caller’s language', () => {
    try {
      parseFormData(withItems(widgets.chart(0, 0, { series: [{ name: '甲', data: [1] }] })));
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).localise('en')).toBe('The portal layout is not valid: series 1 of item 1 must have 3 numbers, one per category');
      expect((error as ApiError).localise('zhtw')).toBe('門戶佈局無效：第 1 項第 1 個系列應有 3 個數字，與分類一一對應');
    }
  });
});

describe('addresses', () => {
  it('knows a portal page path and an http(s) URL from anything else', () => {
    expect(['system/notice', 'onlineDev/run/abc', 'https://example.com', 'http://example.com/a?b=c#d', '_x/y'].every(isLinkAddress)).toBe(true);
    expect(['', 'mailto:a@b.c', 'javascript:void(0)', '//x', '/x', 'a\tb'].some(isLinkAddress)).toBe(false);
    expect(['/api/file/Image/userAvatar/avatar-1.svg', `/api/file/${'a'.repeat(490)}`].every(isImageSource)).toBe(true);
    expect(['/api/files/x', 'https://example.com/a.png', 'http://example.com/a.png', 'ftp://example.com/a.png', 'file:///etc/passwd'].some(isImageSource)).toBe(false);
  });
});
