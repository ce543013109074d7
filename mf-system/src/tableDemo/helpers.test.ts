// The page's pure parts: money and days, the seven flags, the form's rules in the server's words,
// what a form sends, and the api's paths and parameters.
import { ApiError, setLocale } from '@atrium/shared';
import { createFakeTransport } from '@atrium/testing';
import { createTableDemoApi, parsePostils } from './api';
import { dateFromInput, dateInputValue, formatMoney } from './format';
import { nextSort, FIRST_QUERY } from './ProjectList';
import { refusalOf } from './refusal';
import { EMPTY_VALUES, toProjectForm, validatePostil, validateProject, valuesOf } from './rules';
import { flagsOf, toggleFlag } from './sign';
import { BASE, project, registerTableDemoStrings } from './testing';

beforeAll(async () => {
  setLocale('zh');
  await registerTableDemoStrings();
});

describe('formatMoney', () => {
  it('shows two decimals and thousands separators', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(1234567.5)).toBe('1,234,567.50');
    expect(formatMoney(999.999)).toBe('1,000.00');
    expect(formatMoney(0.1 + 0.2)).toBe('0.30');
    expect(formatMoney(1234567.89 + 0.01)).toBe('1,234,567.90');
    expect(formatMoney(9999999999.99)).toBe('9,999,999,999.99');
    expect(formatMoney(-0.001)).toBe('0.00');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });
});

describe('days', () => {
  it('reads a date input as local midnight and shows a stored day back', () => {
    const day = dateFromInput('2026-04-30');
    expect(day).toBe(new Date(2026, 3, 30).getTime());
    expect(dateInputValue(day)).toBe('2026-04-30');
    expect(dateFromInput('')).toBeNull();
    expect(dateFromInput('30/04/2026')).toBeNull();
    expect(dateInputValue(null)).toBe('');
  });
});

describe('flags', () => {
  it('are always seven, and a toggle switches one', () => {
    expect(flagsOf('0100000')).toEqual([false, true, false, false, false, false, false]);
    expect(flagsOf('')).toHaveLength(7);
    expect(toggleFlag('0000000', 0)).toBe('1000000');
    expect(toggleFlag('1000001', 6)).toBe('1000000');
    expect(toggleFlag(null, 3)).toBe('0001000');
    expect(toggleFlag('11', 1)).toBe('1000000');
  });
});

describe('rules', () => {
  const valid = { ...EMPTY_VALUES, projectName: '项目', projectCode: 'P1', projectType: 't1', customerName: '客户', principal: '张三' };

  it('speak the server’s words', () => {
    expect(validateProject(EMPTY_VALUES)).toEqual({
      projectName: '请输入项目名称',
      projectCode: '请输入项目编码',
      projectType: '请选择项目类型',
      customerName: '请输入客户名称',
      principal: '请输入负责人',
    });
    expect(validateProject(valid)).toEqual({});
    expect(
      validateProject({
        ...valid,
        projectName: '名'.repeat(51),
        projectPhase: '阶'.repeat(201),
        jackStands: '人'.repeat(51),
        description: '备'.repeat(501),
        costAmount: 'abc',
        tunesAmount: '0.001',
        // Over the maximum and with three decimals: the range speaks first, as on the server.
        projectedIncome: '9999999999.999',
      }),
    ).toEqual({
      projectName: '项目名称最多为50个字符',
      projectPhase: '项目阶段最多为200个字符',
      jackStands: '立项人最多为50个字符',
      description: '备注最多为500个字符',
      costAmount: '费用金额应在 0 到 9999999999.99 之间',
      tunesAmount: '已用金额最多保留两位小数',
      projectedIncome: '预计收入应在 0 到 9999999999.99 之间',
    });
    expect(validateProject({ ...valid, costAmount: '9999999999.99', tunesAmount: '0', projectedIncome: '0.5', interactionDate: '2026-01-01' })).toEqual({});
    // Blank optional text is empty, not refused; a blank required one is missing.
    expect(validateProject({ ...valid, projectPhase: '   ', projectName: '  ' })).toEqual({ projectName: '请输入项目名称' });
    expect(validatePostil('  ')).toBe('批注内容不能为空');
    expect(validatePostil('字'.repeat(501))).toBe('批注内容最多为500个字符');
    expect(validatePostil('好')).toBeNull();
  });

  it('send trimmed text, numbers (empty amounts as 0) and the day as local midnight; a row comes back as it was', () => {
    const form = toProjectForm({ ...valid, projectName: ' 项目 ', costAmount: ' 12.5 ', interactionDate: '2026-02-01' });
    expect(form).toEqual({
      projectName: '项目',
      projectCode: 'P1',
      projectType: 't1',
      projectPhase: '',
      customerName: '客户',
      principal: '张三',
      jackStands: '',
      interactionDate: new Date(2026, 1, 1).getTime(),
      costAmount: 12.5,
      tunesAmount: 0,
      projectedIncome: 0,
      description: '',
    });
    const row = project('p1', { costAmount: 12.5, interactionDate: null });
    expect(toProjectForm(valuesOf(row))).toMatchObject({ projectName: row.projectName, costAmount: 12.5, interactionDate: null });
  });
});

