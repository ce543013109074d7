/**
 * The http client factory: one axios instance with the JNPF conventions of spec
 * sections 7 and 8. Everything it needs from the rest of the app (token, locale,
 * toasts, session expiry, location) is passed in, so tests drive it with a fake
 * axios adapter and fake effects; http/index.ts wires the real ones.
 */
import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosProgressEvent,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { ApiError } from './ApiError';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';
export type HttpResponseType = 'json' | 'text' | 'blob' | 'arraybuffer';

export interface HttpOptions {
  /** Resolve with the raw response body (whole {code,msg,data} envelope) without code checks. */
  skipCodeCheck?: boolean;
  /** No error toast (the promise still rejects). */
  silent?: boolean;
  /** Send the body form-encoded (application/x-www-form-urlencoded). */
  form?: boolean;
  /** 'blob', 'arraybuffer' and 'text' resolve with the raw body and skip code checks. */
  responseType?: HttpResponseType;
  /** Milliseconds; overrides the configured default for this call. */
  timeout?: number;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  onUploadProgress?: (event: AxiosProgressEvent) => void;
  onDownloadProgress?: (event: AxiosProgressEvent) => void;
}

export interface HttpRequestConfig extends HttpOptions {
  url: string;
  method?: HttpMethod;
  params?: Record<string, unknown>;
  /** Request body; for GET it is sent as query parameters. */
  data?: unknown;
}

export interface HttpClient {
  get<T = unknown>(url: string, params?: Record<string, unknown>, options?: HttpOptions): Promise<T>;
  post<T = unknown>(url: string, body?: unknown, options?: HttpOptions): Promise<T>;
  put<T = unknown>(url: string, body?: unknown, options?: HttpOptions): Promise<T>;
  delete<T = unknown>(url: string, body?: unknown, options?: HttpOptions): Promise<T>;
  request<T = unknown>(config: HttpRequestConfig): Promise<T>;
}

export interface HttpClientDeps {
  /** Transport; tests pass a fake. Defaults to axios' own (XHR in browsers). */
  adapter?: AxiosAdapter;
  getConfig(): { baseURL: string; timeout: number };
  /** The verbatim token, or null when signed out. */
  getToken(): string | null;
  /** Accept-Language value (zh-CN, zh-TW, en-US). */
  getAcceptLanguage(): string;
  /** Text of the generic error toast (请求出错，请重试, translated). */
  defaultErrorMessage(): string;
  /** Text of the error for a canceled request (never toasted). */
  canceledMessage(): string;
  toastError(message: string, durationMs: number): void;
  /** Clears the session and announces it (resetSession('expired')). */
  expireSession(): void;
  getLocation(): { pathname: string; search: string };
  navigate(url: string): void;
  now?(): number;
}

