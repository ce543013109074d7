import type { FastifyInstance } from 'fastify';
import { translate, type Lang } from '../i18n/messages';
import { globalPlugin } from '../plugins/global-plugin';
import type { Connection } from '../socket/hub';
import { MonitorSampler } from './sampler';

declare module 'fastify' {
  interface FastifyInstance {
    monitor: MonitorSampler;
  }
}

export interface MonitorPluginOptions {
  /** Sampling interval; tests pass a short one. */
  intervalMs?: number;
}

/**
 * The server monitor's one sampler (per process). It samples only while at least one
 * administrator's monitor page is subscribed over the socket; the only cost otherwise is one
 * counter increment per answered request. Registered after the socket plugin (it reads the hub).
 */
export const monitorPlugin = globalPlugin<MonitorPluginOptions>('atrium-monitor', async (app, options) => {
  const sampler = new MonitorSampler({ dbFile: app.config.dbFile, sockets: () => app.hub.size, now: () => Date.now() }, options.intervalMs);
  app.decorate('monitor', sampler);
  app.addHook('onResponse', async () => sampler.countRequest());
  app.addHook('onClose', async () => sampler.stop());
});

function isAdministrator(app: FastifyInstance, userId: string): boolean {
  const row = app.db.prepare('SELECT is_administrator FROM users WHERE id = ?').get(userId) as { is_administrator: number } | undefined;
  return row?.is_administrator === 1;
}

/**
 * MonitorSubscribe / MonitorUnsubscribe from a socket: an administrator's socket receives
 * `monitorSample` every interval (the first answer, `monitorHistory`, carries the recent samples
 * for the charts). Anyone else gets an error frame and nothing more.
 */
export function onMonitorMessage(app: FastifyInstance, connection: Connection, lang: Lang, method: 'MonitorSubscribe' | 'MonitorUnsubscribe'): void {
  if (method === 'MonitorUnsubscribe') return app.monitor.unsubscribe(connection.id);
  if (!isAdministrator(app, connection.userId)) return app.hub.send(connection, { method: 'error', msg: translate(lang, 'adminOnly') });
  app.monitor.subscribe(connection.id, (sample) => {
    if (connection.socket.readyState !== connection.socket.OPEN) return app.monitor.unsubscribe(connection.id);
    // Checked again at every push (one indexed read every 2 s): a user who stops being an administrator stops receiving.
    if (!isAdministrator(app, connection.userId)) {
      app.monitor.unsubscribe(connection.id);
      return app.hub.send(connection, { method: 'error', msg: translate(lang, 'adminOnly') });
    }
    app.hub.send(connection, { method: 'monitorSample', sample });
  });
  // A new sampler took its first reading on subscribe; a running one has its recent history.
  app.hub.send(connection, { method: 'monitorHistory', samples: app.monitor.recent() });
}

/** A closed socket stops watching (the sampler stops with the last one). */
export function onMonitorSocketClosed(app: FastifyInstance, connection: Connection): void {
  app.monitor.unsubscribe(connection.id);
}
