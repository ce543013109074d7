import type { FastifyInstance } from 'fastify';
import { seedId } from '../../db/ids';
import path from 'node:path';
import { openDatabase } from '../../db/connection';
import { buildTestApp, call, closeTestApp, createUser, manualClock, signIn, tempDirOf } from '../../testing';

interface Rule {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  categoryName: string;
  prefix: string;
  dateFormat: string;
  digit: number;
  startNumber: string;
  example: string;
  outputNumber: string;
  sortCode: number;
  enabledMark: number;
}

interface Page {
  list: Rule[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

const BASE = '/api/system/BillRule';
// 2025-01-06 09:00 local time: the date part is the same in every time zone the tests may run in.
const START = new Date(2025, 0, 6, 9, 0, 0).getTime();
const DAY = 24 * 60 * 60 * 1000;
const orderCategory = seedId('dictionaryData:BusinessType:order');

let app: FastifyInstance;
let clock: ReturnType<typeof manualClock>;
let admin: string;
let viewer: string;
/** Not an administrator, but may edit bill rules: the right to draw numbers (bill-number-access.test.ts checks the refusals). */
let issuer: string;

beforeAll(async () => {
  clock = manualClock(START);
  // Sessions must outlive the clock jumps of the date-change tests; the per-user rate limit is tested elsewhere.
  app = await buildTestApp({
    clock: clock.now,
    config: { tokenTtlSeconds: 5 * 365 * 24 * 3600, billNumberRate: { perSecond: 1000, burst: 10_000 } },
  });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
  const manager = await createUser(app, { roles: ['admin'] });
  issuer = await signIn(app, manager.account, manager.password);
});

afterAll(async () => {
  await closeTestApp(app);
});

const ruleCount = (): number => (app.db.prepare('SELECT COUNT(*) AS n FROM bill_rules').get() as { n: number }).n;
const ruleId = (enCode: string): string => (app.db.prepare('SELECT id FROM bill_rules WHERE en_code = ?').get(enCode) as { id: string }).id;

let sequence = 0;
const valid = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    fullName: '测试单据',
    enCode: `TestRule${sequence}`,
    category: orderCategory,
    prefix: 'TS',
    dateFormat: 'yyyyMMdd',
    digit: 4,
    startNumber: '1',
    sortCode: 0,
    enabledMark: 1,
    description: '',
    ...overrides,
  };
};

async function createRule(overrides: Record<string, unknown> = {}): Promise<{ id: string; enCode: string }> {
  const body = valid(overrides);
  const result = await call<{ id: string }>(app, 'POST', BASE, { token: admin, body });
  if (result.code !== 200) throw new Error(`createRule: ${result.code} ${result.msg}`);
  return { id: result.data.id, enCode: body.enCode };
}

const issue = (code: string, token = issuer) => call<string>(app, 'GET', `${BASE}/BillNumber/${code}`, { token });

