import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createUploader, type UploadedFile, type Uploader, type UploadItem } from '@atrium/shared';

export type ChatUploadKind = 'image' | 'file';

export interface ChatUpload {
  item: UploadItem;
  kind: ChatUploadKind;
}

const none = atom<readonly UploadItem[]>([]);

/** JNPF's upload types: images are held to the image rules (raster types by their bytes), files to the annex list. */
const UPLOAD_TYPE: Record<ChatUploadKind, string> = { image: 'annexpic', file: 'annex' };

/**
 * The conversation's uploads through the shared chunked engine (MD5 in a worker, resumable
 * chunks, merge into the file store). Each stored file is handed to `onStored` once, then leaves
 * the list; a failed one stays, to retry or remove. Tests pass an uploader; otherwise one is made
 * per window and destroyed with it (its uploads stop).
 */
export interface ImageSize {
  width: number;
  height: number;
}

export function useChatUploads(given: Uploader | undefined, onStored: (kind: ChatUploadKind, file: UploadedFile, size?: ImageSize) => void) {
  const [own, setOwn] = useState<Uploader | null>(null);
  const uploader = given ?? own;
  const kinds = useRef(new Map<string, ChatUploadKind>());
  // An image's size in pixels, read while it uploads (the message carries it, as JNPF's does, so the bubble keeps its shape).
  const sizes = useRef(new Map<string, ImageSize>());
  const handler = useRef(onStored);
  handler.current = onStored;

  useEffect(() => {
    if (given) return undefined;
    const created = createUploader();
    setOwn(created);
    return () => {
      created.destroy();
      setOwn(null);
    };
  }, [given]);

  useEffect(() => {
    if (!uploader) return undefined;
    const subscription = uploader.events$.subscribe((event) => {
      const kind = kinds.current.get(event.item.id);
      const size = sizes.current.get(event.item.id);
      if (event.type === 'removed') {
        kinds.current.delete(event.item.id);
        sizes.current.delete(event.item.id);
      }
      if (event.type !== 'success' || !event.item.result || !kind) return;
      kinds.current.delete(event.item.id);
      sizes.current.delete(event.item.id);
      handler.current(kind, event.item.result, size);
      uploader.remove(event.item.id);
    });
    return () => subscription.unsubscribe();
  }, [uploader]);

  const items = useStore(uploader?.$items ?? none);
  const add = useCallback(
    (kind: ChatUploadKind, file: File) => {
      if (!uploader) return;
      const id = uploader.add(file, { type: UPLOAD_TYPE[kind] });
      kinds.current.set(id, kind);
      if (kind === 'image' && typeof createImageBitmap === 'function') {
        createImageBitmap(file).then(
          (bitmap) => {
            sizes.current.set(id, { width: bitmap.width, height: bitmap.height });
            bitmap.close();
          },
          () => undefined, // not decodable here: the message goes without a size
        );
      }
    },
    [uploader],
  );
  const uploads: ChatUpload[] = items.map((item) => ({ item, kind: kinds.current.get(item.id) ?? 'file' }));
  return {
    uploads,
    add,
    retry: (id: string) => uploader?.retry(id),
    remove: (id: string) => uploader?.remove(id),
  };
}
