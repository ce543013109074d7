// Shapes of the JNPF file protocol (spec sections 3 and 7) and of the upload engine's items.

/** The query of GET and the fields of POST /api/file/chunk: simple-uploader's defaults plus fileType and extension. */
export interface ChunkParams {
  /** From 1. */
  chunkNumber: number;
  chunkSize: number;
  currentChunkSize: number;
  totalSize: number;
  /** MD5 of the whole file, lower-case hex. */
  identifier: string;
  filename: string;
  relativePath: string;
  totalChunks: number;
  /** The MIME subtype ('png' for image/png), '' when the browser does not know it. */
  fileType: string;
  /** Lower-case extension without the dot, '' when there is none. */
  extension: string;
  /**
   * The uploader's type and pathType, as JNPF's uploader adds them to its query: the server checks
   * the size and extension for that kind before storing a byte, and matches instant uploads on them.
   */
  type: string;
  pathType: string;
}

/** The answer of both chunk calls. `uploaded` means the server already holds the whole file. */
export interface ChunkAnswer {
  uploaded: boolean;
  chunkNumbers: number[];
  merge: boolean;
}

/** Where a merged file goes: the uploader's props and the JNPF merge fields beside the file's own. */
export interface UploadTarget {
  /** annex by default. */
  type: string;
  /** defaultPath by default. */
  pathType: string;
  isAccount: number;
  folder: string;
}

/** Body of POST /api/file/merge. */
export interface MergePayload extends UploadTarget {
  identifier: string;
  fileName: string;
  fileSize: number;
  fileType: string;
  extension: string;
}

/** A file the server holds (the merge answer; the value items of the uploaders). */
export interface UploadedFile {
  name: string;
  fileId: string;
  url: string;
  fileSize?: number;
  fileExtension?: string;
  fileVersionId?: string;
}

export type UploadStatus = 'waiting' | 'uploading' | 'paused' | 'error' | 'success';
/** What an uploading item does now: computing its MD5, asking which chunks the server has, sending, merging. */
export type UploadPhase = 'hashing' | 'checking' | 'sending' | 'merging';
/**
 * Why an item failed: 'refused' the server answered with a code (its msg is in `message`),
 * 'network' no usable answer after every retry, 'read' the browser could not read the file.
 */
export type UploadFailure = 'refused' | 'network' | 'read';

/** One file of an uploader, as an immutable snapshot. */
export interface UploadItem {
  /** Local id (not the server's fileId). */
  readonly id: string;
  readonly file: File;
  /** The file's name with '#' removed (spec section 5). */
  readonly name: string;
  readonly size: number;
  readonly status: UploadStatus;
  readonly phase: UploadPhase | null;
  /** 0–100; at most 99 until the merge succeeded. */
  readonly progress: number;
  /** 0–100 of the MD5. */
  readonly hashed: number;
  readonly identifier: string | null;
  /** True when the server already had the file (instant upload: no chunk sent). */
  readonly instant: boolean;
  readonly failure: UploadFailure | null;
  /** The server's message when it refused, else null. */
  readonly message: string | null;
  readonly result: UploadedFile | null;
}

export interface HashOptions {
  /** Bytes hashed so far. */
  onProgress?: (loaded: number) => void;
  /** Aborting rejects with the signal's reason and stops the work. */
  signal?: AbortSignal;
}

/** Computes upload identifiers (MD5, lower-case hex); tests pass a fake. */
export interface Hasher {
  md5(file: Blob, options?: HashOptions): Promise<string>;
}
