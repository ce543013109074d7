import { useState } from 'react';

/** Which record the form dialog edits: null id for a new one, no target while the dialog is closed. */
export interface EditDialog {
  target: { id: string | null } | null;
  open: (id: string | null) => void;
  close: () => void;
  /** Closes the dialog and reloads the list behind it. */
  saved: () => void;
}

export function useEditDialog(reload: () => void): EditDialog {
  const [target, setTarget] = useState<{ id: string | null } | null>(null);
  return {
    target,
    open: (id) => setTarget({ id }),
    close: () => setTarget(null),
    saved: () => {
      setTarget(null);
      reload();
    },
  };
}
