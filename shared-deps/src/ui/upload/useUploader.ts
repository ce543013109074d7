import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useRef, useState } from 'react';
import { createUploader, type UploadEvent, type Uploader, type UploadItem } from '@atrium/shared';

const none = atom<readonly UploadItem[]>([]);

/**
 * The component's own uploader: the one given (tests), or one made per mount and destroyed on
 * unmount (its uploads stop with it). Made in the effect, so a mount, unmount and mount again
 * (React's strict mode) gets a live one.
 */
export function useOwnUploader(given: Uploader | undefined): Uploader | null {
  const [own, setOwn] = useState<Uploader | null>(null);
  useEffect(() => {
    if (given) return undefined;
    const created = createUploader();
    setOwn(created);
    return () => {
      created.destroy();
      setOwn(null);
    };
  }, [given]);
  return given ?? own;
}

/** The component's uploader (useOwnUploader) with its items; `onEvent` always sees the latest props. */
export function useUploader(given: Uploader | undefined, onEvent: (event: UploadEvent) => void): { uploader: Uploader | null; items: readonly UploadItem[] } {
  const uploader = useOwnUploader(given);
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (!uploader) return undefined;
    const subscription = uploader.events$.subscribe((event) => handler.current(event));
    return () => subscription.unsubscribe();
  }, [uploader]);

  return { uploader, items: useStore(uploader?.$items ?? none) };
}
