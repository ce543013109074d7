import { randomUUID } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { endedSessions } from '../auth/sessions';
import { translate, type Lang } from '../i18n/messages';
import { globalPlugin } from '../plugins/global-plugin';
import { unreadChatCount } from '../chat/repository';
import { Presence } from '../chat/presence';
import { onMessageList, onSendMessage, onUpdateReadMessage } from '../chat/socket-handlers';
import { unreadCountsOf } from '../routes/messages/repository';
import { onMonitorMessage, onMonitorSocketClosed } from '../monitor/plugin';
import { CloseCode, Hub, type Connection } from './hub';
import { isAllowedOrigin, socketPortalOrigin } from './origin';
import { parseClientMessage, type ServerMessage } from './protocol';
import { RateLimiter } from './rate-limit';
import { LocalSocketQuota, type SocketQuota } from './socket-quota';
import { TicketBook } from './tickets';
import { initMessage, type UnreadCounts } from './unread-counts';

/** A frame above 64 KiB is refused by ws itself (close 1009) before we parse it. */
export const MAX_MESSAGE_BYTES = 64 * 1024;
/** Per user, across all their tabs. */
const RATE_PER_SECOND = 20;
const RATE_BURST = 40;
/** Consecutive refused messages after which the socket is closed. */
const RATE_STRIKES = 40;
/** Expired sessions are found by this sweep; revocations by the sweep after each write request. */
const SWEEP_INTERVAL_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    hub: Hub;
    socketTickets: TicketBook;
    /** Unread counts of a user, as initMessage and messagePush report them. */
    unreadCounts: (userId: string) => UnreadCounts;
  }
}

/** Closes the sockets of every session that has ended since they connected. */
export function sweepEndedSessions(app: FastifyInstance, langOf: (connection: Connection) => Lang): number {
  const open = app.hub.connections();
  const ended = endedSessions(app.db, [...new Set(open.map((connection) => connection.sessionId))], app.clock());
  let closed = 0;
  for (const connection of open) {
    const reason = ended.get(connection.sessionId);
    if (!reason) continue;
    closed += app.hub.closeWhere((candidate) => candidate === connection, { method: 'logout', msg: translate(langOf(connection), reason.key) });
  }
  return closed;
}

export interface SocketPluginOptions {
  /** Origins besides the portal's own allowed to open a socket, normalised (config.socketOrigins). */
  allowedOrigins: readonly string[];
  /** Sockets per account; opening one more closes the oldest (config.socketMaxPerUser). */
  maxSocketsPerUser: number;
}

export const socketPlugin = globalPlugin<SocketPluginOptions>('atrium-socket', async (app, options) => {
  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  app.decorate('hub', new Hub());
  app.decorate('socketTickets', new TicketBook(app.clock));
  app.decorate('unreadCounts', (userId: string): UnreadCounts => ({ ...unreadCountsOf(app.db, userId), chat: unreadChatCount(app.db, userId) }));
  const presence = new Presence(app);

  const limiter = new RateLimiter(RATE_PER_SECOND, RATE_BURST, app.clock);
  const quota: SocketQuota = new LocalSocketQuota(options.maxSocketsPerUser);
  const languages = new WeakMap<Connection, Lang>();
  const langOf = (connection: Connection): Lang => languages.get(connection) ?? 'zh';

  // A sign-out, forced offline, password change or disable is a write request: check the
  // open sockets' sessions right after it (one query), so they close at once.
  app.addHook('onResponse', async (request) => {
    if (app.hub.size === 0) return;
    if (request.method === 'GET' && !request.url.startsWith('/api/oauth/Logout')) return;
    sweepEndedSessions(app, langOf);
  });
  const timer = setInterval(() => sweepEndedSessions(app, langOf), SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    app.hub.closeAll();
    // Refused sockets never join the hub; end them too rather than wait out ws's close timer.
    for (const client of app.websocketServer.clients) client.terminate();
  });

  app.get<{ Params: { token: string } }>(
    '/websocket/:token',
    // The path holds a credential: keep this route out of the info-level request log.
    { websocket: true, logLevel: 'warn' },
    (socket: WebSocket, request: FastifyRequest<{ Params: { token: string } }>) => {
      const lang = request.lang;
      if (!isAllowedOrigin(request.headers.origin, socketPortalOrigin(request), options.allowedOrigins)) {
        socket.close(CloseCode.badOrigin, 'origin not allowed');
        return;
      }
      const redeemed = app.socketTickets.redeem(request.params.token);
      const alive = redeemed && !endedSessions(app.db, [redeemed.sessionId], app.clock()).has(redeemed.sessionId);
      if (!redeemed || !alive) {
        socket.send(JSON.stringify({ method: 'logout', msg: translate(lang, 'sessionExpired') } satisfies ServerMessage));
        socket.close(CloseCode.sessionEnded, 'session ended');
        return;
      }

      const connection: Connection = { id: randomUUID(), socket, sessionId: redeemed.sessionId, userId: redeemed.userId };
      languages.set(connection, lang);
      app.hub.add(connection);
      presence.connected(connection.userId);
      // One account, at most the cap: the newest socket stays, the oldest is told why and closed.
      for (const evictedId of quota.admit(connection.userId, connection.id)) {
        const evicted = app.hub.find(connection.userId, evictedId);
        if (!evicted) continue;
        const msg = translate(langOf(evicted), 'socketTooMany', { max: options.maxSocketsPerUser });
        app.hub.close(evicted, { method: 'closeSocket', msg }, CloseCode.tooManySockets, 'too many sockets');
      }
      let strikes = 0;

      socket.on('message', (data, isBinary) => {
        if (!limiter.take(connection.userId)) {
          strikes += 1;
          if (strikes >= RATE_STRIKES) socket.close(CloseCode.rateLimited, 'rate limited');
          else app.hub.send(connection, { method: 'error', msg: translate(lang, 'socketRateLimited') });
          return;
        }
        strikes = 0;
        const message = isBinary ? null : parseClientMessage(data.toString());
        if (!message) return app.hub.send(connection, { method: 'error', msg: translate(lang, 'socketBadMessage') });
        switch (message.method) {
          case 'OnConnection':
            return app.hub.send(connection, initMessage(app.unreadCounts(connection.userId)));
          case 'heartCheck':
            return app.hub.send(connection, { method: 'heartCheck' });
          case 'SendMessage':
            return onSendMessage(app, connection, lang, message);
          case 'MessageList':
            return onMessageList(app, connection, lang, message);
          case 'UpdateReadMessage':
            return onUpdateReadMessage(app, connection, lang, message);
          case 'MonitorSubscribe':
          case 'MonitorUnsubscribe':
            return onMonitorMessage(app, connection, lang, message.method);
        }
      });
      socket.on('close', () => {
        app.hub.remove(connection);
        quota.release(connection.userId, connection.id);
        if (!app.hub.isOnline(connection.userId)) limiter.forget(connection.userId);
        presence.disconnected(connection.userId);
        onMonitorSocketClosed(app, connection);
      });
    },
  );
});
