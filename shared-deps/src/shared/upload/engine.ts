// The lazy chunk of the upload engine: fetched when the first uploader is created, so the sign-in
// page, which loads @atrium/shared, does not pay for it.
import { http } from '../http';
import { UPLOAD_MAX_CHUNKS_IN_FLIGHT } from './constants';
import { createWorkerHasher } from './hasher';
import { createLimiter } from './limiter';
import { createHttpTransport } from './transport';
import { createUploadEngine, type Uploader, type UploaderOptions } from './uploader';

/** One MD5 worker and one bound of chunks in flight for every uploader of the page. */
const pageHasher = createWorkerHasher();
const pageLimiter = createLimiter(UPLOAD_MAX_CHUNKS_IN_FLIGHT);

export function createDefaultEngine(options: Partial<UploaderOptions>): Uploader {
  return createUploadEngine({
    ...options,
    transport: options.transport ?? createHttpTransport(http),
    hasher: options.hasher ?? pageHasher,
    limiter: options.limiter ?? pageLimiter,
  });
}
