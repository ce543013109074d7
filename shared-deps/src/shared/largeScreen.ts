/**
 * The credential of a large-screen view (menu type 6, spec section 2): the view opens at the
 * data-visualisation host in a new window, so whatever is in its URL ends up in that window's
 * history and the host's logs. By default that is a one-time, 30-second ticket the host exchanges
 * once (POST /api/oauth/DataVisualTicket/Exchange), never the session token.
 */
import { getApiConfig } from './config';
import { http } from './http';
import { $token } from './sessionState';

function withQuery(href: string, name: string, value: string): string {
  return `${href}${href.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

/** The view's address (menuRoute's screen href) with a fresh credential for this opening. */
export async function largeScreenUrl(href: string): Promise<string> {
  if (getApiConfig().dataVisualAuth === 'token') return withQuery(href, 'token', $token.get() ?? '');
  const { ticket } = await http.post<{ ticket: string }>('/api/oauth/DataVisualTicket');
  return withQuery(href, 'ticket', ticket);
}
