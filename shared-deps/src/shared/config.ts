/** Deployment settings of @atrium/shared, set once by the root config or the shell. */
export interface ApiConfig {
  /** Prefix of every API call; '' means same origin. */
  baseURL: string;
  /** client_secret sent with the password login. */
  clientSecret: string;
  /** Default request timeout in ms (single calls may pass their own). */
  timeout: number;
  /** Base of the data-visualisation host for large-screen menus (type 6). */
  dataVisualBase: string;
  /**
   * What goes in /websocket/{…}: 'ticket' (a single-use ticket from POST /api/oauth/SocketTicket,
   * the reference server's way) or 'token' (the session token, for JNPF servers that expect it).
   */
  socketAuth: 'ticket' | 'token';
  /**
   * What a large-screen view (menu type 6) gets in its URL: 'ticket' (a one-time ticket from
   * POST /api/oauth/DataVisualTicket, which the data-visual host exchanges once; the reference
   * server's way) or 'token' (the session token, for JNPF servers without that endpoint).
   */
  dataVisualAuth: 'ticket' | 'token';
  /**
   * Whether an ended session (600/601/602) sends the page to /login. The portal does; a page that
   * only embeds a parcel (the legacy chat) must keep its own URL.
   */
  loginRedirect: boolean;
}

const DEFAULTS: ApiConfig = {
  baseURL: '',
  clientSecret: '',
  timeout: 60_000,
  dataVisualBase: '/DataV',
  socketAuth: 'ticket',
  dataVisualAuth: 'ticket',
  loginRedirect: true,
};

let current: ApiConfig = { ...DEFAULTS };

/** Changes the given settings; omitted ones keep their value. */
export function configureApi(changes: Partial<ApiConfig>): void {
  const next: ApiConfig = { ...current };
  if (changes.baseURL !== undefined) next.baseURL = changes.baseURL.replace(/\/+$/, '');
  if (changes.clientSecret !== undefined) next.clientSecret = changes.clientSecret;
  if (changes.timeout !== undefined && Number.isFinite(changes.timeout) && changes.timeout >= 0) {
    next.timeout = changes.timeout;
  }
  if (changes.dataVisualBase !== undefined) next.dataVisualBase = changes.dataVisualBase.replace(/\/+$/, '');
  if (changes.socketAuth === 'ticket' || changes.socketAuth === 'token') next.socketAuth = changes.socketAuth;
  if (changes.dataVisualAuth === 'ticket' || changes.dataVisualAuth === 'token') next.dataVisualAuth = changes.dataVisualAuth;
  if (typeof changes.loginRedirect === 'boolean') next.loginRedirect = changes.loginRedirect;
  current = next;
}

export function getApiConfig(): Readonly<ApiConfig> {
  return current;
}
