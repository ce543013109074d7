import { Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import type { GeneratedFile } from './generate';

/** The path of a generated file inside the archive: `<root>/<folder>/<file>`. */
export const zipPath = (root: string, file: GeneratedFile): string => [root, file.folderName, file.fileName].filter((part) => part !== '').join('/');

/**
 * The generated files as a zip (deflated: source text shrinks well), produced while the response
 * reads it: each file is compressed when the consumer asks for more, not all up front.
 */
export function sourceZip(root: string, files: readonly GeneratedFile[], mtime: number): Readable {
  const encoder = new TextEncoder();
  let next = 0;
  const output = new Readable({
    read() {
      const file = files[next];
      next += 1;
      if (!file) {
        if (next === files.length + 1) zip.end();
        return;
      }
      const member = new ZipDeflate(zipPath(root, file), { level: 6 });
      member.mtime = mtime;
      zip.add(member);
      member.push(encoder.encode(file.fileContent), true);
    },
    destroy(error, callback) {
      zip.terminate();
      callback(error);
    },
  });
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.destroy(error);
      return;
    }
    output.push(chunk);
    if (final) output.push(null);
  });
  return output;
}
