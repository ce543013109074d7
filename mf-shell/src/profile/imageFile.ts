/** Spec section 3 "Uploader props": images default to 10 MB (1 MB = 1048576 bytes, section 9). */
export const IMAGE_MAX_MB = 10;
const MB = 1048576;

export type ImageProblem = { key: 'image.notImage' } | { key: 'image.tooLarge'; size: number; unit: 'MB' };

/**
 * The upload checks of spec section 5 for one image: it must be an image type (请上传图片) and
 * below the size limit (图片大小超过{n}{unit}). The server checks the bytes again.
 */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): ImageProblem | null {
  if (!file.type.startsWith('image/')) return { key: 'image.notImage' };
  if (file.size > IMAGE_MAX_MB * MB) return { key: 'image.tooLarge', size: IMAGE_MAX_MB, unit: 'MB' };
  return null;
}

/** The file as a data URL (signature images travel this way, as in JNPF). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('atrium-shell: file read failed'));
    reader.readAsDataURL(file);
  });
}
