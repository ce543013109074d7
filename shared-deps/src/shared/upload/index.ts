// The upload engine's public part, re-exported by @atrium/shared's index.
export { createUploader } from './createUploader';
export type { Uploader, UploaderOptions, UploadEvent } from './uploader';
export type { Limiter } from './limiter';
export type { UploadTransport, SendOptions } from './transport';
export { fileExtension, uploadName } from './chunks';
export {
  UPLOAD_CHUNK_SIZE,
  CHECKSUM_SLICE_SIZE,
  UPLOAD_MAX_RETRIES,
  UPLOAD_MAX_CHUNKS_IN_FLIGHT,
  UPLOAD_PROGRESS_CAP,
  SIZE_UNITS,
  DEFAULT_FILE_SIZE,
  DEFAULT_IMAGE_SIZE,
} from './constants';
export type { SizeUnit } from './constants';
export type {
  ChunkParams,
  ChunkAnswer,
  MergePayload,
  UploadTarget,
  UploadedFile,
  UploadItem,
  UploadStatus,
  UploadPhase,
  UploadFailure,
  Hasher,
  HashOptions,
} from './types';
