import { http } from '@atrium/shared';
import type { SignedIn } from '../adoptSignIn';

/** POST /api/oauth/sms/code: texts a 6-digit code to the phone (of 'phone' or 'phone@account'). */
export function sendSmsCode(phone: string): Promise<{ interval: number; expiresIn: number }> {
  return http.post('/api/oauth/sms/code', { phone });
}

/** POST /api/oauth/sms/login: signs in with the code; 'phone@account' picks one of several accounts. */
export function smsLogin(phone: string, code: string): Promise<SignedIn> {
  return http.post('/api/oauth/sms/login', { phone, code });
}
