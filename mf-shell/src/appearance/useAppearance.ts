import { useLayoutEffect } from 'react';
import type { LocalSettings } from '@atrium/shared';
import { isThemeName, primaryPalette, THEME_COLORS } from './palette';

/**
 * Puts the theme colour and the component size on <html> while the layout is shown: Shoelace
 * reads its primary palette from :root, and the size class sets its size tokens (appearance.module.css).
 */
export function useAppearance(themeClass: string, size: LocalSettings['size']): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const palette = primaryPalette(THEME_COLORS[isThemeName(themeClass) ? themeClass : 'blue']);
    for (const [name, value] of Object.entries(palette)) root.style.setProperty(name, value);
    root.dataset.atriumTheme = themeClass;
    return () => {
      for (const name of Object.keys(palette)) root.style.removeProperty(name);
      delete root.dataset.atriumTheme;
    };
  }, [themeClass]);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.atriumSize = size;
    return () => {
      delete root.dataset.atriumSize;
    };
  }, [size]);
}
