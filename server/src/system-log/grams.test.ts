// Keywords through the system log's keyword index (migrations 38, 39 and 42): the list starts from
// the index within the time range and finds exactly what the LIKE filter finds, for a keyword of
// one character (a surname), two (a name, a number), three (the index alone counts the total and
// skips the offset: its tokens are per category) or more (its rarest triples, the LIKE filter
// making them exact); entries older than the index are filled in the background, the list walking
// their range until then.
import type { FastifyInstance } from 'fastify';
import { buildTestApp, closeTestApp } from '../testing';
import { LogCategory, LogLevel } from './categories';
import { runInNewContext } from 'node:vm';
import { backfillGrams, gramsCoveredFrom, gramsText, gramsTextOf, keywordTokens, restartGrams } from './grams';
import { deleteLogsByIds, listLogs, queryOf, type LogListFilter } from './repository';
import { ID_PER_MS, SystemLogWriter, type LogEntry } from './writer';

// No API route plugins (buildTestApp's routes: []): these tests call none beyond sign-in, which is always there.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ routes: [] });
});
afterAll(async () => closeTestApp(app));

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');
const BASE = Date.UTC(2026, 0, 5);
const HOUR = 3_600_000;

const entry = (at: number, userName: string, path: string, ip = '192.0.2.7'): LogEntry => ({
  category: LogCategory.operation, at, userId: null, userName, ip, method: 'PUT', path, module: path,
  recordId: '', code: 200, level: LogLevel.info, durationMs: 1, userAgent: '', summary: '',
});

const ENTRIES: Array<[number, string, string]> = [
  [1, '张三/zhangsan', '/api/system/Orders/o1'],
  [2, '李四/lisi', '/api/system/Orders/o42'],
  [3, '张三丰/zsf', '/api/permission/Users/u7'],
  [4, '王五/WangWu', '/api/system/Items/i9'],
  [5, '赵六/zhaoliu', '/api/system/A%B/x'],
  [30, '张三/zhangsan', '/api/system/Orders/o99'],
];

