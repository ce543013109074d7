/** RFC 5987 attr-char: what may stand unescaped in filename*; encodeURIComponent also leaves ' ( ) * and ! as they are. */
const encodeRfc5987 = (value: string): string =>
  encodeURIComponent(value).replace(/['()*!]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Content-Disposition (RFC 6266) with an ASCII fallback name and the real one as filename*
 * (RFC 5987, UTF-8), since names are often Chinese.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
