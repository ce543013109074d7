import { useEffect, useState } from 'react';
import type { FileApi } from './api';
import type { FileRef } from './types';

/**
 * A usable URL for a stored file. The merge's URL expires after minutes, so a value loaded later
 * asks GET /api/file/Uploader/Preview for a fresh signed one (and `refresh` asks again, e.g.
 * when an <img> fails). null while asking; '' when the file is gone.
 */
export function useFreshUrl(file: FileRef, api: FileApi, preferGiven = true): { url: string | null; refresh: () => void } {
  const [url, setUrl] = useState<string | null>(preferGiven && file.url ? file.url : null);
  const [attempt, setAttempt] = useState(preferGiven && file.url ? 0 : 1);
  useEffect(() => {
    if (attempt === 0) return undefined;
    let live = true;
    if (!file.fileId) {
      setUrl(file.url ?? '');
      return undefined;
    }
    setUrl(null);
    api.previewUrl(file.fileId).then(
      (fresh) => live && setUrl(fresh),
      () => live && setUrl(''),
    );
    return () => {
      live = false;
    };
  }, [api, file.fileId, file.url, attempt]);
  return { url, refresh: () => setAttempt((current) => (current > 1 ? current : current + 1)) };
}
