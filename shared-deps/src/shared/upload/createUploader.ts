// createUploader(): the engine's public door. It returns at once; the engine itself is a lazy
// chunk (engine.ts). Files added before it arrives wait in the list and are handed over then.
import { atom } from 'nanostores';
import { Subject } from 'rxjs';
import { waitingItem } from './waitingItem';
import type { UploadItem } from './types';
import { nextUploadId } from './ids';
import type { UploadEvent, Uploader, UploaderOptions } from './uploader';

const loadEngine = () => import(/* webpackChunkName: "upload-engine" */ './engine');


/**
 * An uploader speaking JNPF's chunk protocol through the portal's http client. Every uploader of
 * the page shares one MD5 worker and one bound of 3 chunks in flight, unless given others
 * (tests pass a fake transport and hasher).
 */
export function createUploader(options: Partial<UploaderOptions> = {}): Uploader {
  const $items = atom<readonly UploadItem[]>([]);
  const events = new Subject<UploadEvent>();
  let engine: Uploader | null = null;
  let destroyed = false;
  /** What was asked before the engine arrived, in order. */
  let queued: Array<{ id: string; run: (ready: Uploader) => void }> = [];

  loadEngine().then(
    (module) => {
      if (destroyed) return;
      const ready = module.createDefaultEngine(options);
      engine = ready;
      ready.$items.subscribe((items) => $items.set(items));
      ready.events$.subscribe(events);
      for (const { run } of queued.splice(0)) run(ready);
    },
    () => {
      // The engine's chunk did not load (network, a deploy removed it): the waiting files fail.
      queued = [];
      const failed = $items.get().map((item): UploadItem => ({ ...item, status: 'error', failure: 'network' }));
      $items.set(failed);
      for (const item of failed) events.next({ type: 'error', item });
    },
  );

  const call = (id: string, run: (ready: Uploader) => void) => {
    if (engine) run(engine);
    else queued.push({ id, run });
  };

  return {
    $items,
    events$: events.asObservable(),
    add(file, target, id = nextUploadId()) {
      if (engine) return engine.add(file, target, id);
      $items.set([...$items.get(), waitingItem(id, file)]);
      queued.push({ id, run: (ready) => ready.add(file, target, id) });
      return id;
    },
    pause: (id) => call(id, (ready) => ready.pause(id)),
    resume: (id) => call(id, (ready) => ready.resume(id)),
    retry: (id) => call(id, (ready) => ready.retry(id)),
    remove(id) {
      if (engine) return engine.remove(id);
      const item = $items.get().find((other) => other.id === id);
      if (!item) return;
      queued = queued.filter((entry) => entry.id !== id);
      $items.set($items.get().filter((other) => other.id !== id));
      events.next({ type: 'removed', item });
    },
    destroy() {
      destroyed = true;
      if (engine) engine.destroy();
      else events.complete();
    },
  };
}
