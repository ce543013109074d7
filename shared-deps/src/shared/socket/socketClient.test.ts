import { createSocketClient, HEARTBEAT_MS, type SocketEnvironment } from './socketClient';
import { reconnectDelay } from './backoff';
import type { SocketEvent } from '../bus';

/** A WebSocket double: records what is sent and lets the test open, speak and close it. */
class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closedWith: number | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(frame: string): void {
    this.sent.push(frame);
  }
  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }
  say(message: Record<string, unknown>): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  methods(): string[] {
    return this.sent.map((frame) => (JSON.parse(frame) as { method: string }).method);
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(overrides: Partial<SocketEnvironment> = {}) {
  FakeSocket.made = [];
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const events: SocketEvent[] = [];
  const logouts: string[] = [];
  let tickets = 0;
  const env: SocketEnvironment = {
    credential: async () => `ticket-${++tickets}`,
    baseUrl: () => 'ws://portal.test/websocket/',
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    onEvent: (event) => events.push(event),
    onLogout: (message) => logouts.push(message),
    setTimeout: (run, ms) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => {
      (handle as { cancelled: boolean }).cancelled = true;
    },
    random: () => 1,
    ...overrides,
  };
  const client = createSocketClient(env);
  const fire = (ms: number) => {
    const due = timers.filter((timer) => !timer.cancelled && timer.ms === ms);
    due.forEach((timer) => {
      timer.cancelled = true;
      timer.run();
    });
    return due.length;
  };
  return { client, events, logouts, timers, fire, last: () => FakeSocket.made[FakeSocket.made.length - 1] as FakeSocket };
}

describe('socket client', () => {
  it('connects with a fresh ticket and announces itself with OnConnection', async () => {
    const { client, last } = setup();
    client.start();
    await flush();
    expect(last().url).toBe('ws://portal.test/websocket/ticket-1');
    expect(client.$status.get()).toBe('connecting');
    last().open();
    expect(client.$status.get()).toBe('open');
    expect(last().methods()).toEqual(['OnConnection']);
  });

  it('publishes every known server message and ignores junk', async () => {
    const { client, last, events } = setup();
    client.start();
    await flush();
    last().open();
    last().say({ method: 'initMessage', unreadTotalCount: 3 });
    last().onmessage?.({ data: 'not json' });
    last().say({ method: 'somethingElse' });
    // The server monitor's pushes reach the monitor page (issue 16 item 4).
    last().say({ method: 'monitorSample', sample: { cpu: 1 } });
    // The workflow to-do count reaches the shell's badge (issue 18 item 4).
    last().say({ method: 'flowTodoCount', count: 2 });
    expect(events).toEqual([{ method: 'initMessage', unreadTotalCount: 3 }, { method: 'monitorSample', sample: { cpu: 1 } }, { method: 'flowTodoCount', count: 2 }]);
  });

  it('reconnects with growing jittered delays and a new ticket, then resynchronises', async () => {
    const { client, last, fire } = setup();
    client.start();
    await flush();
    last().open();
    last().drop();
    expect(client.$status.get()).toBe('waiting');
    expect(fire(250)).toBe(1); // attempt 0: up to 250 ms (random() = 1)
    await flush();
    expect(last().url).toBe('ws://portal.test/websocket/ticket-2');
    last().drop(); // never opened: the next wait doubles
    expect(fire(500)).toBe(1);
    await flush();
    last().open();
    // A reconnect sends OnConnection again: the server answers with fresh unread counts.
    expect(last().methods()).toEqual(['OnConnection']);
    expect(client.$status.get()).toBe('open');
  });

  it('keeps trying while the server cannot even hand out a ticket', async () => {
    let fail = true;
    const { client, last, fire } = setup({ credential: async () => (fail ? Promise.reject(new Error('down')) : 'ticket-ok') });
    client.start();
    await flush();
    expect(client.$status.get()).toBe('waiting');
    fail = false;
    fire(250);
    await flush();
    expect(last().url).toBe('ws://portal.test/websocket/ticket-ok');
  });

  it('queues what is sent while reconnecting and delivers it once, in order', async () => {
    const { client, last, fire } = setup();
    client.start();
    await flush();
    last().open();
    last().drop();
    client.send({ method: 'SendMessage', messageContent: 'one' });
    client.send({ method: 'SendMessage', messageContent: 'two' });
    fire(250);
    await flush();
    last().open();
    expect(last().sent.slice(1).map((frame) => (JSON.parse(frame) as { messageContent: string }).messageContent)).toEqual(['one', 'two']);
    last().drop();
    fire(250);
    await flush();
    last().open();
    expect(last().methods()).toEqual(['OnConnection']);
  });

  it('sends a heartbeat every 30 s while open', async () => {
    const { client, last, fire } = setup();
    client.start();
    await flush();
    last().open();
    expect(fire(HEARTBEAT_MS)).toBe(1);
    expect(fire(HEARTBEAT_MS)).toBe(1);
    expect(last().methods()).toEqual(['OnConnection', 'heartCheck', 'heartCheck']);
  });

  it('stops for good when the server says logout, and reports it', async () => {
    const { client, last, logouts, timers } = setup();
    client.start();
    await flush();
    last().open();
    last().say({ method: 'logout', msg: '您已被管理员强制下线' });
    last().drop(4001);
    expect(logouts).toEqual(['您已被管理员强制下线']);
    expect(client.$status.get()).toBe('idle');
    expect(timers.filter((timer) => !timer.cancelled && timer.ms <= 30_000 && timer.ms !== HEARTBEAT_MS)).toHaveLength(0);
  });

  it('stays closed when the server closes the socket on purpose (closeSocket), and reports why', async () => {
    const closed: string[] = [];
    const { client, last, logouts, timers } = setup({ onClosed: (message) => closed.push(message) });
    client.start();
    await flush();
    last().open();
    last().say({ method: 'closeSocket', msg: '该账号同时打开的页面过多（最多20个），此页面的实时连接已关闭，刷新页面可重新连接' });
    last().drop(4009);
    expect(closed).toEqual(['该账号同时打开的页面过多（最多20个），此页面的实时连接已关闭，刷新页面可重新连接']);
    expect(logouts).toEqual([]);
    expect(client.$status.get()).toBe('idle');
    expect(timers.filter((timer) => !timer.cancelled && timer.ms !== HEARTBEAT_MS)).toHaveLength(0);
    expect(FakeSocket.made).toHaveLength(1);
    // A new session (the token changes) starts it again.
    client.start();
    await flush();
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('closes and forgets everything on stop (sign-out)', async () => {
    const { client, last } = setup();
    client.start();
    await flush();
    last().open();
    const socket = last();
    client.stop();
    expect(socket.closedWith).toBe(1000);
    expect(client.$status.get()).toBe('idle');
    socket.drop(1000);
    expect(FakeSocket.made).toHaveLength(1);
  });
});

describe('reconnectDelay', () => {
  it('retries within 250 ms first, doubles up to 2 s for ten tries, then up to 30 s; full jitter', () => {
    const ceilings = Array.from({ length: 16 }, (_, attempt) => reconnectDelay(attempt, () => 1));
    expect(ceilings).toEqual([250, 500, 1000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(reconnectDelay(10, () => 0)).toBe(0);
    expect(reconnectDelay(2, () => 0.5)).toBe(500);
  });
});
