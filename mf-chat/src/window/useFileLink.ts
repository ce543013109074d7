import { useCallback, useEffect, useState } from 'react';
import { fileLink } from '../api';

/**
 * A link to show a stored file: null while asking, '' when the file cannot be had (gone, or not
 * this user's to read). `refresh` asks for a fresh one once (an <img> whose link expired).
 */
export function useFileLink(fileId: string): { url: string | null; refresh: () => void } {
  const [url, setUrl] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fileLink(fileId, { fresh: attempt > 0 }).then(
      (found) => live && setUrl(found),
      () => live && setUrl(''),
    );
    return () => {
      live = false;
    };
  }, [fileId, attempt]);
  const refresh = useCallback(() => setAttempt((current) => (current > 0 ? current : 1)), []);
  return { url, refresh };
}
