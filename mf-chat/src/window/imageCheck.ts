import { FILE_MAX_MB, IMAGE_MAX_BYTES } from '../api';

/** Spec sections 5 and 9: one image file under 5 MB. Returns the i18n key of the refusal, or null. */
export function imageRefusal(file: Pick<File, 'type' | 'size'>): 'chat.imageOnly' | 'chat.imageTooLarge' | null {
  if (!file.type.startsWith('image/')) return 'chat.imageOnly';
  if (file.size >= IMAGE_MAX_BYTES) return 'chat.imageTooLarge';
  return null;
}

/** A file below the uploader's default 100 MB (文件大小超过{size}{unit}); its type is the server's to check. */
export function fileRefusal(file: Pick<File, 'size'>): 'chat.fileTooLarge' | null {
  return file.size >= FILE_MAX_MB * 1048576 ? 'chat.fileTooLarge' : null;
}
