// Power-loss durability (issue 20): what synchronous=FULL costs against the NORMAL the server
// ran with before. Each write is its own transaction, as an API write is: first a one-row
// INSERT, then a bill number issued through the real repository code. Both run on a fresh
// file in the same folder the server's database would use (ATRIUM_BENCH_DIR, else the OS
// temp folder: it must be a real disk, not tmpfs, for fsync to cost anything).
//   npx tsx server/bench/write-durability.ts [writes=1000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, SYNCHRONOUS, type Db } from '../src/db/connection';
import { migrate } from '../src/db/migrate';
import { insertBillRules } from '../src/db/seed/bill-rules';
import { insertDictionaries } from '../src/db/seed/dictionaries';
import { issueBillNumber } from '../src/routes/bill-rule/repository';

const writes = Number(process.argv[2] ?? 1000);

function timed(label: string, db: Db, write: (i: number) => void): number {
  // Warm the statement cache and the file, so the figure is the steady state.
  for (let i = 0; i < 20; i += 1) write(-i - 1);
  const started = performance.now();
  for (let i = 0; i < writes; i += 1) write(i);
  const perSecond = writes / ((performance.now() - started) / 1000);
  console.log(`  ${label.padEnd(28)} ${perSecond.toFixed(0).padStart(7)} writes/s (synchronous=${String(db.pragma('synchronous', { simple: true }))})`);
  return perSecond;
}

function measure(dir: string, mode: 'NORMAL' | 'FULL'): { rows: number; billNumbers: number } {
  const db = openDatabase(path.join(dir, `${mode}.db`));
  db.pragma(`synchronous = ${mode}`);
  migrate(db);
  insertDictionaries(db, Date.now());
  insertBillRules(db, Date.now());
  db.exec('CREATE TABLE bench_rows (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  const insert = db.prepare('INSERT INTO bench_rows (body) VALUES (?)');
  const rows = timed(`${mode}: one-row commits`, db, (i) => insert.run(`row ${i}`));
  const billNumbers = timed(`${mode}: bill numbers issued`, db, () => {
    const result = issueBillNumber(db, 'OrderNumber', Date.now());
    if (!result.ok) throw new Error(`bill number refused: ${result.reason}`);
  });
  db.close();
  return { rows, billNumbers };
}

function main(): void {
  const dir = mkdtempSync(path.join(process.env.ATRIUM_BENCH_DIR ?? tmpdir(), 'atrium-durability-'));
  try {
    console.log(`write durability: ${writes} writes per figure, WAL mode, in ${dir}`);
    const before = measure(dir, 'NORMAL');
    const after = measure(dir, 'FULL');
    const ratio = (a: number, b: number): string => `${((1 - b / a) * 100).toFixed(0)}% fewer`;
    console.log(`write durability: the server runs synchronous=${SYNCHRONOUS}; FULL vs NORMAL: one-row commits ${ratio(before.rows, after.rows)}, bill numbers ${ratio(before.billNumbers, after.billNumbers)} writes/s`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
