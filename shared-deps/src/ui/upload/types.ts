import type { UploadedFile } from '@atrium/shared';

/** A file the uploaders' value holds: what the merge answered (spec section 3 "File"). */
export type FileValue = UploadedFile;

/** What preview and download-all need of a file. */
export interface FileRef {
  fileId: string;
  name: string;
  /** A URL given with the file (the merge's, short-lived); the preview asks for a fresh one. */
  url?: string;
}
