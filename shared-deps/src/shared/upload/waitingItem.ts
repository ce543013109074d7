import { uploadName } from './chunks';
import type { UploadItem } from './types';

/** A file just added: nothing hashed or sent yet (the lazy wrapper shows it before the engine loads). */
export const waitingItem = (id: string, file: File): UploadItem => ({
  id,
  file,
  name: uploadName(file.name),
  size: file.size,
  status: 'waiting',
  phase: null,
  progress: 0,
  hashed: 0,
  identifier: null,
  instant: false,
  failure: null,
  message: null,
  result: null,
});