describe('reading bill rules', () => {
  it('lists the seeded rules with paging, example and category name', async () => {
    const result = await call<Page>(app, 'GET', `${BASE}?currentPage=1&pageSize=2`, { token: viewer });
    expect(result.code).toBe(200);
    expect(result.data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 5 });
    expect(result.data.list).toHaveLength(2);
    const order = (await call<Rule>(app, 'GET', `${BASE}/${ruleId('OrderNumber')}`, { token: viewer })).data;
    expect(order).toMatchObject({ fullName: '订单编号', prefix: 'DD', dateFormat: 'yyyyMMdd', digit: 4, startNumber: '1', categoryName: '订单' });
    expect(order.example).toBe('DD202501060001');
  });

  it('defaults to page 1 of 20, filters by keyword and category, sorts by sidx', async () => {
    const all = await call<Page>(app, 'GET', BASE, { token: viewer });
    expect(all.data.pagination).toMatchObject({ currentPage: 1, pageSize: 20 });
    const keyword = await call<Page>(app, 'GET', `${BASE}?keyword=${encodeURIComponent('合同')}`, { token: viewer });
    expect(keyword.data.list.map((rule) => rule.enCode)).toEqual(['ContractNumber']);
    const category = await call<Page>(app, 'GET', `${BASE}?categoryId=${orderCategory}`, { token: viewer });
    expect(category.data.list.map((rule) => rule.enCode).sort()).toEqual(['CustomerCode', 'OrderNumber']);
    const sorted = await call<Page>(app, 'GET', `${BASE}?sidx=prefix&sort=asc`, { token: viewer });
    const prefixes = sorted.data.list.map((rule) => rule.prefix);
    expect(prefixes).toEqual([...prefixes].sort());
  });

  it.each([
    ['a page size of 1e309', 'pageSize=1e309', 'pageSize 超出数值范围'],
    ['a 20-digit page number', 'currentPage=12345678901234567890', 'currentPage 不能大于 1000000'],
    ['a page of 0', 'currentPage=0', 'currentPage 不能小于 1'],
    ['an unknown sort column', 'sidx=password_hash', 'sidx 只能是 fullName, enCode'],
    ['an unknown sort direction', 'sort=sideways', 'sort 只能是 asc, desc, ""'],
    ['a text page number', 'currentPage=abc', 'currentPage 的类型应为 integer'],
  ])('answers 400 for %s', async (_label, query, msg) => {
    const result = await call(app, 'GET', `${BASE}?${query}`, { token: viewer });
    expect(result.code).toBe(400);
    expect(result.msg).toContain(msg);
  });

  it('clamps a page size above 500 to 500', async () => {
    const result = await call<Page>(app, 'GET', `${BASE}?pageSize=501`, { token: viewer });
    expect(result.code).toBe(200);
    expect(result.data.pagination.pageSize).toBe(500);
  });

  it('offers only enabled rules in the selector, to any signed-in user', async () => {
    const rule = await createRule({ enabledMark: 0 });
    const selector = await call<Page>(app, 'GET', `${BASE}/Selector?pageSize=500`, { token: viewer });
    expect(selector.code).toBe(200);
    expect(selector.data.list.map((r) => r.id)).not.toContain(rule.id);
    expect(selector.data.pagination.total).toBe(selector.data.list.length);
  });

  it('answers 404 for an unknown rule', async () => {
    expect((await call(app, 'GET', `${BASE}/nothing`, { token: viewer })).code).toBe(404);
  });
});

