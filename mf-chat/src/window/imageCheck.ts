import { IMAGE_MAX_BYTES } from '../api';

/** Spec section 5: one image file under 5 MB. Returns the i18n key of the refusal, or null. */
export function imageRefusal(file: Pick<File, 'type' | 'size'>): 'chat.imageOnly' | 'chat.imageTooLarge' | null {
  if (!file.type.startsWith('image/')) return 'chat.imageOnly';
  if (file.size >= IMAGE_MAX_BYTES) return 'chat.imageTooLarge';
  return null;
}
