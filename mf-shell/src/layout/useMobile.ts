import { useEffect, useState } from 'react';
import { updateSettings } from '@atrium/shared';

/** Spec section 2: the mobile layout applies below 992 px. */
export const MOBILE_QUERY = '(max-width: 991.98px)';

/**
 * True in the mobile layout. Switching to it closes the sidebar (spec section 2), so the
 * menu does not cover the page until the user opens it.
 */
export function useMobile(): boolean {
  const [mobile, setMobile] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(MOBILE_QUERY);
    const onChange = (): void => {
      setMobile(query.matches);
      if (query.matches) updateSettings({ sidebarOpened: false });
    };
    if (query.matches) updateSettings({ sidebarOpened: false });
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return mobile;
}
