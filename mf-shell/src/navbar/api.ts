import { http, type Locale, type LayoutType } from '@atrium/shared';

/** Saves the user's language on the server (spec section 4: the server first, then the locale). */
export function saveLanguage(language: Locale): Promise<unknown> {
  return http.put('/api/permission/Users/Current/SystemLanguage', { language });
}

/** Saves the navigation layout, which the next sign-in returns as `theme`. */
export function saveLayout(theme: LayoutType): Promise<unknown> {
  return http.put('/api/permission/Users/Current/SystemTheme', { theme });
}
