// The JNPF file calls the engine makes (spec section 7), through the portal's one http client.
// They are silent: the engine retries network failures and the uploaders show the final outcome once.
import type { HttpClient } from '../http';
import type { ChunkAnswer, ChunkParams, MergePayload, UploadedFile } from './types';

export interface SendOptions {
  signal: AbortSignal;
  /** Bytes of this chunk on the wire so far. */
  onProgress?: (loaded: number) => void;
}

/** What the engine needs from the server; tests pass a fake. */
export interface UploadTransport {
  /** GET /api/file/chunk: which chunks the server has, or that it has the whole file. */
  check(params: ChunkParams, signal: AbortSignal): Promise<ChunkAnswer>;
  /** POST /api/file/chunk, multipart, the chunk in field `file`. */
  send(params: ChunkParams, chunk: Blob, options: SendOptions): Promise<ChunkAnswer>;
  /** POST /api/file/merge. */
  merge(payload: MergePayload, signal: AbortSignal): Promise<UploadedFile>;
}

interface RawAnswer {
  uploaded?: unknown;
  chunkNumbers?: unknown;
  merge?: unknown;
}

function answer(data: RawAnswer | null | undefined): ChunkAnswer {
  const numbers = Array.isArray(data?.chunkNumbers) ? data.chunkNumbers : [];
  return {
    uploaded: data?.uploaded === true,
    // Servers written in other languages send them as strings sometimes.
    chunkNumbers: numbers.map(Number).filter((number) => Number.isInteger(number) && number > 0),
    merge: data?.merge === true,
  };
}

export function createHttpTransport(client: HttpClient, base = '/api/file'): UploadTransport {
  return {
    check: (params, signal) =>
      client.get<RawAnswer>(`${base}/chunk`, { ...params }, { signal, silent: true }).then(answer),
    send: (params, chunk, { signal, onProgress }) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(params)) body.append(key, String(value));
      body.append('file', chunk, params.filename);
      return client
        .post<RawAnswer>(`${base}/chunk`, body, {
          signal,
          silent: true,
          ...(onProgress ? { onUploadProgress: (event) => onProgress(event.loaded) } : {}),
        })
        .then(answer);
    },
    merge: (payload, signal) => client.post<UploadedFile>(`${base}/merge`, payload, { signal, silent: true }),
  };
}
