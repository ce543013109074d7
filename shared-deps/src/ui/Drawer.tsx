import type { CSSProperties, ReactNode } from 'react';
import sheet from './ui.module.css';
import { useStyleSheet } from './useStyleSheet';

const styles = sheet.locals;

/** Spec section 9: drawers are 280, 320 or 700 px wide (a detail popup may ask for a percentage). */
export const DRAWER_SIZES = [280, 320, 700] as const;

export interface DrawerProps {
  /** The header's title: names what the drawer shows (日志详情, 站内消息, 字典分类). */
  title: string;
  /**
   * 280, 320 or 700 px (spec section 9), or a CSS length such as '60%'. 700 by default. Never wider
   * than the screen: on a phone a drawer covers it.
   */
  size?: number | string;
  /** Open while mounted by default; a drawer kept mounted passes its state (it then slides in and out). */
  open?: boolean;
  placement?: 'end' | 'start';
  /** Beside the title, on the left of the header (the message drawer's 更多). */
  titleExtra?: ReactNode;
  /** Icon buttons in the header, before the close button. */
  headerActions?: ReactNode;
  /** The footer's buttons, right-aligned (cancel first, the primary action last). */
  footer?: ReactNode;
  /** Nothing closes the drawer while a save is under way. */
  busy?: boolean;
  /**
   * A click on the backdrop closes the drawer (true by default, as for details). A drawer holding
   * edits says false: only Esc, the close button or its own buttons close it, so no input is lost.
   */
  closeOnOverlay?: boolean;
  /** Esc, the close button and (see closeOnOverlay) the backdrop; the parent unmounts or closes it. */
  onClose: () => void;
  /** After the slide-out of a drawer kept mounted (`open` false). */
  onAfterHide?: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * The portal's one drawer (issue 17 item 7): an `<sl-drawer>` with the same header (title, what
 * belongs beside it, actions, the close button), footer, widths and closing rules everywhere.
 * Closing is always the parent's decision; events from nested Shoelace elements are ignored.
 */
export function Drawer({
  title,
  size = 700,
  open = true,
  placement = 'end',
  titleExtra,
  headerActions,
  footer,
  busy = false,
  closeOnOverlay = true,
  onClose,
  onAfterHide,
  className,
  children,
}: DrawerProps) {
  useStyleSheet(sheet);
  const width = `min(${typeof size === 'number' ? `${size}px` : size}, 100vw)`;
  // A detail drawer (wider than the 320 px of a side panel, or a share of the screen) covers a
  // phone's whole width: 80 % of 390 px leaves a table no room and a strip of page to mis-tap.
  const wide = typeof size === 'string' || size > 320;
  const classes = [styles.drawer, wide ? styles.drawerWide : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <sl-drawer
      open={open}
      label={title}
      placement={placement}
      className={classes}
      style={{ '--size': width } as CSSProperties}
      data-drawer=""
      onsl-request-close={(event: CustomEvent) => {
        if (event.target !== event.currentTarget) return; // from a nested element
        event.preventDefault();
        const source = (event.detail as { source?: string } | null)?.source;
        if (busy || (source === 'overlay' && !closeOnOverlay)) return;
        onClose();
      }}
      onsl-after-hide={(event: CustomEvent) => {
        // sl-after-hide bubbles from nested Shoelace elements (selects, tooltips).
        if (event.target === event.currentTarget) onAfterHide?.();
      }}
    >
      <span slot="label" className={styles.drawerTitle}>
        <span className={styles.drawerTitleText}>{title}</span>
        {titleExtra}
      </span>
      {headerActions && <span slot="header-actions">{headerActions}</span>}
      {children}
      {footer && (
        <span slot="footer" className={styles.drawerFooter}>
          {footer}
        </span>
      )}
    </sl-drawer>
  );
}
