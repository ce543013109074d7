import { useState } from 'react';
import { clearDictionaryCache, notifySuccess } from '@atrium/shared';

/**
 * A dialog's save: busy while the call runs; on success the message, the shared dictionary
 * cache cleared and `done`; on failure (already toasted by the http client) the dialog stays
 * open with its input and the button is enabled again.
 */
export function useSave(done: () => void): { busy: boolean; run: (call: () => Promise<unknown>, message: string) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<unknown>, message: string) => {
    setBusy(true);
    try {
      await call();
    } catch {
      setBusy(false);
      return;
    }
    notifySuccess(message);
    clearDictionaryCache();
    done();
  };
  return { busy, run };
}
