// Hub fan-out (issue 5 budget): 1,000 sockets on loopback, one released notice must reach all of
// them; then one-to-one pushes to a single socket. Bounded: fixed counts, a 60 s overall timeout.
//   npx tsx server/bench/hub-fanout.ts [sockets=1000] [pushes=20000]
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { openHubSocket, startBenchServer } from './bench-app';

const socketCount = Number(process.argv[2] ?? 1000);
const pushCount = Number(process.argv[3] ?? 20_000);
const ACCOUNTS = ['admin', 'zhangsan', 'lisi', 'wangwu', 'viewer'];

async function main(): Promise<void> {
  const server = await startBenchServer();
  const guard = setTimeout(() => {
    console.error('hub-fanout: timed out');
    process.exit(1);
  }, 60_000);
  try {
    const tokens = await Promise.all(ACCOUNTS.map((account) => server.signIn(account)));
    const sockets: WebSocket[] = [];
    for (let index = 0; index < socketCount; index += 1) {
      const token = tokens[index % tokens.length] as string;
      sockets.push(await openHubSocket(server.base, token));
    }
    console.log(`hub-fanout: ${server.app.hub.size} sockets connected`);

    // One notice, released to every user: time until the last socket has its messagePush.
    const admin = tokens[0] as string;
    const created = await fetch(`${server.base}/api/message`, {
      method: 'POST',
      headers: { authorization: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'bench notice', bodyText: '<p>bench</p>' }),
    });
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    let delivered = 0;
    const allDelivered = new Promise<number>((resolve) => {
      for (const socket of sockets) {
        socket.on('message', (data) => {
          if (!String(data).includes('"messagePush"')) return;
          delivered += 1;
          if (delivered === sockets.length) resolve(performance.now());
        });
      }
    });
    const started = performance.now();
    await fetch(`${server.base}/api/message/${id}/Actions/Release`, { method: 'PUT', headers: { authorization: admin } });
    const finished = await allDelivered;
    console.log(`hub-fanout: released notice reached ${delivered}/${sockets.length} sockets in ${(finished - started).toFixed(1)} ms`);

    // One-to-one pushes to a single socket of a user who has only that socket.
    const single = await openHubSocket(server.base, await server.signIn('viewer'));
    sockets.forEach((socket) => socket.close());
    await new Promise((resolve) => setTimeout(resolve, 200));
    const viewerId = server.app.hub.connections().find((connection) => connection.socket.readyState === 1)?.userId ?? '';
    let received = 0;
    const allReceived = new Promise<number>((resolve) => {
      single.on('message', () => {
        received += 1;
        if (received === pushCount) resolve(performance.now());
      });
    });
    const pushStart = performance.now();
    for (let index = 0; index < pushCount; index += 1) server.app.hub.pushToUser(viewerId, { method: 'refresh' });
    const pushEnd = await allReceived;
    const seconds = (pushEnd - pushStart) / 1000;
    console.log(`hub-fanout: ${pushCount} one-to-one pushes in ${(seconds * 1000).toFixed(0)} ms = ${Math.round(pushCount / seconds)} messages/s`);
    single.close();
  } finally {
    clearTimeout(guard);
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