describe('writing bill rules', () => {
  it('creates, edits, toggles and deletes a rule', async () => {
    const { id } = await createRule({ fullName: '发货单', prefix: 'FH', digit: '5', startNumber: 7 });
    const info = await call<Rule>(app, 'GET', `${BASE}/${id}`, { token: admin });
    expect(info.data).toMatchObject({ fullName: '发货单', digit: 5, startNumber: '7', example: 'FH2025010600007', sortCode: 0, enabledMark: 1 });
    const edit = await call(app, 'PUT', `${BASE}/${id}`, { token: admin, body: valid({ enCode: info.data.enCode, fullName: '发货单号', dateFormat: 'no' }) });
    expect(edit).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await call<Rule>(app, 'GET', `${BASE}/${id}`, { token: admin })).data).toMatchObject({ fullName: '发货单号', example: 'TS0001' });
    const toggle = await call<{ enabledMark: number }>(app, 'PUT', `${BASE}/${id}/Actions/State`, { token: admin });
    expect(toggle.data.enabledMark).toBe(0);
    const removed = await call(app, 'DELETE', `${BASE}/${id}`, { token: admin });
    expect(removed).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await call(app, 'GET', `${BASE}/${id}`, { token: admin })).code).toBe(404);
  });

  it('keeps codes unique', async () => {
    const before = ruleCount();
    const result = await call(app, 'POST', BASE, { token: admin, body: valid({ enCode: 'OrderNumber' }) });
    expect(result).toMatchObject({ code: 400, msg: '编码已存在：OrderNumber' });
    expect(ruleCount()).toBe(before);
    const other = await createRule();
    const edit = await call(app, 'PUT', `${BASE}/${other.id}`, { token: admin, body: valid({ enCode: 'OrderNumber' }) });
    expect(edit).toMatchObject({ code: 400, msg: '编码已存在：OrderNumber' });
  });

  it('accepts 50 emoji as a name and sort 999999', async () => {
    const result = await call(app, 'POST', BASE, { token: admin, body: valid({ fullName: '🧾'.repeat(50), sortCode: 999999 }) });
    expect(result.code).toBe(200);
  });

  it.each([
    ['no name', { fullName: undefined }, '请输入业务名称'],
    ['an empty name', { fullName: '' }, '请输入业务名称'],
    ['a blank name', { fullName: ' \u3000 ' }, 'fullName 不能只包含空白字符'],
    ['a hidden character in the name', { fullName: '单据\u200B' }, 'fullName 不能包含不可见字符'],
    ['51 emoji in the name', { fullName: '🧾'.repeat(51) }, '业务名称最多为50个字符'],
    ['no code', { enCode: '' }, '请输入业务编码'],
    ['a code of 51 characters', { enCode: 'x'.repeat(51) }, '业务编码最多为50个字符'],
    ['a code with a space', { enCode: 'a b' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
    ['no category', { category: null }, '请选择业务分类'],
    ['an unknown category', { category: '404' }, '业务分类不存在'],
    ['no prefix', { prefix: '' }, '请输入流水前缀'],
    ['no date format', { dateFormat: undefined }, '请选择流水日期'],
    ['an unknown date format', { dateFormat: 'ddMMyyyy' }, '流水日期格式只能是 yyyyMMdd、yyyyMM、yyyy 或 no'],
    ['no digit', { digit: '' }, '请输入流水位数'],
    ['a digit of 0', { digit: 0 }, '只能输入正整数'],
    ['a digit of 10', { digit: 10 }, '只能输入正整数'],
    ['a digit of "a"', { digit: 'a' }, '只能输入正整数'],
    ['a digit of "-1"', { digit: '-1' }, '只能输入正整数'],
    ['no start number', { startNumber: '' }, '请输入流水起始'],
    ['a start number with letters', { startNumber: '1a' }, '只能输入数字'],
    ['a negative start number', { startNumber: -1 }, '只能输入数字'],
    ['a start number of zeros', { startNumber: '000' }, '流水起始不能全为0'],
    ['a start number longer than digit', { digit: 2, startNumber: '100' }, '流水起始不能超过2位'],
    ['a sort of 1000000', { sortCode: 1000000 }, '排序应为 0 到 999999 之间的整数'],
    ['a sort of -1', { sortCode: -1 }, '排序应为 0 到 999999 之间的整数'],
    ['an enabled flag of 2', { enabledMark: 2 }, 'enabledMark 只能是 0, 1'],
    ['a name that is not a string', { fullName: ['x'] }, 'fullName 的类型应为 string'],
  ])('refuses %s with 400 and writes nothing', async (_label, overrides, msg) => {
    const before = ruleCount();
    const result = await call(app, 'POST', BASE, { token: admin, body: valid(overrides) });
    expect(result).toMatchObject({ code: 400, msg });
    expect(ruleCount()).toBe(before);
  });

  it('localises messages for zhtw and en', async () => {
    const tw = await call(app, 'POST', BASE, { token: admin, body: valid({ fullName: '' }), lang: 'zh-TW' });
    expect(tw.msg).toBe('請輸入業務名稱');
    const en = await call(app, 'POST', BASE, { token: admin, body: valid({ fullName: '' }), lang: 'en' });
    expect(en.msg).toBe('Please enter the business name');
  });

  it('answers 400, not 500, for a malformed body', async () => {
    const result = await call(app, 'POST', BASE, { token: admin, body: '{"fullName":', headers: { 'content-type': 'application/json' } });
    expect(result.code).toBe(400);
  });

  it('refuses every write to the viewer, and lets the viewer read', async () => {
    const id = ruleId('OrderNumber');
    const before = ruleCount();
    expect((await call(app, 'POST', BASE, { token: viewer, body: valid() })).code).toBe(403);
    expect((await call(app, 'PUT', `${BASE}/${id}`, { token: viewer, body: valid({ enCode: 'OrderNumber' }) })).code).toBe(403);
    expect((await call(app, 'PUT', `${BASE}/${id}/Actions/State`, { token: viewer })).code).toBe(403);
    expect((await call(app, 'DELETE', `${BASE}/${id}`, { token: viewer })).code).toBe(403);
    expect(ruleCount()).toBe(before);
    expect((await call(app, 'GET', `${BASE}/${id}`, { token: viewer })).code).toBe(200);
    expect((await call(app, 'GET', BASE)).code).toBe(602);
  });

  it('exports a rule as a download', async () => {
    const result = await call<{ url: string; name: string }>(app, 'GET', `${BASE}/${ruleId('OrderNumber')}/Action/Export`, { token: viewer });
    expect(result.data.name).toBe('订单编号.json');
    const file = await app.inject({ method: 'GET', url: result.data.url });
    expect(file.statusCode).toBe(200);
    expect(JSON.parse(file.body)).toMatchObject({ format: 'atrium.billRule', rule: { enCode: 'OrderNumber', prefix: 'DD', digit: 4 } });
  });
});

