import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';
import { globalPlugin } from './global-plugin';

/**
 * Path of the first number in `value` that is not finite, or null. JSON text cannot write
 * Infinity, but `1e309` parses to it; query strings get it from AJV's coercion.
 */
export function nonFinitePath(value: unknown, path: string = '', depth: number = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  // Bodies are capped at 1 MB; the depth cap only guards against pathological nesting.
  if (typeof value !== 'object' || value === null || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = nonFinitePath(value[index], `${path}[${index}]`, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  // Uploaded files (Buffers) and streams hold bytes, not numbers; walking a 10 MB Buffer key by key would stall.
  if (ArrayBuffer.isView(value) || 'pipe' in value) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = nonFinitePath(child, path === '' ? key : `${path}.${key}`, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function firstNonFinite(request: FastifyRequest): string | null {
  for (const [part, value] of [['querystring', request.query], ['params', request.params], ['body', request.body]] as const) {
    const found = nonFinitePath(value);
    if (found !== null) return found === '' ? part : found;
  }
  return null;
}

/**
 * Refuses Infinity and NaN wherever a request carries numbers. AJV (as Fastify configures it)
 * coerces the query string "1e309" or "Infinity" to Infinity, calls that an integer, and skips
 * minimum/maximum for non-finite numbers; the route schemas cannot say "finite", so the check
 * runs once here, after validation and before any handler.
 */
export const finiteNumbersPlugin = globalPlugin('atrium-finite-numbers', async (app) => {
  app.addHook('preHandler', async (request) => {
    const field = firstNonFinite(request);
    if (field !== null) throw new ApiError(400, 'fieldNotFinite', { field });
  });
});
