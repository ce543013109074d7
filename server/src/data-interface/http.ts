import { networkFailureOf } from '../domain/network-failure';
import { ApiError, badRequest } from '../plugins/errors';
import { checkUrl, type HeaderDef, type ParamValue, type RequestMethod } from './model';
import type { AllowedHost } from './settings';

export interface HttpCall {
  method: RequestMethod;
  url: string;
  headers: readonly HeaderDef[];
  /** GET: appended to the query string; POST: the JSON body. */
  params: Record<string, ParamValue>;
}

export interface HttpLimits {
  hosts: readonly AllowedHost[];
  timeoutMs: number;
  maxBytes: number;
}

const MAX_REDIRECTS = 3;

/** The body, read no further than `maxBytes`. */
async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) throw badRequest('diResponseTooLarge', { max: Math.round(maxBytes / 1024) });
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw badRequest('diResponseTooLarge', { max: Math.round(maxBytes / 1024) });
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * One HTTP interface call: the host is checked against the allow-list before every request
 * (redirects are followed by hand, only to the same origin), the whole call (redirects and body
 * included) is bounded by `timeoutMs`, the body by `maxBytes`, and it must be JSON.
 */
export async function callHttp(call: HttpCall, limits: HttpLimits): Promise<unknown> {
  let url = checkUrl(call.url, limits.hosts);
  const origin = url.origin;
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const header of call.headers) headers[header.field] = header.value;
  let body: string | undefined;
  if (call.method === 'GET') {
    for (const [name, value] of Object.entries(call.params)) if (value !== null) url.searchParams.set(name, String(value));
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.params);
  }
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    for (let hop = 0; ; hop += 1) {
      const response = await fetch(url, { method: call.method, headers, body, redirect: 'manual', signal });
      if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
        await response.body?.cancel();
        const next = new URL(response.headers.get('location') ?? '', url);
        if (next.origin !== origin || hop >= MAX_REDIRECTS) throw badRequest('diRedirectRefused', { host: next.host });
        url = checkUrl(next.href, limits.hosts);
        continue;
      }
      const text = await readLimited(response, limits.maxBytes);
      if (!response.ok) throw badRequest('diHttpStatus', { status: response.status });
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw badRequest('diResponseNotJson');
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (signal.aborted) throw badRequest('diTimeout', { seconds: Math.round(limits.timeoutMs / 100) / 10 });
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
    // `detail` is not in the sentence; it stays in the call log's stored parameters for operators.
    const params = { host: url.host, detail: cause.slice(0, 200) };
    switch (networkFailureOf(error)) {
      case 'refused': throw badRequest('diConnectRefused', params);
      case 'notFound': throw badRequest('diHostNotFound', params);
      case 'tls': throw badRequest('diTlsFailed', params);
      case 'timeout': throw badRequest('diTimeout', { seconds: Math.round(limits.timeoutMs / 100) / 10 });
      default: throw badRequest('diRequestFailed', params);
    }
  }
}
