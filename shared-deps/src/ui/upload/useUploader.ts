import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useRef, useState } from 'react';
import { createUploader, type UploadEvent, type Uploader, type UploadItem } from '@atrium/shared';

const none = atom<readonly UploadItem[]>([]);

/**
 * The component's uploader: the one given (tests), or one made per mount and destroyed on unmount
 * (its uploads stop with it). Made in the effect, so a mount, unmount and mount again (React's
 * strict mode) gets a live one. `onEvent` always sees the latest props.
 */
export function useUploader(given: Uploader | undefined, onEvent: (event: UploadEvent) => void): { uploader: Uploader | null; items: readonly UploadItem[] } {
  const [own, setOwn] = useState<Uploader | null>(null);
  const uploader = given ?? own;
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (given) return undefined;
    const created = createUploader();
    setOwn(created);
    return () => {
      created.destroy();
      setOwn(null);
    };
  }, [given]);

  useEffect(() => {
    if (!uploader) return undefined;
    const subscription = uploader.events$.subscribe((event) => handler.current(event));
    return () => subscription.unsubscribe();
  }, [uploader]);

  return { uploader, items: useStore(uploader?.$items ?? none) };
}
