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
}

const DEFAULTS: ApiConfig = {
  baseURL: '',
  clientSecret: '',
  timeout: 60_000,
  dataVisualBase: '/DataV',
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
  current = next;
}

export function getApiConfig(): Readonly<ApiConfig> {
  return current;
}
