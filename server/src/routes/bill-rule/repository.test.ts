import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../db/connection';
import { migrate } from '../../db/migrate';
import { issueBillNumber } from './repository';

/**
 * Two connections to one file stand for two server processes: each issues from
 * the counter in the file, never from what it read earlier.
 */
describe('issuing from two connections to one database file', () => {
  let dir: string;
  let first: Db;
  let second: Db;
  const now = new Date(2025, 0, 6, 9, 0, 0).getTime();

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'atrium-bill-'));
    const file = path.join(dir, 'atrium.db');
    first = openDatabase(file);
    migrate(first);
    first.prepare(`INSERT INTO bill_rules (id, full_name, en_code, category, prefix, date_format, digit, start_number, creator_time)
      VALUES ('r1', '订单编号', 'OrderNumber', 'c', 'DD', 'yyyyMMdd', 4, '1', ?)`).run(now);
    second = openDatabase(file);
  });

  afterEach(() => {
    first.close();
    second.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const take = (db: Db): string => {
    const result = issueBillNumber(db, 'OrderNumber', now);
    if (!result.ok) throw new Error(result.reason);
    return result.number;
  };

  it('interleaves 100 issues without a duplicate or a gap', () => {
    const numbers = Array.from({ length: 100 }, (_, i) => take(i % 3 === 0 ? second : first));
    expect(new Set(numbers).size).toBe(100);
    expect(numbers.map((n) => Number(n.slice(-4)))).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it('makes the other connection wait for the write lock instead of reading a stale counter', () => {
    expect(take(first)).toBe('DD202501060001');
    second.pragma('busy_timeout = 0');
    // The first connection sits inside a write transaction (another process mid-issue).
    first.exec('BEGIN IMMEDIATE');
    expect(() => take(second)).toThrow(/locked|busy/i);
    first.exec('COMMIT');
    expect(take(second)).toBe('DD202501060002');
    expect(take(first)).toBe('DD202501060003');
  });

  it('skips a number that is already recorded as issued', () => {
    first.prepare("INSERT INTO bill_numbers (rule_id, bill_number, issued_at) VALUES ('r1', 'DD202501060001', 0)").run();
    expect(take(second)).toBe('DD202501060002');
  });
});
