// BillNumber under load (issue 4 budget): 200 concurrent HTTP requests against
// the real server on a loopback port and a fresh SQLite file; zero duplicates
// required; prints requests per second over HTTP, then through app.inject (the
// server's own cost, without the HTTP client sharing this process's CPU).
// Last, several OS processes issue from the same file at once through the same
// repository code, as two server instances sharing one database would.
//   npx tsx server/bench/bill-number.ts [concurrency=200] [rounds=5] [processes=4]
import { fork } from 'node:child_process';
import { openDatabase } from '../src/db/connection';
import { issueBillNumber } from '../src/routes/bill-rule/repository';
import { startBenchServer } from './bench-app';

const concurrency = Number(process.argv[2] ?? 200);
const rounds = Number(process.argv[3] ?? 5);
const processes = Number(process.argv[4] ?? 4);
const PER_PROCESS = 250;

/** Child mode: issue PER_PROCESS numbers from the given file and send them to the parent. */
function worker(file: string): void {
  const db = openDatabase(file);
  const numbers: string[] = [];
  for (let i = 0; i < PER_PROCESS; i += 1) {
    const result = issueBillNumber(db, 'CustomerCode', Date.now());
    if (!result.ok) throw new Error(result.reason);
    numbers.push(result.number);
  }
  db.close();
  process.send?.(numbers, () => process.exit(0));
}

async function acrossProcesses(file: string): Promise<string[]> {
  const started = performance.now();
  // fork() reuses this process's execArgv, so the children run under tsx too.
  const lists = await Promise.all(Array.from({ length: processes }, () => new Promise<string[]>((resolve, reject) => {
    const child = fork(__filename, ['--worker', file]);
    child.once('message', (message) => resolve(message as string[]));
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`worker exited with ${code}`))));
  })));
  const all = lists.flat();
  console.log(`processes: ${processes} x ${PER_PROCESS} numbers from one file in ${(performance.now() - started).toFixed(0)} ms (including process start)`);
  return all;
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function main(): Promise<void> {
  const server = await startBenchServer();
  const { app, base } = server;
  try {
    // Drawing numbers needs bill-rule management rights (issue 20).
    const token = await server.signIn('admin');

    const url = '/api/system/BillRule/BillNumber/OrderNumber';
    const viaHttp = async (): Promise<Envelope<string>> => {
      const response = await fetch(`${base}${url}?n=${Date.now()}`, { headers: { authorization: token } });
      return (await response.json()) as Envelope<string>;
    };
    const viaInject = async (): Promise<Envelope<string>> =>
      (await app.inject({ method: 'GET', url, headers: { authorization: token } })).json<Envelope<string>>();

    const issued = new Set<string>();
    let total = 0;
    const run = async (label: string, send: () => Promise<Envelope<string>>): Promise<void> => {
      const rates: number[] = [];
      for (let round = 1; round <= rounds; round += 1) {
        const started = performance.now();
        const replies = await Promise.all(Array.from({ length: concurrency }, send));
        const ms = performance.now() - started;
        const failed = replies.filter((reply) => reply.code !== 200);
        if (failed.length > 0) throw new Error(`${label} round ${round}: ${failed.length} failed, first: ${failed[0]?.code} ${failed[0]?.msg}`);
        for (const reply of replies) issued.add(reply.data);
        total += replies.length;
        rates.push(concurrency / (ms / 1000));
        console.log(`${label} round ${round}: ${concurrency} concurrent requests in ${ms.toFixed(1)} ms = ${rates.at(-1)?.toFixed(0)} req/s`);
      }
      const sorted = [...rates].sort((a, b) => a - b);
      console.log(`${label}: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} req/s, best ${sorted.at(-1)?.toFixed(0)} req/s`);
    };
    await run('http', viaHttp);
    await run('inject', viaInject);
    const fromProcesses = await acrossProcesses(server.dbFile);
    const distinctAcross = new Set(fromProcesses).size;
    console.log(`processes: ${fromProcesses.length} numbers, ${distinctAcross} distinct`);
    if (distinctAcross !== fromProcesses.length) throw new Error(`${fromProcesses.length - distinctAcross} duplicates across processes`);
    const duplicates = total - issued.size;
    console.log(`total ${total} numbers, ${issued.size} distinct, ${duplicates} duplicates`);
    if (duplicates !== 0) throw new Error(`${duplicates} duplicate bill numbers`);
  } finally {
    await server.close();
  }
}

if (process.argv[2] === '--worker' && process.argv[3]) {
  worker(process.argv[3]);
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
