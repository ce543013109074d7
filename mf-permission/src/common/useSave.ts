import { useState } from 'react';
import { notifySuccess } from '@atrium/shared';

/**
 * A dialog's or form's save: busy while the call runs; on success the message and `done`; on
 * failure (already toasted by the http client) the input stays and the button is enabled again.
 */
export function useSave(done: () => void): { busy: boolean; run: (call: () => Promise<unknown>, message: string) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>, message: string) => {
    setBusy(true);
    try {
      await call();
    } catch {
      return;
    } finally {
      setBusy(false);
    }
    notifySuccess(message);
    done();
  };
  return { busy, run };
}
