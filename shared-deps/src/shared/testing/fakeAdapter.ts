/**
 * A fake axios adapter: the real interceptors and transforms run, only the network is
 * replaced. Each call is recorded; the handler decides the reply.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export type FakeReply =
  | { status?: number; data?: unknown; headers?: Record<string, string> }
  | { networkError: true }
  | { timeout: true };

export interface FakeAdapter {
  adapter: AxiosAdapter;
  calls: InternalAxiosRequestConfig[];
  /** The last request, or throws when none was made. */
  last(): InternalAxiosRequestConfig;
}

/** A JNPF envelope reply. */
export function envelope(code: number, data?: unknown, msg = code === 200 ? 'Success' : 'Error'): FakeReply {
  return { data: { code, msg, data } };
}

export function createFakeAdapter(
  handler: (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply> = () => envelope(200, null),
): FakeAdapter {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const reply = await handler(config);
    if ('networkError' in reply) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    if ('timeout' in reply) throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config, {});
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status ?? 200,
      statusText: String(reply.status ?? 200),
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
      request: {},
    };
    if (response.status >= 400) {
      throw new AxiosError(`Request failed with status code ${response.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    }
    return response;
  };
  return {
    adapter,
    calls,
    last() {
      const call = calls[calls.length - 1];
      if (!call) throw new Error('fake adapter: no request was made');
      return call;
    },
  };
}
