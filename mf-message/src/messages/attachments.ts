/** One attachment of a message, as far as the portal shows it. */
export interface Attachment {
  name: string;
  /** Only same-origin paths and http(s) URLs; anything else is shown without a link. */
  url: string | null;
  /** A stored file (issue 14): previewed and downloaded through signed links the server grants per reader. */
  fileId?: string;
}

const safeUrl = (value: unknown): string | null =>
  typeof value === 'string' && (/^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value)) ? value : null;

/**
 * Reads the `files` JSON of a message. Uploaders differ in field names (name/fileName,
 * url/fileUrl/path), and the text is server-supplied, so malformed input yields an empty list.
 */
export function parseAttachments(files: string | null | undefined): Attachment[] {
  if (!files) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(files);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const record = item as Record<string, unknown>;
    const url = safeUrl(record.url) ?? safeUrl(record.fileUrl) ?? safeUrl(record.path);
    const name = [record.name, record.fileName, record.fullName].find((value): value is string => typeof value === 'string' && value !== '');
    if (typeof record.fileId === 'string' && record.fileId !== '') return [{ name: name ?? record.fileId, url, fileId: record.fileId }];
    return name || url ? [{ name: name ?? url ?? '', url }] : [];
  });
}