describe('sorting', () => {
  it('a new column sorts ascending from page 1, the same column turns round', () => {
    const paged = { ...FIRST_QUERY, currentPage: 3 };
    expect(nextSort(paged, 'costAmount')).toEqual({ ...FIRST_QUERY, sidx: 'costAmount', sort: 'asc', currentPage: 1 });
    expect(nextSort({ ...paged, sidx: 'costAmount', sort: 'asc' }, 'costAmount')).toMatchObject({ sidx: 'costAmount', sort: 'desc' });
    // The default order (登记时间, newest first) turns to ascending on a click.
    expect(nextSort(paged, 'registerDate')).toMatchObject({ sidx: 'registerDate', sort: 'asc' });
  });
});

describe('api', () => {
  it('calls the contract’s paths', async () => {
    const fake = createFakeTransport(createTableDemoApi);
    fake.on(`GET ${BASE}/a%2Fb/Actions/Postil`, { postilJson: '[{"text":"x","userId":"A/a","creatorTime":1,"creatorUserId":"u"}]' });
    fake.on(`DELETE ${BASE}/a%2Fb/Postil/2?creatorTime=1700000000000`, null);
    fake.on(`GET ${BASE}/ControlSample/t%201`, { list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
    expect(await fake.api.postils('a/b')).toEqual([{ text: 'x', userId: 'A/a', creatorTime: 1, creatorUserId: 'u' }]);
    await fake.api.removePostil('a/b', 2, 1700000000000);
    await fake.api.listByType('t 1', { keyword: 'k', currentPage: 2, pageSize: 50 });
    expect(fake.calls.map(({ method, url, payload }) => [method, url, payload])).toEqual([
      ['GET', `${BASE}/a%2Fb/Actions/Postil`, undefined],
      ['DELETE', `${BASE}/a%2Fb/Postil/2?creatorTime=1700000000000`, undefined],
      ['GET', `${BASE}/ControlSample/t%201`, { keyword: 'k', currentPage: 2, pageSize: 50 }],
    ]);
    expect(parsePostils('')).toEqual([]);
    expect(parsePostils('not json')).toEqual([]);
    expect(parsePostils('{"a":1}')).toEqual([]);
  });

  it('a refusal shows the server’s sentence, nothing for an ended session', () => {
    expect(refusalOf(new ApiError({ code: 400, msg: '项目编码已存在', kind: 'api' }))).toBe('项目编码已存在');
    expect(refusalOf(new ApiError({ code: 600, msg: '登录过期', kind: 'session' }))).toBeNull();
    expect(refusalOf(new ApiError({ code: 0, msg: '请求已取消', kind: 'network', canceled: true }))).toBeNull();
    expect(refusalOf('?')).toBeNull();
  });
});
