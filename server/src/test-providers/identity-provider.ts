import { randomBytes } from 'node:crypto';
import type { IdentityProvider } from '../auth/identity-provider';

export const TEST_IDP_CODE_TTL_MS = 5 * 60_000;
const MAX_PENDING = 1000;

/**
 * TEST PROVIDER — a stand-in for the enterprise-chat identity provider, only built with
 * ATRIUM_TEST_PROVIDERS=1. Its authorize page (test-providers/routes.ts) lets you name the
 * enterprise-chat user id, then sends the browser back with a single-use code for it.
 */
export class TestIdentityProvider implements IdentityProvider {
  private readonly codes = new Map<string, { userId: string; expiresAt: number }>();

  constructor(
    private readonly clock: () => number,
    /** Path of the authorize page, under the API prefix. */
    private readonly authorizePath: string,
  ) {}

  authorizeUrl(input: { state: string; redirectUri: string }): string {
    const query = new URLSearchParams({ appid: 'atrium-test', redirect_uri: input.redirectUri, state: input.state });
    return `${this.authorizePath}?${query.toString()}`;
  }

  /** The provider's side of a successful sign-in: a code the relying party can exchange once. */
  issueCode(userId: string): string {
    const now = this.clock();
    for (const [code, entry] of this.codes) if (entry.expiresAt <= now) this.codes.delete(code);
    if (this.codes.size >= MAX_PENDING) this.codes.delete(this.codes.keys().next().value as string);
    const code = randomBytes(16).toString('base64url');
    this.codes.set(code, { userId, expiresAt: now + TEST_IDP_CODE_TTL_MS });
    return code;
  }

  async exchange(code: string): Promise<string | null> {
    const entry = this.codes.get(code);
    this.codes.delete(code);
    return entry && entry.expiresAt > this.clock() ? entry.userId : null;
  }
}
