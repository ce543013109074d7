import type { FastifyInstance } from 'fastify';
import { translate, type Lang } from '../i18n/messages';
import type { Connection } from '../socket/hub';
import type { ClientMessage } from '../socket/protocol';
import { toListItem } from './repository';
import { history, readFrom, sendMessage } from './service';

/** SendMessage: store once, echo to every tab of the sender, deliver to every tab of the recipient. */
export function onSendMessage(app: FastifyInstance, connection: Connection, lang: Lang, message: ClientMessage): void {
  const { toUserId, messageType, messageContent, clientMessageId } = message;
  const result = sendMessage(app.db, connection.userId, { toUserId, messageType, messageContent, clientMessageId }, app.clock());
  if (!result.ok) {
    app.hub.send(connection, { method: 'error', msg: translate(lang, result.key, result.params), clientMessageId: result.clientMessageId });
    return;
  }
  const { record, recipient, sender } = result;
  const echo = {
    method: 'sendMessage',
    id: record.id,
    clientMessageId: record.clientMessageId,
    toUserId: record.receiveUserId,
    messageType: record.contentType,
    toMessage: record.content,
    dateTime: record.sendTime,
    headIcon: recipient.headIcon,
    realName: recipient.realName,
    account: recipient.account,
  } as const;
  // A resend was delivered the first time: only the asking tab needs its answer.
  if (result.duplicate) {
    app.hub.send(connection, echo);
    return;
  }
  app.hub.pushToUser(connection.userId, echo);
  app.hub.pushToUser(record.receiveUserId, {
    method: 'receiveMessage',
    id: record.id,
    formUserId: record.sendUserId,
    messageType: record.contentType,
    formMessage: record.content,
    dateTime: record.sendTime,
    headIcon: sender.headIcon,
    realName: sender.realName,
    account: sender.account,
    unreadChatCount: result.recipientUnread,
  });
}

/** MessageList: a page of the caller's own history with one peer, to the asking tab. */
export function onMessageList(app: FastifyInstance, connection: Connection, lang: Lang, message: ClientMessage): void {
  const { toUserId, currentPage, pageSize, sord, keyword } = message;
  const page = history(app.db, connection.userId, { toUserId, currentPage, pageSize, sord, keyword });
  if (!page) {
    app.hub.send(connection, { method: 'error', msg: translate(lang, 'chatRecipientNotFound'), clientMessageId: null });
    return;
  }
  app.hub.send(connection, { method: 'messageList', toUserId: page.toUserId, list: page.list.map(toListItem), pagination: page.pagination });
}

/** Tells every tab of the user their chat unread count changed (the shell badge and other chat windows follow). */
export function pushChatRead(app: FastifyInstance, userId: string, peerId: string, unread: number): void {
  app.hub.pushToUser(userId, { method: 'chatRead', formUserId: peerId, unreadChatCount: unread });
}

/** UpdateReadMessage: everything the peer sent the caller is read, in every tab. */
export function onUpdateReadMessage(app: FastifyInstance, connection: Connection, lang: Lang, message: ClientMessage): void {
  const peerId = message.formUserId;
  if (typeof peerId !== 'string' || peerId === '') {
    app.hub.send(connection, { method: 'error', msg: translate(lang, 'chatRecipientNotFound'), clientMessageId: null });
    return;
  }
  const { unread } = readFrom(app.db, connection.userId, peerId, app.clock());
  pushChatRead(app, connection.userId, peerId, unread);
}