/** Duration of error toasts (spec section 8: 1.5 s). */
export const ERROR_TOAST_MS = 1500;
/** Codes meaning the token is invalid or expired. */
export const SESSION_CODES: readonly number[] = [600, 601, 602];
/** Calls whose 600/601/602 answers mean "wrong credentials", not "session over". */
const SESSION_EXEMPT = /\/api\/oauth\/(Login|LockScreen)\/?(?:[?#]|$)/i;

interface Flags {
  skipCodeCheck: boolean;
  silent: boolean;
  form: boolean;
}
type FlaggedConfig = InternalAxiosRequestConfig & { atrium?: Flags };

interface Envelope {
  code: number;
  msg?: unknown;
  data?: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Form body: nested values as JSON, null/undefined as ''. */
export function toFormBody(body: unknown): URLSearchParams {
  if (body instanceof URLSearchParams) return body;
  const form = new URLSearchParams();
  if (!isRecord(body)) return form;
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) form.append(key, '');
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
}

function isRawResponse(config: InternalAxiosRequestConfig): boolean {
  const type = config.responseType;
  return type === 'blob' || type === 'arraybuffer' || type === 'text';
}

function flagsOf(config: InternalAxiosRequestConfig): Flags {
  return (config as FlaggedConfig).atrium ?? { skipCodeCheck: false, silent: false, form: false };
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const now = deps.now ?? Date.now;
  const instance: AxiosInstance = axios.create({
    ...(deps.adapter ? { adapter: deps.adapter } : {}),
    // Lists as repeated keys (ids=1&ids=2), which Spring and Fastify both read as arrays.
    paramsSerializer: { indexes: null },
  });

  instance.interceptors.request.use((config) => {
    const { baseURL, timeout } = deps.getConfig();
    if (config.baseURL === undefined) config.baseURL = baseURL;
    if (config.timeout === undefined || config.timeout === 0) config.timeout = timeout;

    const method = (config.method ?? 'get').toLowerCase();
    // GET sends its payload as query parameters.
    if (method === 'get' && config.data !== undefined) {
      if (isRecord(config.data)) config.params = { ...config.data, ...(config.params as object | undefined) };
      config.data = undefined;
    }
    // Timestamp against caches on every call.
    config.params = { ...(config.params as object | undefined), n: now() };

    const headers = AxiosHeaders.from(config.headers);
    headers.set('jnpf-origin', 'pc');
    headers.set('Accept-Language', deps.getAcceptLanguage());
    const token = deps.getToken();
    if (token && !headers.has('Authorization')) headers.set('Authorization', token);
    if (flagsOf(config).form) {
      config.data = toFormBody(config.data);
      headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
    }
    config.headers = headers;
    return config;
  });

  const toast = (config: InternalAxiosRequestConfig | undefined, message: string): void => {
    if (config && flagsOf(config).silent) return;
    deps.toastError(message, ERROR_TOAST_MS);
  };

  const handleSessionCode = (config: InternalAxiosRequestConfig): boolean => {
    if (SESSION_EXEMPT.test(config.url ?? '')) return false;
    deps.expireSession();
    const { pathname, search } = deps.getLocation();
    if (pathname !== '/login') deps.navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`);
    return true;
  };

  /** Resolves the envelope's data or throws the ApiError for a non-200 code. */
  const checkEnvelope = (body: Envelope, config: InternalAxiosRequestConfig): unknown => {
    if (body.code === 200) return body.data;
    const msg = typeof body.msg === 'string' && body.msg !== '' ? body.msg : deps.defaultErrorMessage();
    toast(config, msg);
    const session = SESSION_CODES.includes(body.code) && handleSessionCode(config);
    throw new ApiError({ code: body.code, msg, kind: session ? 'session' : 'api', data: body.data });
  };

  const networkError = (config: InternalAxiosRequestConfig | undefined, status: number, cause: unknown): ApiError => {
    const msg = deps.defaultErrorMessage();
    toast(config, msg);
    return new ApiError({ code: status, msg, kind: 'network', cause });
  };

  instance.interceptors.response.use(
    (response: AxiosResponse) => {
      const { config } = response;
      if (isRawResponse(config) || flagsOf(config).skipCodeCheck) return response;
      const body: unknown = response.data;
      if (!isEnvelope(body)) throw networkError(config, response.status, body);
      return { ...response, data: checkEnvelope(body, config) };
    },
    (error: unknown) => {
      if (error instanceof ApiError) throw error;
      if (axios.isCancel(error)) {
        throw new ApiError({ code: 0, msg: deps.canceledMessage(), kind: 'network', canceled: true, cause: error });
      }
      if (error instanceof AxiosError) {
        const { config, response } = error;
        if (response && config) {
          const skip = isRawResponse(config) || flagsOf(config).skipCodeCheck;
          // Some gateways answer with an HTTP error status and a JNPF envelope.
          if (!skip && isEnvelope(response.data)) checkEnvelope(response.data, config);
          throw networkError(config, response.status, error);
        }
        throw networkError(config, 0, error);
      }
      throw networkError(undefined, 0, error);
    },
  );

  const request = async <T>(config: HttpRequestConfig): Promise<T> => {
    const { skipCodeCheck, silent, form, responseType, timeout, headers, signal, onUploadProgress, onDownloadProgress } = config;
    const axiosConfig = {
      url: config.url,
      method: config.method ?? 'get',
      params: config.params,
      data: config.data,
      responseType: responseType ?? 'json',
      ...(timeout !== undefined ? { timeout } : {}),
      ...(headers ? { headers } : {}),
      ...(signal ? { signal } : {}),
      ...(onUploadProgress ? { onUploadProgress } : {}),
      ...(onDownloadProgress ? { onDownloadProgress } : {}),
      atrium: { skipCodeCheck: skipCodeCheck === true, silent: silent === true, form: form === true },
    };
    const response = await instance.request<T>(axiosConfig);
    return response.data;
  };

  return {
    get: (url, params, options) => request({ ...options, url, method: 'get', ...(params ? { params } : {}) }),
    post: (url, body, options) => request({ ...options, url, method: 'post', data: body }),
    put: (url, body, options) => request({ ...options, url, method: 'put', data: body }),
    delete: (url, body, options) => request({ ...options, url, method: 'delete', data: body }),
    request,
  };
}
