import { http } from '@atrium/shared';
import type { SignedIn } from '../adoptSignIn';

/** The enterprise-chat provider type of spec section 7. */
export const SSO_TYPE = 'wechat_enterprise';

/** GET /api/oauth/render/{type}: the provider's authorize URL, with a fresh state. */
export function ssoAuthorizeUrl(): Promise<string> {
  return http.get(`/api/oauth/render/${SSO_TYPE}`);
}

/** POST /api/oauthhtird/wechat_enterprise/callback?code&state: exchanges the provider's code for a session. */
export function ssoCallback(code: string, state: string): Promise<SignedIn> {
  return http.post(`/api/oauthhtird/${SSO_TYPE}/callback?${new URLSearchParams({ code, state }).toString()}`, {});
}
