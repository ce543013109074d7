import { http } from '@atrium/shared';

export interface LoginConfig {
  sysName?: string;
  loginNeedCode?: number;
  // Atrium's additions: which other ways in the server has set up. A JNPF server sends none of
  // them, and then every method is offered, as its own client does.
  smsSignIn?: number;
  qrSignIn?: number;
  ssoTypes?: string[];
}

/** The enterprise-chat provider type of spec section 7 (the SSO link's target). */
const SSO_TYPE = 'wechat_enterprise';

export interface SignInOffer {
  methods: ('password' | 'phone' | 'qr')[];
  sso: boolean;
}

export const PASSWORD_ONLY: SignInOffer = { methods: ['password'], sso: false };

/** The sign-in methods to show for the server's configuration. */
export function offeredMethods(config: LoginConfig): SignInOffer {
  const methods: SignInOffer['methods'] = ['password'];
  if (config.smsSignIn !== 0) methods.push('phone');
  if (config.qrSignIn !== 0) methods.push('qr');
  return { methods, sso: config.ssoTypes === undefined || config.ssoTypes.includes(SSO_TYPE) };
}

/** GET /api/oauth/getConfig/{id}: what the sign-in page shows before anyone is signed in. */
export function getLoginConfig(): Promise<LoginConfig> {
  return http.get<LoginConfig>('/api/oauth/getConfig/portal', undefined, { silent: true });
}

