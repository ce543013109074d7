/** Raster formats a chat image may have; SVG is refused (it can carry script). */
export interface ImageType {
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
  extension: 'png' | 'jpg' | 'gif' | 'webp';
}

const ascii = (data: Buffer, start: number, end: number): string => data.subarray(start, end).toString('latin1');

/** The image type by its leading bytes, whatever the uploader declared; null for anything else. */
export function detectImageType(data: Buffer): ImageType | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (data.length >= 6 && (ascii(data, 0, 6) === 'GIF87a' || ascii(data, 0, 6) === 'GIF89a')) return { contentType: 'image/gif', extension: 'gif' };
  if (data.length >= 12 && ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return { contentType: 'image/webp', extension: 'webp' };
  return null;
}
