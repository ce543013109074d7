// The value of file and image upload fields: JNPF's JSON array of {name, fileId, url}.
import type { FileValue } from '@atrium/ui';

const isFile = (item: unknown): item is FileValue =>
  typeof item === 'object' && item !== null && typeof (item as FileValue).fileId === 'string' && typeof (item as FileValue).name === 'string';

/** The files a value holds; anything else in it is dropped. */
export function filesOf(value: unknown): FileValue[] {
  return Array.isArray(value) ? value.filter(isFile).map((file) => ({ ...file, url: typeof file.url === 'string' ? file.url : '' })) : [];
}

/** The files as a record stores them: name, fileId and url (the server keeps its own name and size). */
export function fileValue(files: readonly FileValue[]): FileValue[] {
  return files.map((file) => ({ name: file.name, fileId: file.fileId, url: file.url ?? '' }));
}
