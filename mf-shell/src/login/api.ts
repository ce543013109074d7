import { http } from '@atrium/shared';

export interface LoginConfig {
  sysName?: string;
  loginNeedCode?: number;
}

/** GET /api/oauth/getConfig/{id}: what the sign-in page shows before anyone is signed in. */
export function getLoginConfig(): Promise<LoginConfig> {
  return http.get<LoginConfig>('/api/oauth/getConfig/portal', undefined, { silent: true });
}

/** The captcha picture for a key; a new key means a new code. */
export function captchaUrl(key: string): string {
  return `/api/file/ImageCode/${encodeURIComponent(key)}`;
}
