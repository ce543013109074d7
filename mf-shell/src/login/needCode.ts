import { ApiError } from '@atrium/shared';

/**
 * What a refused sign-in says about the captcha: the server answers code 400 with data
 * `{needCode}` once an account or address has failed a few times (docs/server.md "Failed
 * sign-ins"). undefined when the answer does not say (network error, another server).
 */
export function needCodeOf(error: unknown): boolean | undefined {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return undefined;
  const flag = (error.data as { needCode?: unknown }).needCode;
  return typeof flag === 'boolean' ? flag : undefined;
}
