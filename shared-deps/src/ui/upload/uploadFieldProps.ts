import type { SizeUnit, Uploader } from '@atrium/shared';
import type { FileApi } from './api';
import type { FileValue } from './types';

/** What the file and image uploaders share (spec section 3, uploader props); each says its own defaults. */
export interface UploadFieldProps {
  /** The stored files (what the merge answered). */
  value?: readonly FileValue[];
  onChange?: (value: FileValue[]) => void;
  /** JNPF's upload type. */
  type?: string;
  /** Most files in total; 0 = no limit. */
  limit?: number;
  /** Extensions ('.pdf,.docx') or MIME types with image/*, video/*, audio/*. */
  accept?: string;
  /** Unit of fileSize: MB by default. */
  sizeUnit?: SizeUnit;
  /** Each file must be below this many sizeUnits. */
  fileSize?: number;
  /** defaultPath by default. */
  pathType?: string;
  isAccount?: number;
  folder?: string;
  disabled?: boolean;
  'aria-label'?: string;
  /** Tests pass an uploader with a fake transport and hasher; pages leave it out. */
  uploader?: Uploader;
  api?: FileApi;
}
