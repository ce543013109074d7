import type { KeyboardEvent } from 'react';

/**
 * A keydown handler closing the innermost layer on Escape. It marks the event handled, so the
 * drawer's own Escape (ChatApp) does not close the whole chat as well.
 */
export const onEscape = (close: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Escape') return;
  event.preventDefault();
  close();
};
