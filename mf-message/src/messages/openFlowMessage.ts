import { navigate } from '@atrium/shared';
import { MessageKind, readMessage, type MessageDetail, type MessageItem } from './api';
import { flowMessageRoute } from './flowRoute';

/**
 * Opens a flow message the way spec section 2 says: read it (the server marks it read), then go
 * to the entrust page or the flow detail. Resolves with the route taken, or null when the message
 * leads nowhere (a flow message without a body is only marked read). Announcements and system
 * messages are not flow messages: callers show them in the detail dialog instead.
 */
export async function openFlowMessage(item: Pick<MessageItem, 'id'>, onRead?: (detail: MessageDetail) => void): Promise<string | null> {
  const detail = await readMessage(item.id);
  onRead?.(detail);
  const route = flowMessageRoute(detail);
  if (route) navigate(route);
  return route;
}

export const isFlowMessage = (item: Pick<MessageItem, 'type'>): boolean => item.type === MessageKind.flow;
