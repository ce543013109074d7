/** Spec section 3 "Uploader props": images default to 10 MB. */
export const IMAGE_MAX_MB = 10;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/**
 * The image type read from the file's first bytes, never from its name or declared type.
 * SVG is not accepted from users: served from our origin it could carry script.
 */
export function sniffImage(data: Buffer): ImageType | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (data.length >= 12 && data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

const DATA_URL = /^data:(image\/(?:png|jpeg|gif|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

/** A base64 image data URL whose bytes really are the image type it names; null otherwise. */
export function decodeImageDataUrl(value: string): { type: ImageType; bytes: Buffer } | null {
  const match = DATA_URL.exec(value);
  if (!match) return null;
  const bytes = Buffer.from(match[2]!, 'base64');
  const type = sniffImage(bytes);
  return type !== null && type === match[1] ? { type, bytes } : null;
}
