import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { call } from './http';

export interface Frame {
  method: string;
  [field: string]: unknown;
}

export interface TestSocket {
  socket: WebSocket;
  frames: Frame[];
  closed: Promise<{ code: number }>;
  /** The next frame with this method (already received or still to come). */
  next(method: string): Promise<Frame>;
}

function framesOf(socket: WebSocket): Omit<TestSocket, 'socket'> {
  const frames: Frame[] = [];
  const waiting: Array<() => void> = [];
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as Frame);
    waiting.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<{ code: number }>((resolve) => socket.on('close', (code) => resolve({ code })));
  return {
    frames,
    closed,
    async next(method) {
      for (;;) {
        const found = frames.find((frame) => frame.method === method);
        if (found) {
          frames.splice(frames.indexOf(found), 1);
          return found;
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
  };
}

export async function socketTicket(app: FastifyInstance, token: string): Promise<string> {
  const response = await call<{ ticket: string; expiresIn: number }>(app, 'POST', '/api/oauth/SocketTicket', { token });
  if (response.code !== 200) throw new Error(`no socket ticket: ${response.msg}`);
  return response.data.ticket;
}

/** Opens /websocket/{segment} in-process, listening from the first frame (the server may speak at once). */
export async function openSocket(
  app: FastifyInstance,
  segment: string,
  headers: Record<string, string> = { origin: 'http://localhost' },
): Promise<TestSocket> {
  let listeners: Omit<TestSocket, 'socket'> | null = null;
  const socket = await app.injectWS(`/websocket/${segment}`, { headers: { host: 'localhost', ...headers } }, {
    onInit: (ws) => {
      listeners = framesOf(ws);
    },
  });
  if (!listeners) throw new Error('injectWS did not call onInit');
  return { socket, ...(listeners as Omit<TestSocket, 'socket'>) };
}

/** A signed-in user's socket, after OnConnection has been answered (the hub knows it). */
export async function connectSocket(app: FastifyInstance, token: string): Promise<TestSocket> {
  const client = await openSocket(app, await socketTicket(app, token));
  client.socket.send(JSON.stringify({ method: 'OnConnection', mobileDevice: false }));
  await client.next('initMessage');
  return client;
}
