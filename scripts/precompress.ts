// Brotli and gzip copies of the built text assets, which the server sends to browsers that accept
// them (server/src/plugins/portal.ts). Shared by `npm run build` (all of dist) and `npm run build:mf`
// (one new folder).
import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map)$/;
// Below this, headers dominate and a compressed copy saves nothing worth a file.
const MIN_COMPRESS_BYTES = 1024;

export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Brotli (quality 11) and gzip (level 9) copies of every text asset under `dir`, kept only when smaller. */
export async function precompress(dir: string): Promise<number> {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  const files = filesUnder(dir).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  // zlib's async calls run on libuv's thread pool: a handful at a time keeps every core busy.
  const queue = [...files];
  async function worker(): Promise<void> {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const data = await readFile(file);
      if (data.length < MIN_COMPRESS_BYTES) continue;
      const [brotli, gzipped] = await Promise.all([
        br(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gz(data, { level: 9 }),
      ]);
      for (const [extension, copy] of [['br', brotli], ['gz', gzipped]] as const) {
        if (copy.length >= data.length) continue;
        await writeFile(`${file}.${extension}`, copy);
        written += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker));
  return written;
}
