// The upload constants of spec section 9, as JNPF's uploader (simple-uploader.js) uses them.

/** Bytes per chunk. Every chunk is at most this size (the server refuses larger ones). */
export const UPLOAD_CHUNK_SIZE = 5_242_880;
/** Bytes read and fed to the MD5 at a time while computing a file's identifier. */
export const CHECKSUM_SLICE_SIZE = 10_240_000;
/** Retries of one request after its first try fails on the network (so six tries at most). */
export const UPLOAD_MAX_RETRIES = 5;
/** Chunk requests in flight at once across every uploader of the page (simple-uploader's simultaneousUploads). */
export const UPLOAD_MAX_CHUNKS_IN_FLIGHT = 3;
/** Progress shown while the server has not confirmed the merge. */
export const UPLOAD_PROGRESS_CAP = 99;

/** Size units of the uploaders' fileSize prop. */
export const SIZE_UNITS = { KB: 1024, MB: 1_048_576, GB: 1_073_741_824 } as const;
export type SizeUnit = keyof typeof SIZE_UNITS;

/** Default size limits in MB: files 100, images 10; a limit of 0 files means no limit. */
export const DEFAULT_FILE_SIZE = 100;
export const DEFAULT_IMAGE_SIZE = 10;
