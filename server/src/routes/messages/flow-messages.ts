import type { FastifyInstance } from 'fastify';
import { pushMessage } from './push';
import { insertFlowMessage, type FlowMessageInput } from './flow-repository';
import { MessageType } from './message-types';

export type { FlowMessageInput } from './flow-repository';

/** Sends a flow message in one transaction, then pushes it to the recipients' open tabs. */
export function sendFlowMessage(app: FastifyInstance, input: FlowMessageInput): { id: string; recipients: string[] } {
  const sent = app.db.transaction(() => insertFlowMessage(app.db, input, app.clock()))();
  for (const userId of sent.recipients) pushMessage(app, userId, { id: sent.id, title: input.title, type: MessageType.flow });
  return sent;
}
