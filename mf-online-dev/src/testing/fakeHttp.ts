// A fake transport for the api factories: routes by method and path, records every call, and
// refuses like the real client (an ApiError of kind 'api' carrying the server's msg).
import { ApiError, type HttpClient, type HttpOptions, type HttpRequestConfig } from '@atrium/shared';

export interface FakeCall {
  method: 'get' | 'post' | 'put' | 'delete';
  url: string;
  /** Query parameters (GET) or body. */
  body: unknown;
  options?: HttpOptions;
}

export type FakeRoute = (call: FakeCall) => unknown;

/** A refusal as the server sends it: {code, msg}. */
export function refuse(msg: string, code = 400): never {
  throw new ApiError({ code, msg, kind: 'api' });
}

export interface FakeHttp extends HttpClient {
  calls: FakeCall[];
  /** Calls of one method whose path matches. */
  callsTo(method: FakeCall['method'], path: string | RegExp): FakeCall[];
}

/**
 * `routes` maps 'METHOD /path' (exact) or 'METHOD ^regex' to a handler returning the `data`
 * of the envelope. An unknown route fails the test loudly.
 */
export function createFakeHttp(routes: Record<string, FakeRoute>): FakeHttp {
  const calls: FakeCall[] = [];
  const handle = async (call: FakeCall): Promise<unknown> => {
    calls.push(call);
    const wanted = `${call.method.toUpperCase()} ${call.url}`;
    for (const [pattern, route] of Object.entries(routes)) {
      const [method, path = ''] = pattern.split(' ');
      if (method !== call.method.toUpperCase()) continue;
      if (path.startsWith('^') ? new RegExp(path).test(call.url) : path === call.url) return route(call);
    }
    throw new Error(`fake http: no route for ${wanted}`);
  };
  const client = {
    calls,
    callsTo: (method: FakeCall['method'], path: string | RegExp) => calls.filter((call) => call.method === method && (typeof path === 'string' ? call.url === path : path.test(call.url))),
    get: <T,>(url: string, params?: Record<string, unknown>, options?: HttpOptions) => handle({ method: 'get', url, body: params, options }) as Promise<T>,
    post: <T,>(url: string, body?: unknown, options?: HttpOptions) => handle({ method: 'post', url, body, options }) as Promise<T>,
    put: <T,>(url: string, body?: unknown, options?: HttpOptions) => handle({ method: 'put', url, body, options }) as Promise<T>,
    delete: <T,>(url: string, body?: unknown, options?: HttpOptions) => handle({ method: 'delete', url, body, options }) as Promise<T>,
    request: <T,>(config: HttpRequestConfig) => handle({ method: (config.method ?? 'get') as FakeCall['method'], url: config.url, body: config.data ?? config.params, options: config }) as Promise<T>,
  };
  return client;
}
