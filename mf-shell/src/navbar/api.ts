import { http, type Locale } from '@atrium/shared';

/** Saves the user's language on the server (spec section 4: the server first, then the locale). */
export function saveLanguage(language: Locale): Promise<unknown> {
  return http.put('/api/permission/Users/Current/SystemLanguage', { language });
}
