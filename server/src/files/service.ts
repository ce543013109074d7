import { createHash } from 'node:crypto';
import * as fsp from 'node:fs/promises';
import type { UploadConfig } from '../config';
import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import { ApiError, badRequest } from '../plugins/errors';
import { FileAccess } from './access';
import { ChunkRepository, expectedChunkLength, type UploadShape } from './chunks';
import type { MergeParams } from './params';
import { findOwnedByChecksum, insertBlob, insertFile, type StoredFile } from './repository';
import { FILE_URL_TTL_MS, type SignedSubject, type UrlSigner } from './signed-urls';
import { SNIFF_BYTES, sniff } from './sniff';
import { FileStore, isDiskFull, removeQuietly } from './store';
import { storedContentType } from './types';

/** What a received chunk left in tmp/. */
export interface Received {
  temp: string;
  length: number;
}

/** A stream of bytes as busboy hands a file part over: `truncated` once it cut the part at its limit. */
export type PartStream = AsyncIterable<Buffer> & { truncated?: boolean };

const MERGE_READ_BYTES = 1024 * 1024;
const WRITE_BATCH_BYTES = 1024 * 1024;

/** Disk full becomes the clear 400 the spec asks for; any other failure stays what it is. */
function asUploadError(error: unknown): unknown {
  return isDiskFull(error) ? badRequest('uploadDiskFull') : error;
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

/**
 * The file store's operations: receiving chunks, merging them into a stored file, instant
 * uploads, and signed links. Per-process state is only the set of merges running (so one upload
 * is not merged twice at once); with several processes that would move to a shared lock.
 */
export class FileService {
  readonly chunks: ChunkRepository;
  readonly access: FileAccess;
  private readonly merging = new Set<string>();

  constructor(
    readonly db: Db,
    readonly store: FileStore,
    readonly config: UploadConfig,
    readonly signer: UrlSigner,
    private readonly clock: () => number,
  ) {
    this.chunks = new ChunkRepository(store);
    this.access = new FileAccess(db);
  }

  /** Writes a chunk's bytes to tmp/ as they arrive; refused (and removed) past maxBytes or when the disk is full. */
  async receive(stream: PartStream, maxBytes: number): Promise<Received> {
    const temp = this.store.tempPath();
    let length = 0;
    try {
      const handle = await this.store.io.create(temp);
      try {
        // busboy hands over 64 KB pieces: written a megabyte at a time, in one call each.
        let pending: Buffer[] = [];
        let pendingLength = 0;
        for await (const data of stream) {
          length += data.length;
          if (length > maxBytes) throw badRequest('uploadChunkTooLarge');
          pending.push(data);
          pendingLength += data.length;
          if (pendingLength >= WRITE_BATCH_BYTES) {
            await handle.writev(pending);
            pending = [];
            pendingLength = 0;
          }
        }
        if (pending.length > 0) await handle.writev(pending);
      } finally {
        await handle.close();
      }
      if (stream.truncated) throw badRequest('uploadChunkTooLarge');
    } catch (error) {
      await removeQuietly(temp);
      throw asUploadError(error);
    }
    return { temp, length };
  }

  /** Files a received chunk as chunk n of this user's upload; returns the chunk numbers now on disk. */
  async storeChunk(userId: string, identifier: string, shape: UploadShape, chunkNumber: number, received: Received): Promise<number[]> {
    try {
      await this.chunks.put(userId, identifier, shape, chunkNumber, received.temp);
    } catch (error) {
      await removeQuietly(received.temp);
      throw asUploadError(error);
    }
    return this.chunks.present(userId, identifier, shape);
  }

  /** One of this user's stored files with these bytes: the test of an instant upload. */
  findInstant(userId: string, md5: string, size: number, pathType?: string): StoredFile | undefined {
    return findOwnedByChecksum(this.db, userId, md5, size, pathType);
  }

  /**
   * Turns a complete upload into a stored file. The chunks are concatenated into tmp/ while the
   * MD5 is computed; the file is refused (400, the partial upload removed) when the MD5 or size
   * differs from what the client claimed or the bytes are not of the type the name says. Accepted
   * bytes move into the store under a generated name and the rows are written in one transaction;
   * if that fails, the moved file is removed again. When the user already stored the same bytes,
   * the new record shares that blob at once (instant upload).
   */
  async merge(userId: string, params: MergeParams): Promise<StoredFile> {
    const key = `${userId}\n${params.identifier}`;
    if (this.merging.has(key)) throw badRequest('uploadMergeBusy');
    this.merging.add(key);
    try {
      const existing = this.findInstant(userId, params.identifier, params.size);
      if (existing) {
        try {
          return await this.linkExisting(userId, params, existing);
        } catch (error) {
          // The earlier copy's bytes are gone from disk: store this upload's own chunks instead.
          if (!isMissing(error)) throw error;
        }
      }
      return await this.mergeChunks(userId, params);
    } finally {
      this.merging.delete(key);
    }
  }

  private async linkExisting(userId: string, params: MergeParams, existing: StoredFile): Promise<StoredFile> {
    const head = await this.readHead(this.store.blobPath(existing.storageName));
    const contentType = storedContentType(params.kind, params.extension, sniff(head));
    if (!contentType) throw badRequest('uploadContentMismatch', { extension: params.extension });
    const file = this.newFile(userId, params, existing.blobId, existing.storageName, contentType);
    try {
      this.db.transaction(() => insertFile(this.db, file))();
    } catch (error) {
      throw asUploadError(error);
    }
    await this.chunks.remove(userId, params.identifier);
    return file;
  }

  private async mergeChunks(userId: string, params: MergeParams): Promise<StoredFile> {
    const shape = await this.chunks.shape(userId, params.identifier);
    if (!shape) throw badRequest('uploadChunksIncomplete', { count: Math.max(1, Math.ceil(params.size / (5 * 1024 * 1024))) });
    if (shape.totalSize !== params.size) throw badRequest('uploadSizeMismatch');
    const present = await this.chunks.present(userId, params.identifier, shape);
    if (present.length < shape.totalChunks) throw badRequest('uploadChunksIncomplete', { count: shape.totalChunks - present.length });

    const temp = this.store.tempPath();
    let published: string | null = null;
    try {
      const { md5, size, head } = await this.concatenate(this.chunks.chunkPaths(userId, params.identifier, shape), shape, temp);
      // Refusals of the content: the chunks are wrong as a whole, so they go too.
      const refuse = async (error: ApiError): Promise<never> => {
        await this.chunks.remove(userId, params.identifier);
        throw error;
      };
      if (size !== params.size) await refuse(badRequest('uploadSizeMismatch'));
      if (md5 !== params.identifier) await refuse(badRequest('uploadChecksumMismatch'));
      const contentType = storedContentType(params.kind, params.extension, sniff(head));
      if (!contentType) return await refuse(badRequest('uploadContentMismatch', { extension: params.extension }));

      const storageName = FileStore.newStorageName();
      published = await this.store.publish(temp, storageName);
      const blobId = newId(this.clock());
      const file = this.newFile(userId, params, blobId, storageName, contentType);
      this.db.transaction(() => {
        insertBlob(this.db, { id: blobId, storageName, md5, size, contentType, createdAt: file.createdAt });
        insertFile(this.db, file);
      })();
      published = null;
      await this.chunks.remove(userId, params.identifier);
      return file;
    } catch (error) {
      await removeQuietly(temp);
      if (published) await removeQuietly(published);
      // A chunk swept or removed between the check and the read: the upload is incomplete again.
      if (isMissing(error)) throw badRequest('uploadChunksIncomplete', { count: 1 });
      throw asUploadError(error);
    }
  }

  private newFile(userId: string, params: MergeParams, blobId: string, storageName: string, contentType: string): StoredFile {
    const now = this.clock();
    return {
      id: newId(now),
      ownerId: userId,
      blobId,
      storageName,
      pathType: params.pathType,
      fileType: params.kind,
      folder: params.folder,
      name: params.name,
      extension: params.extension,
      size: params.size,
      md5: params.identifier,
      contentType,
      createdAt: now,
    };
  }

  /** Streams the chunks into one file, hashing as it goes; each chunk must still have its length. */
  private async concatenate(paths: string[], shape: UploadShape, target: string): Promise<{ md5: string; size: number; head: Buffer }> {
    const hash = createHash('md5');
    const heads: Buffer[] = [];
    let headLength = 0;
    let size = 0;
    const buffer = Buffer.allocUnsafe(MERGE_READ_BYTES);
    const output = await this.store.io.create(target);
    try {
      for (const [index, chunkPath] of paths.entries()) {
        const input = await fsp.open(chunkPath, 'r');
        try {
          let chunkLength = 0;
          for (;;) {
            const { bytesRead } = await input.read(buffer, 0, buffer.length, null);
            if (bytesRead === 0) break;
            const data = buffer.subarray(0, bytesRead);
            hash.update(data);
            if (headLength < SNIFF_BYTES) {
              heads.push(Buffer.from(data.subarray(0, SNIFF_BYTES - headLength)));
              headLength += Math.min(bytesRead, SNIFF_BYTES - headLength);
            }
            await output.write(data);
            chunkLength += bytesRead;
          }
          // A chunk that changed on disk since it was checked: the upload is not what was sent.
          if (chunkLength !== expectedChunkLength(shape, index + 1)) throw badRequest('uploadSizeMismatch');
          size += chunkLength;
        } finally {
          await input.close();
        }
      }
      // On disk before the rows that point at it are committed.
      await output.sync();
    } finally {
      await output.close();
    }
    return { md5: hash.digest('hex'), size, head: Buffer.concat(heads) };
  }

  private async readHead(file: string): Promise<Buffer> {
    const handle = await fsp.open(file, 'r');
    try {
      const buffer = Buffer.alloc(SNIFF_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  /** A link that serves a stored file (or a pack) for the next five minutes. */
  signedUrl(subject: SignedSubject, name: string, expiresAt: number = this.clock() + FILE_URL_TTL_MS): string {
    return `/api/file/Signed/${this.signer.sign(subject, expiresAt)}/${encodeURIComponent(name)}`;
  }
}
