import type { FastifyInstance } from 'fastify';
import type { ChatContent, ChatType } from '../chat/content';
import { insertRecord } from '../chat/repository';
import { createUser, signIn, type CreatedUser } from './factories';
import { connectSocket, openSocket, socketTicket, type Frame, type TestSocket } from './socket';

export interface Chatter extends CreatedUser {
  token: string;
}

/** A new staff user, signed in. */
export async function chatter(app: FastifyInstance, realName?: string): Promise<Chatter> {
  const user = await createUser(app, realName === undefined ? {} : { realName });
  return { ...user, token: await signIn(app, user.account, user.password) };
}

/** One more tab of the user: a socket past OnConnection, optionally in another language. */
export async function chatTab(app: FastifyInstance, user: Chatter, lang?: string): Promise<TestSocket> {
  if (!lang) return connectSocket(app, user.token);
  const client = await openSocket(app, await socketTicket(app, user.token), { origin: 'http://localhost', 'accept-language': lang });
  client.socket.send(JSON.stringify({ method: 'OnConnection', mobileDevice: false }));
  await client.next('initMessage');
  return client;
}

export function sendChat(
  tab: TestSocket,
  toUserId: string,
  messageContent: unknown,
  extra: { messageType?: string; clientMessageId?: string } = {},
): void {
  tab.socket.send(JSON.stringify({ method: 'SendMessage', toUserId, messageType: extra.messageType ?? 'text', messageContent, clientMessageId: extra.clientMessageId, token: 'ignored' }));
}

export async function requestHistory(tab: TestSocket, query: Record<string, unknown>): Promise<Frame> {
  tab.socket.send(JSON.stringify({ method: 'MessageList', currentPage: 1, pageSize: 50, sord: 'desc', keyword: '', ...query }));
  return tab.next('messageList');
}

/** Stores messages straight in the database (history tests need more than the socket rate limit allows). */
export function storeChats(
  app: FastifyInstance,
  from: string,
  to: string,
  contents: readonly ChatContent[],
  type: ChatType = 'text',
  start: number = Date.now(),
): void {
  app.db.transaction(() => {
    contents.forEach((content, index) => insertRecord(app.db, { senderId: from, receiverId: to, type, content, clientMessageId: null }, start + index));
  })();
}

/** A minimal valid PNG (1x1), as bytes. */
export const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** POST /api/file/Uploader/IM with one part named `file`, as the chat window sends it. */
export async function uploadIm(
  app: FastifyInstance,
  token: string | null,
  data: Buffer,
  file: { filename?: string; contentType?: string; field?: string; lang?: string } = {},
): Promise<{ code: number; msg: string; data: { name: string; url: string } | null }> {
  const boundary = '----atriumTestBoundary7d1f';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename ?? 'photo.png'}"\r\n`
    + `Content-Type: ${file.contentType ?? 'image/png'}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (token) headers.authorization = token;
  if (file.lang) headers['accept-language'] = file.lang;
  const response = await app.inject({ method: 'POST', url: '/api/file/Uploader/IM', headers, payload: Buffer.concat([head, data, tail]) });
  return JSON.parse(response.body) as { code: number; msg: string; data: { name: string; url: string } | null };
}
