import { fileExtension } from '@atrium/shared';

export type PreviewKind = 'image' | 'pdf' | 'text' | 'docx' | 'xlsx' | 'other';

const IMAGES = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp']);
/** Read as text and shown as text (never as markup, whatever the file holds). */
const TEXTS = new Set(['txt', 'log', 'md', 'csv', 'json', 'xml', 'yml', 'yaml', 'ini', 'conf', 'properties', 'sql', 'sh', 'js', 'ts', 'java', 'py', 'css', 'html', 'htm']);

/** How the preview shows a file, by its extension. */
export function previewKind(name: string): PreviewKind {
  const extension = fileExtension(name);
  if (IMAGES.has(extension)) return 'image';
  if (extension === 'pdf') return 'pdf';
  if (extension === 'docx') return 'docx';
  if (extension === 'xlsx') return 'xlsx';
  if (TEXTS.has(extension)) return 'text';
  return 'other';
}
