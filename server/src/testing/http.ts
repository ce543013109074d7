import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Envelope } from '../plugins/envelope';

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
  lang?: string;
}

export interface CallResult<T> extends Envelope<T> {
  status: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call through inject, returning the envelope. The data type is the
 * caller's claim: tests assert on the fields they read.
 */
export async function call<T = unknown>(app: FastifyInstance, method: Method, url: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = options.token;
  if (options.lang) headers['accept-language'] = options.lang;
  const request: InjectOptions = { method, url, headers };
  if (options.ip) request.remoteAddress = options.ip;
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  const response = await app.inject(request);
  const parsed = JSON.parse(response.body) as Envelope<T>;
  return { status: response.statusCode, ...parsed };
}
