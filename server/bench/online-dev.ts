// Runtime of a released module (issue 15 budgets), against the real server on a loopback port and a
// fresh SQLite file:
//  1. the list over 100,000 records with a keyword search: the server's own time (app.inject, p50
//     and p95 of each kind of keyword; budget p50 ≤ 20 ms) and, for reference, over HTTP;
//  2. 200 concurrent saves over HTTP, each drawing a bill number: 200 answers, 200 distinct numbers.
//   npx tsx server/bench/online-dev.ts [records=100000] [rounds=40] [concurrency=200]
import { leaveModule } from '../src/routes/visualdev/test-fixtures';
import { newId } from '../src/db/ids';
import { rebuildKeywordIndex } from '../src/visualdev/records/keyword-index';
import { runtimeModule } from '../src/visualdev/runtime-model';
import { percentile, startBenchServer } from './bench-app';

const records = Number(process.argv[2] ?? 100_000);
const rounds = Number(process.argv[3] ?? 40);
const concurrency = Number(process.argv[4] ?? 200);

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

const at = (values: readonly number[], p: number): number => percentile([...values].sort((a, b) => a - b), p);

const WORDS = ['年假', '出差', '病假', '事假', '调休', 'annual', 'travel', 'sick'];

async function main(): Promise<void> {
  const server = await startBenchServer();
  const { app, base } = server;
  try {
    const token = await server.signIn('admin');
    const json = async <T>(method: string, path: string, body?: unknown): Promise<Envelope<T>> => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await response.json()) as Envelope<T>;
    };
    const created = await json<{ id: string }>('POST', '/api/visualdev/Base', leaveModule({ enCode: 'benchLeave' }));
    const id = created.data.id;
    const released = await json('POST', `/api/visualdev/Base/${id}/Actions/Release`, {});
    if (released.code !== 200) throw new Error(`release failed: ${released.msg}`);

    // Records written straight into the runtime table: the list is what is measured, not 100,000 saves.
    const seeded = performance.now();
    const insert = app.db.prepare(`INSERT INTO ext_leave_form (id, title, days, level, reason, code, creator_user_id, creator_time)
      VALUES (?, ?, ?, ?, ?, ?, 'bench', ?)`);
    const start = Date.now() - records * 1000;
    app.db.transaction(() => {
      for (let i = 0; i < records; i += 1) {
        insert.run(newId(), `${WORDS[i % WORDS.length]}${i}`, (i % 10) + 1, i % 2 === 0 ? '1' : '2', `第${i}次申请`, `BN${String(i).padStart(8, '0')}`, start + i * 1000);
      }
    })();
    console.log(`seeded ${records} records in ${(performance.now() - seeded).toFixed(0)} ms`);
    // Rows written around the server are not in the keyword index yet: index them as a release would.
    const indexed = performance.now();
    const { model } = runtimeModule(app.db, id, () => true);
    app.db.transaction(() => rebuildKeywordIndex(app.db, model.main))();
    console.log(`keyword index of ${records} records built in ${(performance.now() - indexed).toFixed(0)} ms`);

    const listBody = (keyword: string) => ({ currentPage: 1, pageSize: 20, keyword, json: '{}' });
    const cases: [string, string][] = [
      ['no keyword', ''],
      ['common keyword (1 row in 8)', '出差'],
      ['rare keyword (1 row)', `年假${records - 8}`],
      ['absent keyword', '不存在的词'],
      ['keyword + search form', '出差'],
    ];
    const viaInject = async (body: unknown): Promise<Envelope<{ pagination: { total: number } }>> =>
      (await app.inject({ method: 'POST', url: `/api/visualdev/OnlineDev/${id}/List`, headers: { authorization: token }, payload: body as object })).json();
    const all: number[] = [];
    // CPU time of this process per request: what the server spends, less sensitive to other load on the machine.
    const allCpu: number[] = [];
    for (const [label, keyword] of cases) {
      const body = label.includes('search form') ? { ...listBody(keyword), json: JSON.stringify({ level: '2', days: [2, 8] }) } : listBody(keyword);
      await viaInject(body);
      const times: number[] = [];
      const cpu: number[] = [];
      let total = 0;
      for (let round = 0; round < rounds; round += 1) {
        const started = performance.now();
        const cpuStarted = process.cpuUsage();
        const answer = await viaInject(body);
        const used = process.cpuUsage(cpuStarted);
        times.push(performance.now() - started);
        cpu.push((used.user + used.system) / 1000);
        if (answer.code !== 200) throw new Error(`${label}: ${answer.code}`);
        total = answer.data.pagination.total;
      }
      all.push(...times);
      allCpu.push(...cpu);
      console.log(`list, ${label}: total ${total}, server p50 ${at(times, 50).toFixed(1)} ms (CPU ${at(cpu, 50).toFixed(1)} ms), p95 ${at(times, 95).toFixed(1)} ms`);
    }
    const httpTimes: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
      await json('POST', `/api/visualdev/OnlineDev/${id}/List`, listBody('出差'));
      httpTimes.push(performance.now() - started);
    }
    console.log(`list over HTTP, common keyword: p50 ${at(httpTimes, 50).toFixed(1)} ms`);
    const p50 = at(all, 50);
    console.log(`list with keyword search over ${records} records: server p50 ${p50.toFixed(1)} ms, CPU p50 ${at(allCpu, 50).toFixed(1)} ms (budget 20 ms) ${p50 <= 20 ? 'OK' : 'OVER BUDGET'}`);

    const saveStarted = performance.now();
    const saves = await Promise.all(Array.from({ length: concurrency }, (_, i) => json<{ id: string }>('POST', `/api/visualdev/OnlineDev/${id}`, {
      title: `并发${i}`, days: 1, tableField101: [{ item: '车费', amount: 12.5, qty: 2 }],
    })));
    const saveMs = performance.now() - saveStarted;
    const failed = saves.filter((save) => save.code !== 200);
    if (failed.length > 0) throw new Error(`${failed.length} saves failed, first: ${failed[0]?.msg}`);
    const numbers = saves.map((save) => (app.db.prepare('SELECT code FROM ext_leave_form WHERE id = ?').get(save.data.id) as { code: string }).code);
    const distinct = new Set(numbers).size;
    console.log(`${concurrency} concurrent saves with bill numbers: ${saveMs.toFixed(0)} ms, ${distinct} distinct numbers ${distinct === concurrency ? 'OK' : 'DUPLICATES'}`);
    if (p50 > 20 || distinct !== concurrency) process.exitCode = 1;
  } finally {
    await server.close();
  }
}

void main();
