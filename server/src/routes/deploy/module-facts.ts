import { stat, readFile } from 'node:fs/promises';
import { localFile } from '../../deploy/bundle-source';
import { sri } from '../../deploy/integrity';

export interface ModuleFacts {
  size: number | null;
  integrity: string | null;
}

/**
 * Size and integrity of a bundle served from this server's dist folder, for the modules the
 * deploy log has no measure of (the build's first map). Kept per file version: bundles are
 * immutable, and a stat per module and request is cheap.
 */
export class LocalModuleFacts {
  private readonly known = new Map<string, ModuleFacts>();

  constructor(private readonly distDir: string) {}

  async of(url: string): Promise<ModuleFacts> {
    const none = { size: null, integrity: null };
    if (!url.startsWith('/assets/')) return none;
    const file = localFile(this.distDir, url);
    if (file === null) return none;
    try {
      const info = await stat(file);
      const key = `${file}:${info.size}:${info.mtimeMs}`;
      let facts = this.known.get(key);
      if (!facts) {
        facts = { size: info.size, integrity: sri(await readFile(file)) };
        // Rebuilds add new files; an occasional fresh start keeps the map from growing without end.
        if (this.known.size > 1000) this.known.clear();
        this.known.set(key, facts);
      }
      return facts;
    } catch {
      return none;
    }
  }
}
