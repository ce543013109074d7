// The server monitor's feed (issue 16 item 4). Live: over the portal's socket (MonitorSubscribe,
// then monitorHistory and a monitorSample every 2 s). Fallback: GET /api/system/Monitor (JNPF 3.1's
// getSystemMonitor under the spec's prefix) every few seconds, when no push arrives. The transport
// is injected, so tests pass fakes.
import type { Observable } from 'rxjs';
import type { ReadableAtom } from 'nanostores';
import { $socketStatus, http, sendSocketMessage, socketEvents$, type HttpClient, type SocketStatus } from '@atrium/shared';

/** One reading of the server (server/src/monitor/sampler.ts). */
export interface MonitorSample {
  time: number;
  cpu: { usage: number; processUsage: number; cores: number; model: string; loadAverage: number[] };
  memory: { total: number; free: number; used: number; usage: number };
  disk: { total: number; free: number; used: number; usage: number };
  process: { rss: number; heapUsed: number; heapTotal: number; uptime: number; version: string; pid: number };
  eventLoop: { mean: number; p99: number; max: number };
  database: { size: number };
  sockets: number;
  requestsPerSecond: number;
}

export interface MonitorAnswer {
  sample: MonitorSample;
}

/** A socket message, as the portal's bus carries it. */
export type MonitorSocketEvent = { readonly method: string } & Readonly<Record<string, unknown>>;

export interface MonitorTransport {
  poll: () => Promise<MonitorSample>;
  status: ReadableAtom<SocketStatus>;
  events: Observable<MonitorSocketEvent>;
  send: (message: { method: string }) => void;
}

export function createMonitorTransport(client: HttpClient): MonitorTransport {
  return {
    // silent: a failed poll is retried at the next tick; the page says the data is stale.
    poll: () => client.get<MonitorAnswer>('/api/system/Monitor', undefined, { silent: true }).then((answer) => answer.sample),
    status: $socketStatus,
    events: socketEvents$,
    send: (message) => sendSocketMessage(message),
  };
}

export const monitorTransport: MonitorTransport = createMonitorTransport(http);
