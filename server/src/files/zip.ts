import { createReadStream, type ReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  /** Name inside the archive; the caller has made it flat and unique. */
  name: string;
  file: string;
  mtime: number;
}

/**
 * Does this length of archive need ZIP64 (which fflate does not write)? Offsets and sizes in a
 * plain zip are 32-bit: callers refuse packs past this, with a margin for headers.
 */
export const ZIP_MAX_TOTAL_BYTES = 4_000_000_000;
export const ZIP_MAX_ENTRIES = 1000;

/**
 * A zip archive of files, produced while it is read: entries are stored (office files, images and
 * archives are compressed already, and storing costs no CPU), one file is open at a time, and the
 * file being read pauses whenever the consumer (the HTTP response) has enough. Memory stays at a
 * few read buffers whatever the files weigh.
 */
export function zipStream(entries: readonly ZipEntry[]): Readable {
  let source: ReadStream | null = null;
  let next = 0;
  let started = false;

  const output = new Readable({
    read() {
      if (!started) {
        started = true;
        openNext();
      } else {
        source?.resume();
      }
    },
    destroy(error, callback) {
      source?.destroy();
      zip.terminate();
      callback(error);
    },
  });

  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.destroy(error);
      return;
    }
    if (!output.push(chunk)) source?.pause();
    if (final) output.push(null);
  });

  function openNext(): void {
    const entry = entries[next];
    next += 1;
    if (!entry) {
      source = null;
      zip.end();
      return;
    }
    const member = new ZipPassThrough(entry.name);
    member.mtime = entry.mtime;
    zip.add(member);
    const stream = createReadStream(entry.file, { highWaterMark: 256 * 1024 });
    source = stream;
    stream.on('data', (data) => member.push(data as Buffer));
    stream.on('end', () => {
      member.push(new Uint8Array(0), true);
      openNext();
    });
    stream.on('error', (error) => output.destroy(error));
  }

  return output;
}