describe('issuing bill numbers', () => {
  it('continues the counter within a day, pads to digit, and restarts the next day', async () => {
    const { enCode } = await createRule({ prefix: 'DD', digit: 4 });
    expect((await issue(enCode)).data).toBe('DD202501060001');
    expect((await issue(enCode)).data).toBe('DD202501060002');
    expect((await issue(enCode)).data).toBe('DD202501060003');
    clock.advance(DAY);
    expect((await issue(enCode)).data).toBe('DD202501070001');
    expect((await issue(enCode)).data).toBe('DD202501070002');
    const info = await call<Rule>(app, 'GET', `${BASE}/${ruleId(enCode)}`, { token: admin });
    expect(info.data.outputNumber).toBe('DD202501070002');
  });

  it('continues across days for yyyyMM until the month changes; never restarts for "no"', async () => {
    const monthly = await createRule({ prefix: 'HT', dateFormat: 'yyyyMM', digit: 3, startNumber: '5' });
    const plain = await createRule({ prefix: 'KH', dateFormat: 'no', digit: 6, startNumber: '1000' });
    const yearly = await createRule({ prefix: 'BX', dateFormat: 'yyyy', digit: 2 });
    expect((await issue(monthly.enCode)).data).toMatch(/^HT\d{6}005$/);
    expect((await issue(plain.enCode)).data).toBe('KH001000');
    expect((await issue(yearly.enCode)).data).toMatch(/^BX\d{4}01$/);
    // The clock is in January: one day later is the same month, so the monthly counter continues.
    clock.advance(DAY);
    expect((await issue(monthly.enCode)).data).toMatch(/^HT\d{6}006$/);
    clock.advance(40 * DAY);
    expect((await issue(monthly.enCode)).data.slice(-3)).toBe('005');
    expect((await issue(plain.enCode)).data).toBe('KH001001');
    clock.advance(366 * DAY);
    expect((await issue(yearly.enCode)).data.slice(-2)).toBe('01');
  });

  it('grows past the padding instead of repeating when the digits run out', async () => {
    const { enCode } = await createRule({ prefix: 'X', dateFormat: 'no', digit: 1, startNumber: '8' });
    expect([(await issue(enCode)).data, (await issue(enCode)).data, (await issue(enCode)).data]).toEqual(['X8', 'X9', 'X10']);
  });

  it('never reissues a number after the rule is edited back to an earlier shape', async () => {
    const rule = await createRule({ prefix: 'ED', dateFormat: 'no', digit: 3 });
    expect((await issue(rule.enCode)).data).toBe('ED001');
    expect((await issue(rule.enCode)).data).toBe('ED002');
    const body = valid({ enCode: rule.enCode, prefix: 'ED', dateFormat: 'no', digit: 3 });
    await call(app, 'PUT', `${BASE}/${rule.id}`, { token: admin, body: { ...body, startNumber: '2' } });
    await call(app, 'PUT', `${BASE}/${rule.id}`, { token: admin, body: { ...body, startNumber: '1' } });
    expect((await issue(rule.enCode)).data).toBe('ED003');
  });

  it('refuses a disabled rule with a clear 400 and an unknown one with 404', async () => {
    const { id, enCode } = await createRule();
    await call(app, 'PUT', `${BASE}/${id}/Actions/State`, { token: admin });
    expect(await issue(enCode)).toMatchObject({ code: 400, msg: '单据规则已禁用，无法生成单据号' });
    expect((await call(app, 'GET', `${BASE}/BillNumber/${enCode}`, { token: issuer, lang: 'en' })).msg)
      .toBe('This bill rule is disabled; no number can be issued');
    expect((await issue('NoSuchRule')).code).toBe(404);
  });

  it('issues 200 distinct numbers to 200 concurrent requests', async () => {
    const { enCode } = await createRule({ prefix: 'CC', digit: 4 });
    const results = await Promise.all(Array.from({ length: 200 }, () => issue(enCode)));
    expect(results.every((result) => result.code === 200)).toBe(true);
    const numbers = results.map((result) => result.data);
    expect(new Set(numbers).size).toBe(200);
    const serials = numbers.map((number) => Number(number.slice(-4))).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it('answers a clear 503 when another process holds the write lock too long, and issues nothing', async () => {
    const { enCode } = await createRule({ prefix: 'LK', dateFormat: 'no', digit: 3 });
    const other = openDatabase(path.join(tempDirOf(app), 'data', 'atrium.db'));
    app.db.pragma('busy_timeout = 0');
    try {
      other.exec('BEGIN IMMEDIATE');
      expect(await issue(enCode)).toMatchObject({ code: 503, msg: '系统繁忙，请稍后重试' });
      other.exec('COMMIT');
      // Waiting again as the server does: with no wait, a background writer (the request log's,
      // a session's last-seen mark) holding the lock at that moment made this a second 503.
      app.db.pragma('busy_timeout = 5000');
      expect((await issue(enCode)).data).toBe('LK001');
    } finally {
      app.db.pragma('busy_timeout = 5000');
      other.close();
    }
  });
});
