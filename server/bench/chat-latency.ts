// Chat latency (issue 6): two users' sockets on loopback, 200 messages sent one at a time;
// time from SendMessage leaving the sender to receiveMessage arriving at the recipient.
// Messages alternate direction and are paced under the hub's per-user rate limit (20/s),
// so the figure is latency, not a queue. Bounded: fixed count, a 60 s overall timeout.
//   npx tsx server/bench/chat-latency.ts [messages=200]
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { openHubSocket, percentile, startBenchServer } from './bench-app';

const messageCount = Number(process.argv[2] ?? 200);
/** Each user sends every other message: one every 60 ms, about 17 a second. */
const PACE_MS = 30;
/** Sanity bound on loopback, well above what a healthy hub gives, so a busy machine does not fail it. */
const P99_BUDGET_MS = 250;

interface Frame {
  method: string;
  formMessage?: unknown;
  msg?: string;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const server = await startBenchServer();
  const guard = setTimeout(() => {
    console.error('chat-latency: timed out');
    process.exit(1);
  }, 60_000);
  try {
    const accounts = ['zhangsan', 'lisi'];
    const tokens = await Promise.all(accounts.map((account) => server.signIn(account)));
    const sockets = await Promise.all(tokens.map(async (token) => openHubSocket(server.base, token)));
    const ids = accounts.map((account) => (server.app.db.prepare('SELECT id FROM users WHERE account = ?').get(account) as { id: string }).id);

    // Each socket resolves the message it is waiting for by its text, which is unique per message.
    const waiting = new Map<string, (at: number) => void>();
    for (const socket of sockets) {
      socket.on('message', (data) => {
        const at = performance.now();
        const frame = JSON.parse(String(data)) as Frame;
        if (frame.method === 'error') throw new Error(`chat-latency: server refused a message: ${frame.msg ?? ''}`);
        if (frame.method === 'receiveMessage' && typeof frame.formMessage === 'string') waiting.get(frame.formMessage)?.(at);
      });
    }

    const samples: number[] = [];
    for (let index = 0; index < messageCount; index += 1) {
      const from = index % 2;
      const text = `bench message ${index} ${randomUUID()}`;
      const arrived = new Promise<number>((resolve) => waiting.set(text, resolve));
      const sentAt = performance.now();
      (sockets[from] as WebSocket).send(JSON.stringify({
        method: 'SendMessage', toUserId: ids[1 - from], messageType: 'text', messageContent: text, clientMessageId: randomUUID(),
      }));
      samples.push((await arrived) - sentAt);
      waiting.delete(text);
      await sleep(PACE_MS);
    }
    sockets.forEach((socket) => socket.close());

    const sorted = [...samples].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    const over = !(p99 <= P99_BUDGET_MS);
    console.log(`chat-latency: ${samples.length} messages, send→receiveMessage p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(2)} ms (p99 budget ${P99_BUDGET_MS} ms)${over ? ' OVER' : ''}`);
    if (over) process.exitCode = 1;
  } finally {
    clearTimeout(guard);
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
