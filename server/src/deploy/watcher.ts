import { statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

export interface MapFileWatcher {
  close(): void;
}

export interface WatchOptions {
  /** Editors write a file in several steps (truncate, write, rename): act once things are quiet. */
  debounceMs?: number;
  /** Fallback for file systems where fs.watch misses events (network mounts, some containers). */
  pollMs?: number;
  /** Asked at every poll: true makes the poll call `changed` even though the file did not change. */
  retry?: () => boolean;
}

/**
 * Calls `changed` after import-map.json changes: fs.watch on its folder (a rename over the file,
 * which is how editors and our own atomic write replace it, drops a watch on the file itself),
 * debounced, plus a low-frequency stat poll that catches what fs.watch misses.
 */
export function watchMapFile(file: string, changed: () => void, options: WatchOptions = {}): MapFileWatcher {
  const debounceMs = options.debounceMs ?? 100;
  const name = path.basename(file);
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const trigger = (): void => {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (!closed) changed();
    }, debounceMs);
    timer.unref();
  };

  let watcher: FSWatcher | null = null;
  try {
    watcher = watch(path.dirname(file), { persistent: false }, (_event, filename) => {
      if (filename === null || filename.toString() === name) trigger();
    });
    watcher.on('error', () => {
      // The folder went away or the platform gave up: the poll below still runs.
      watcher?.close();
      watcher = null;
    });
  } catch {
    watcher = null;
  }

  const signature = (): string => {
    try {
      const stat = statSync(file);
      return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    } catch {
      return 'missing';
    }
  };
  let seen = signature();
  const poll = setInterval(() => {
    const now = signature();
    if (now === seen && !options.retry?.()) return;
    seen = now;
    trigger();
  }, options.pollMs ?? 3000);
  poll.unref();

  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      clearInterval(poll);
      watcher?.close();
    },
  };
}
