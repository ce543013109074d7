// Uploads of a form still on their way (issue 15 review): a record saved while a file is being
// uploaded would be stored without it, so the form asks its upload fields before it submits.
import { createContext, useContext } from 'react';
import type { Uploader } from '@atrium/shared';

/** Why the form cannot be saved yet: a file still uploading (or paused), or one that failed. */
export type UploadBlock = 'uploading' | 'failed' | null;

export interface UploadTracker {
  /** An upload field's uploader joins the form; the returned function leaves it. */
  register(uploader: Uploader): () => void;
  /** What stops a save now; null when every chosen file is stored. */
  block(): UploadBlock;
}

export function createUploadTracker(): UploadTracker {
  const uploaders = new Set<Uploader>();
  return {
    register(uploader) {
      uploaders.add(uploader);
      return () => {
        uploaders.delete(uploader);
      };
    },
    block() {
      let failed = false;
      for (const uploader of uploaders) {
        for (const item of uploader.$items.get()) {
          // A stored file leaves the engine's list (it is in the value then).
          if (item.status === 'error') failed = true;
          else if (item.status !== 'success') return 'uploading';
        }
      }
      return failed ? 'failed' : null;
    },
  };
}

/** Outside a record form (a preview) nothing is tracked. */
const NONE: UploadTracker = { register: () => () => undefined, block: () => null };

export const UploadTrackerContext = createContext<UploadTracker>(NONE);

export const useUploadTracker = (): UploadTracker => useContext(UploadTrackerContext);
