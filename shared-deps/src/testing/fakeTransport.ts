// A fake transport for page tests: a page's real calls (its api.ts, made over a client) answered as
// the test decides per method and path; every request is recorded. Test code only: every
// micro-frontend's page tests take it as @atrium/testing (jest and the type checks map it here; no
// bundle has it, and lint keeps it out of the product's code).
import type { HttpClient } from '@atrium/shared';

export interface FakeCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload: unknown;
}

type Handler = (payload: unknown, url: string) => unknown;

export interface FakeTransport<Api> {
  api: Api;
  /** The fake client itself, for pages whose calls take the client as a parameter. */
  client: HttpClient;
  calls: FakeCall[];
  /** Answers `method path` (path without query); unknown routes reject like a 404. A handler may throw to refuse. */
  on(route: string, handler: Handler | unknown): void;
  callsTo(route: string): FakeCall[];
}

export function createFakeTransport<Api>(createApi: (client: HttpClient) => Api): FakeTransport<Api> {
  const calls: FakeCall[] = [];
  const routes = new Map<string, Handler>();
  const send = (method: FakeCall['method']) => (url: string, payload?: unknown) => {
    calls.push({ method, url, payload });
    const handler = routes.get(`${method} ${url}`);
    if (!handler) return Promise.reject(new Error(`fake transport: no answer for ${method} ${url}`));
    try {
      return Promise.resolve(handler(payload, url));
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const client = {
    get: send('GET'),
    post: send('POST'),
    put: send('PUT'),
    delete: send('DELETE'),
    request: () => Promise.reject(new Error('fake transport: request() is not used')),
  } as unknown as HttpClient;
  return {
    api: createApi(client),
    client,
    calls,
    on(route, handler) {
      routes.set(route, typeof handler === 'function' ? (handler as Handler) : () => handler);
    },
    callsTo: (route) => calls.filter((call) => `${call.method} ${call.url}` === route),
  };
}
