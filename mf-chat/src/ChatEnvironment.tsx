import { createContext, useContext } from 'react';

export interface ChatEnvironment {
  /** Origin of the API for media URLs ('' = same origin as the page). */
  apiBase: string;
  /** 'drawer': the portal's 280 px panel with the window beside it; 'inline': inside a legacy page's container. */
  layout: 'drawer' | 'inline';
}

export const ChatEnvironmentContext = createContext<ChatEnvironment>({ apiBase: '', layout: 'drawer' });

export const useChatEnvironment = () => useContext(ChatEnvironmentContext);

/** A server path as a URL the page can load. */
export function mediaUrl(apiBase: string, path: string): string {
  return /^(https?:)?\/\//i.test(path) || apiBase === '' ? path : apiBase + path;
}