/** What a plain LIKE over the three searched columns finds, ids newest first. */
const likeIds = (keyword: string, from: number, to: number): number[] =>
  (app.db.prepare(`SELECT id FROM system_logs WHERE category = 3 AND at >= ? AND at <= ?
    AND (user_name LIKE ? ESCAPE '\\' OR ip LIKE ? ESCAPE '\\' OR path LIKE ? ESCAPE '\\') ORDER BY id DESC`)
    .all(from, to, ...Array(3).fill(`%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)) as { id: number }[]).map((row) => row.id);

const filter = (keyword: string, hours = 24): LogListFilter => ({ category: LogCategory.operation, keyword, startTime: BASE, endTime: BASE + hours * HOUR });

describe('the grams of an entry', () => {
  it('are its characters, pairs and triples per column, ASCII folded to lower case, each as its category, x and the hex of its bytes', () => {
    const tokens = gramsText(3, ['张三/Zs', '1.2']).split(' ');
    for (const gram of ['张', '三', '/', 'z', 's', '张三', '三/', '/z', 'zs', '张三/', '三/z', '/zs', '1', '.', '2', '1.', '.2', '1.2']) {
      expect(tokens).toContain(`3x${hex(gram)}`);
    }
    // No gram across two columns, none longer than three characters, no upper case.
    expect(tokens).not.toContain(`3x${hex('s1')}`);
    expect(tokens).not.toContain(`3x${hex('zs1')}`);
    expect(tokens).not.toContain(`3x${hex('张三/z')}`);
    expect(tokens).not.toContain(`3x${hex('Z')}`);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(gramsText(5, ['a']).split(' ')).toEqual([`5x${hex('a')}`]);
  });

  it('are built from the function\'s own source alone, as the log\'s worker thread builds them', () => {
    // The worker evaluates gramsTextOf's source with nothing else of this module (log-worker.ts).
    const standalone = runInNewContext(`(${gramsTextOf.toString()})`, { Buffer }) as typeof gramsTextOf;
    const tokens = new Map<string, string>();
    for (const columns of [['张三/Zs', '1.2'], ['𠀀ÄbC', ''], ['/api/system/Orders/O42']]) {
      expect(standalone(3, columns, tokens, 4)).toBe(gramsText(3, columns));
    }
    // Its cache is kept to `kept` tokens.
    expect(tokens.size).toBeLessThanOrEqual(4);
  });

  it('turn a keyword of up to three characters into one token of its category, a longer one into its triples', () => {
    expect(keywordTokens('张三', 3)).toEqual({ tokens: [`"3x${hex('张三')}"`], exact: true });
    expect(keywordTokens('WU', 5)).toEqual({ tokens: [`"5x${hex('wu')}"`], exact: true });
    expect(keywordTokens('😀', 1)).toEqual({ tokens: [`"1x${hex('😀')}"`], exact: true });
    expect(keywordTokens('abc', 3)).toEqual({ tokens: [`"3x${hex('abc')}"`], exact: true });
    expect(keywordTokens('abcd', 3)).toEqual({ tokens: [`"3x${hex('abc')}"`, `"3x${hex('bcd')}"`], exact: false });
    expect(keywordTokens('', 3)).toBeNull();
    expect(keywordTokens('a\u0000', 3)).toBeNull();
  });
});

describe('keywords in the list', () => {
  beforeAll(() => {
    const writer = new SystemLogWriter(app.db, () => BASE, () => undefined);
    for (const [hours, userName, path] of ENTRIES) writer.record(entry(BASE + hours * HOUR, userName, path));
    writer.flush();
  });

  it.each(['张', '张三', '三丰', 'wu', 'WU', 'o4', '42', '%', '/', '.7', '张三丰', 'ORD', 'A%B', 'orders/o', '/api/system', 'zhangsan', '2.7', '192.0.2.7', 'a%b/x'])('finds exactly what LIKE finds for "%s", from the index', (keyword) => {
    const query = queryOf(app.db, filter(keyword));
    expect(query.from).toContain('system_logs_grams');
    // Up to three characters the index alone counts; a longer keyword's triples need the LIKE filter.
    expect(query.ids !== undefined).toBe([...keyword].length <= 3);
    const { rows, total } = listLogs(app.db, filter(keyword), 20, 0);
    expect(rows.map((row) => row.id)).toEqual(likeIds(keyword, BASE, BASE + 24 * HOUR));
    expect(total).toBe(rows.length);
  });

  it('keeps to the time range: the index is read from the range\'s ids only', () => {
    const all = listLogs(app.db, filter('张三', 48), 20, 0);
    expect(all.rows.map((row) => row.user_name)).toEqual(['张三/zhangsan', '张三丰/zsf', '张三/zhangsan']);
    const day = listLogs(app.db, filter('张三', 24), 20, 0);
    expect(day.rows).toHaveLength(2);
  });

  it('forgets a deleted entry\'s grams', () => {
    const [token] = keywordTokens('丰', LogCategory.operation)?.tokens ?? [];
    const count = () => app.db.prepare('SELECT COUNT(*) AS n FROM system_logs_grams WHERE system_logs_grams MATCH ?').pluck().get(token);
    expect(count()).toBe(1);
    const [row] = listLogs(app.db, filter('丰'), 20, 0).rows;
    expect(deleteLogsByIds(app.db, [row?.id ?? 0])).toBe(1);
    expect(count()).toBe(0);
    expect(listLogs(app.db, filter('丰'), 20, 0).rows).toEqual([]);
  });
  it('counts the total and skips the offset in the index: the category\'s entries only, exactly what LIKE finds', () => {
    const from = BASE + 72 * HOUR;
    const writer = new SystemLogWriter(app.db, () => from, () => undefined);
    for (let index = 0; index < 25; index += 1) {
      writer.record(entry(from + index * 60_000, `u${index}/钱`, `/api/q/${index}`));
      // The same keyword in entries of another category in the range (the request log of the same calls).
      if (index < 7) writer.record({ ...entry(from + index * 60_000 + 1, `u${index}/钱`, `/api/q/${index}`), category: LogCategory.request });
    }
    writer.flush();
    const range: LogListFilter = { category: LogCategory.operation, keyword: '钱', startTime: from, endTime: from + 24 * HOUR };
    expect(queryOf(app.db, range).ids).toBeDefined();
    const expected = likeIds('钱', from, from + 24 * HOUR);
    expect(expected).toHaveLength(25);
    const first = listLogs(app.db, range, 20, 0);
    expect(first.rows.map((row) => row.id)).toEqual(expected.slice(0, 20));
    expect(first.total).toBe(25);
    const second = listLogs(app.db, range, 20, 20);
    expect(second.rows.map((row) => row.id)).toEqual(expected.slice(20));
    expect(second.total).toBe(25);
    expect(listLogs(app.db, { ...range, endTime: from + 9 * 60_000 }, 20, 0).total).toBe(10);
    expect(listLogs(app.db, { ...range, category: LogCategory.request }, 20, 0).total).toBe(7);
    // A filter the index does not hold reads the entries: the same hits.
    const level: LogListFilter = { ...range, level: LogLevel.info };
    expect(queryOf(app.db, level).ids).toBeUndefined();
    expect(listLogs(app.db, level, 20, 20).rows.map((row) => row.id)).toEqual(expected.slice(20));
    expect(listLogs(app.db, level, 20, 0).total).toBe(25);
  });
});

describe('entries older than the index', () => {
  it('are walked until the background pass has given them their grams, newest first, then found through the index', () => {
    const at = BASE - 10 * 24 * HOUR;
    const insert = app.db.prepare('INSERT INTO system_logs (id, category, at, user_name, ip, method, path, code, level) VALUES (?, 3, ?, ?, ?, \'GET\', ?, 200, 1)');
    for (let index = 0; index < 25; index += 1) insert.run((at + index * 1000) * ID_PER_MS, at + index * 1000, index % 5 === 0 ? '钱七/qian' : 'other/x', '198.51.100.1', `/api/old/${index}`);
    // As a database that had these entries when migration 38 ran.
    app.db.prepare('UPDATE system_logs_grams_state SET covered_from = ? WHERE id = 1').run((at + 24 * 1000) * ID_PER_MS + 1);
    const old: LogListFilter = { category: LogCategory.operation, keyword: '钱七', startTime: at - 1000, endTime: at + 60_000 };
    expect(queryOf(app.db, old).from).not.toContain('system_logs_grams');
    expect(listLogs(app.db, old, 20, 0).total).toBe(5);

    expect(backfillGrams(app.db, 10)).toBe(10);
    expect(gramsCoveredFrom(app.db)).toBe((at + 15 * 1000) * ID_PER_MS);
    // Still partly uncovered: walked, still right.
    expect(queryOf(app.db, old).from).not.toContain('system_logs_grams');
    expect(listLogs(app.db, old, 20, 0).total).toBe(5);
    while (backfillGrams(app.db, 10) === 10);
    expect(gramsCoveredFrom(app.db)).toBe(0);
    expect(queryOf(app.db, old).from).toContain('system_logs_grams');
    expect(listLogs(app.db, old, 20, 0).rows.map((row) => row.path)).toEqual(['/api/old/20', '/api/old/15', '/api/old/10', '/api/old/5', '/api/old/0']);
  });
});

describe('after a restore', () => {
  it('the emptied index is filled again from the newest entry down, the list walking meanwhile', () => {
    // What a restore does: the entries replaced, the contentless index emptied, the pass restarted.
    app.db.exec("INSERT INTO system_logs_grams (system_logs_grams) VALUES ('delete-all')");
    restartGrams(app.db);
    expect(gramsCoveredFrom(app.db)).toBeGreaterThan(0);
    expect(queryOf(app.db, filter('张三', 48)).from).not.toContain('system_logs_grams');
    // 张三丰 was deleted above: two entries of 张三 in the two days.
    expect(listLogs(app.db, filter('张三', 48), 20, 0).rows.map((row) => row.user_name)).toEqual(['张三/zhangsan', '张三/zhangsan']);
    while (backfillGrams(app.db, 50) === 50);
    expect(gramsCoveredFrom(app.db)).toBe(0);
    expect(queryOf(app.db, filter('张三', 48)).from).toContain('system_logs_grams');
    expect(listLogs(app.db, filter('张三', 48), 20, 0).rows.map((row) => row.user_name)).toEqual(['张三/zhangsan', '张三/zhangsan']);
  });
});
