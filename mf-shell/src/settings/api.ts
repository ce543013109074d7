import { http, type LayoutType } from '@atrium/shared';

/** Saves the navigation layout, which the next sign-in returns as `theme`. */
export function saveLayout(theme: LayoutType): Promise<unknown> {
  return http.put('/api/permission/Users/Current/SystemTheme', { theme });
}
