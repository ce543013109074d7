// A plain, non-modal side panel fixed to the right of the viewport, drawn like Shoelace's drawer
// (header with the title and a close button, body, footer) but without its machinery. The flow
// designer's node panel (issue 18's budget, 200 nodes): sl-drawer forced a style update on each
// opening, ran its show animation on the main thread (Web Animations), moved focus, and hid its base
// with display: none when closed. This one is always in the page and laid out; closed, it is
// invisible (visibility: hidden: nothing in it is painted, hit, focusable nor read by assistive
// technology) and moved aside. It opens with a CSS transition of its transform only, which the
// compositor runs (none when the user asks for reduced motion). Not `inert` as well: it adds nothing
// to visibility: hidden here, and taking it off restyled the whole panel on each opening (200 nodes:
// the opening's style work 3.1-4.3 ms with it, 1.5-2.3 ms without, traces at load 9-13).
//
// Kept in the designer, not in @atrium/ui: no other page has a non-modal panel (the portal's
// drawers are modal, its chat panel is its own widget). It knows nothing of the designer.
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import sheet from './designer.module.css';

const styles = sheet.locals;

export interface SidePanelProps {
  open: boolean;
  /** The heading, which names the panel (its dialog role's name). */
  title: string;
  /** The name of the header's close button (an icon). */
  closeLabel: string;
  /** Escape, the header's close button; the parent decides (it passes open false). */
  onClose: () => void;
  /** What a keyboard user lands on when the panel opens (the panel itself when it answers null). */
  initialFocus?: () => HTMLElement | null;
  footer?: ReactNode;
  children: ReactNode;
  /** Data attributes for tests and benches (data-*). */
  [data: `data-${string}`]: string | undefined;
}

/** Whether a key is an Escape left to the panel: not taken already, nor pressed in an open element (a select, a menu, a dialog). */
function escapeIsFree(event: KeyboardEvent): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented) return false;
  return !event.composedPath().some((target) => target instanceof Element && target.hasAttribute('open'));
}

export function SidePanel({ open, title, closeLabel, onClose, initialFocus, footer, children, ...data }: SidePanelProps) {
  const titleId = useId();
  const own = useRef<HTMLElement | null>(null);
  const latest = useRef({ onClose, initialFocus });
  latest.current = { onClose, initialFocus };
  /** Where focus goes back to when the panel closes with focus in it: the last thing focused outside it. */
  const returnTo = useRef<HTMLElement | null>(null);

  // Escape closes the open panel when pressed in it, and also in the page it belongs to (its parent:
  // a card just clicked in the canvas keeps the focus, see below), or with nothing focused. Not from
  // elsewhere (a dialog portalled to the body, another tab's page), and not when something open took it.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const panel = own.current;
      const target = event.target as Node | null;
      if (!panel || !escapeIsFree(event)) return;
      if (target !== document.body && !panel.contains(target) && !panel.parentElement?.contains(target)) return;
      event.preventDefault();
      latest.current.onClose();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !own.current?.contains(event.target)) returnTo.current = event.target;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  // Focus. Shoelace's drawer focused its panel on every opening and gave the focus back to the
  // opener when it closed. A keyboard user needs both: a node opened with Enter on its card would
  // otherwise leave Tab to walk the rest of the canvas (up to 200 cards and their + buttons) before
  // reaching the panel. A mouse user does not: the card they clicked keeps the focus (no focus
  // change in the opening's frame), Escape still closes the panel from the canvas (above) and Tab
  // reaches it after the canvas. So the panel takes the focus only when what opened it had keyboard
  // focus (:focus-visible: a card reached with Tab, an issue's link), and gives it back on closing
  // only if the focus is inside it (which closing would otherwise drop onto the page's body).
  // In the layout phase of the commit that opens or closes it, not in an effect's cleanup: React
  // puts back after its mutations the focus the page had before them.
  useLayoutEffect(() => {
    const panel = own.current;
    if (!panel) return;
    if (open) {
      const opener = document.activeElement;
      returnTo.current = opener instanceof HTMLElement && !panel.contains(opener) ? opener : null;
      if (returnTo.current && hasKeyboardFocus(returnTo.current)) (latest.current.initialFocus?.() ?? panel).focus({ preventScroll: true });
      return;
    }
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || !panel.contains(focused)) return;
    const back = returnTo.current;
    if (back?.isConnected && back !== document.body) back.focus({ preventScroll: true });
    // Nothing to go back to (or it took no focus): out of the panel all the same.
    if (document.activeElement === focused) focused.blur();
  }, [open]);

  const classes = open ? styles.sidePanel : `${styles.sidePanel} ${styles.sidePanelClosed}`;
  return (
    // tabIndex -1: the panel itself takes focus when no initial focus is given, as Shoelace's did.
    <section ref={own} role="dialog" aria-modal="false" aria-labelledby={titleId} tabIndex={-1} className={classes} data-open={open ? '' : undefined} {...data}>
      <header className={styles.sidePanelHeader}>
        <h2 id={titleId} className={styles.sidePanelTitle}>{title}</h2>
        <sl-icon-button name="x-lg" label={closeLabel} title={closeLabel} className={styles.sidePanelClose} onClick={onClose} />
      </header>
      <div className={styles.sidePanelBody}>{children}</div>
      {footer && <footer className={styles.sidePanelFooter}>{footer}</footer>}
    </section>
  );
}

/** Focus a keyboard user sees (Tab, Enter): the browser's own judgement, :focus-visible. */
function hasKeyboardFocus(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // A DOM that does not know the selector: no judgement, so no focus moved.
    return false;
  }
}
