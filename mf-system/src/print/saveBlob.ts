import { downloadFile } from '@atrium/ui';

/** Saves a file made in the page (the Word export) under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  try {
    downloadFile(url, name);
  } finally {
    // The click has started the download; the URL is no longer needed once this task ends.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
