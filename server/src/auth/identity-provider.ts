/**
 * An OAuth-style identity provider for single sign-on (enterprise chat). The only implementation
 * so far is the test provider (src/test-providers/identity-provider.ts, ATRIUM_TEST_PROVIDERS=1).
 */
export interface IdentityProvider {
  /** Where the browser goes to sign in at the provider; it comes back to redirectUri with code and state. */
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  /** The provider's user id for a code (matched to the Atrium account), or null when the code is unknown, expired or spent. */
  exchange(code: string): Promise<string | null>;
}

/** Provider types of /api/oauth/render/{type} and /api/oauthhtird/{type}/callback. */
export const SSO_TYPES = ['wechat_enterprise'] as const;
export type SsoType = (typeof SSO_TYPES)[number];

export function isSsoType(value: string): value is SsoType {
  return (SSO_TYPES as readonly string[]).includes(value);
}
