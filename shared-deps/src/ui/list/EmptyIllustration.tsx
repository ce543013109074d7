import sheet from '../ui.module.css';
import { useStyleSheet } from '../useStyleSheet';

const styles = sheet.locals;

/**
 * The empty list's picture (issue 17 item 6): an open, empty tray on its shadow, drawn inline in
 * the bundle as SVG, so it needs no icon request, no font and no network, and follows the theme's
 * neutral colours.
 */
export function EmptyIllustration() {
  useStyleSheet(sheet);
  return (
    <svg className={styles.emptyIllustration} width="96" height="64" viewBox="0 0 96 64" aria-hidden="true" focusable="false" data-empty-illustration="">
      <ellipse className={styles.emptyShadow} cx="48" cy="55" rx="40" ry="6" />
      <path className={styles.emptyLine} d="M20 24 30.5 9.5A3 3 0 0 1 33 8h30a3 3 0 0 1 2.5 1.5L76 24" />
      <path
        className={styles.emptyTray}
        d="M20 24h16.5a2.5 2.5 0 0 1 2.5 2.5v1a4.5 4.5 0 0 0 4.5 4.5h9a4.5 4.5 0 0 0 4.5-4.5v-1a2.5 2.5 0 0 1 2.5-2.5H76v22a4 4 0 0 1-4 4H24a4 4 0 0 1-4-4z"
      />
      <path className={styles.emptyLine} d="M40 16h16M44 20h8" />
    </svg>
  );
}
