import { useLayoutEffect } from 'react';
import type { LazyStyleSheet } from './createPageParcel';

/**
 * Keeps a lazy CSS-module stylesheet in the document while the calling component is mounted
 * (style-loader counts users, so the tag goes when the last one unmounts). Runs before paint.
 */
export function useStyleSheet(sheet: LazyStyleSheet): void {
  useLayoutEffect(() => {
    sheet.use();
    return () => sheet.unuse();
  }, [sheet]);
}
