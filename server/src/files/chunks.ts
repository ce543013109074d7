import * as fsp from 'node:fs/promises';
import path from 'node:path';
import { removeQuietly, type FileStore } from './store';

/** What every chunk of one upload agrees on; kept as meta.json beside the chunks. */
export interface UploadShape {
  totalSize: number;
  chunkSize: number;
  totalChunks: number;
}

const META = 'meta.json';
const CHUNK = /^(\d{1,6})\.chunk$/;
const chunkFile = (dir: string, chunkNumber: number): string => path.join(dir, `${chunkNumber}.chunk`);

const sameShape = (a: UploadShape, b: UploadShape): boolean =>
  a.totalSize === b.totalSize && a.chunkSize === b.chunkSize && a.totalChunks === b.totalChunks;

/** Bytes chunk n must have: chunkSize, except the last, which holds the rest. */
export function expectedChunkLength(shape: UploadShape, chunkNumber: number): number {
  return chunkNumber < shape.totalChunks ? shape.chunkSize : shape.totalSize - shape.chunkSize * (shape.totalChunks - 1);
}

async function readShape(dir: string): Promise<UploadShape | null> {
  try {
    const parsed = JSON.parse(await fsp.readFile(path.join(dir, META), 'utf8')) as Partial<UploadShape>;
    const { totalSize, chunkSize, totalChunks } = parsed;
    if (!Number.isSafeInteger(totalSize) || !Number.isSafeInteger(chunkSize) || !Number.isSafeInteger(totalChunks)) return null;
    return { totalSize: totalSize as number, chunkSize: chunkSize as number, totalChunks: totalChunks as number };
  } catch {
    // Missing, or cut short by a crash: either way there is no usable upload here.
    return null;
  }
}

/**
 * Partial uploads on disk, one folder per (user, identifier): the chunks received so far as
 * `<n>.chunk`, each renamed in only after its length was checked, so a chunk file is always whole.
 * Another user's identical identifier hashes to another folder and never sees these.
 */
export class ChunkRepository {
  constructor(private readonly store: FileStore) {}

  /** The shape recorded by the first chunk, or null when nothing of this upload is on disk. */
  async shape(userId: string, identifier: string): Promise<UploadShape | null> {
    return readShape(this.store.partialPath(userId, identifier));
  }

  /** Chunk numbers on disk for this shape, ascending; none when the folder holds another shape. */
  async present(userId: string, identifier: string, shape: UploadShape): Promise<number[]> {
    const dir = this.store.partialPath(userId, identifier);
    const recorded = await readShape(dir);
    if (!recorded || !sameShape(recorded, shape)) return [];
    let names: string[];
    try {
      names = await fsp.readdir(dir);
    } catch {
      return [];
    }
    return names
      .map((name) => CHUNK.exec(name)?.[1])
      .filter((number): number is string => number !== undefined)
      .map(Number)
      .filter((number) => number >= 1 && number <= shape.totalChunks)
      .sort((a, b) => a - b);
  }

  /**
   * Records a checked chunk (a file in tmp/) as chunk n. The first chunk writes meta.json; a chunk
   * of another shape (the same file sent with another chunk size) starts the upload over.
   */
  async put(userId: string, identifier: string, shape: UploadShape, chunkNumber: number, tempFile: string): Promise<void> {
    const dir = this.store.partialPath(userId, identifier);
    const recorded = await readShape(dir);
    if (recorded && !sameShape(recorded, shape)) await removeQuietly(dir);
    if (!recorded || !sameShape(recorded, shape)) await this.writeShape(dir, shape);
    await fsp.rename(tempFile, chunkFile(dir, chunkNumber));
  }

  /** The chunk files in order, for the merge. */
  chunkPaths(userId: string, identifier: string, shape: UploadShape): string[] {
    const dir = this.store.partialPath(userId, identifier);
    return Array.from({ length: shape.totalChunks }, (_unused, index) => chunkFile(dir, index + 1));
  }

  async remove(userId: string, identifier: string): Promise<void> {
    await removeQuietly(this.store.partialPath(userId, identifier));
  }

  private async writeShape(dir: string, shape: UploadShape): Promise<void> {
    await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
    // Written aside and linked in: a reader never sees half a meta.json, and of two first chunks
    // racing, one links and the other finds the same shape already there.
    const temp = this.store.tempPath();
    const handle = await this.store.io.create(temp);
    try {
      await handle.writeFile(JSON.stringify(shape));
    } finally {
      await handle.close();
    }
    try {
      await fsp.link(temp, path.join(dir, META));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await removeQuietly(temp);
    }
  }
}
