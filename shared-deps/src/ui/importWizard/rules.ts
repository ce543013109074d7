// The wizard's limits (spec sections 5 and 9): only xls/xlsx, at most 500 KB and 1000 rows.
export const IMPORT_EXTENSIONS: readonly string[] = ['xls', 'xlsx'];
export const IMPORT_MAX_BYTES = 500 * 1024;
export const IMPORT_MAX_ROWS = 1000;

export type FileProblem = 'type' | 'size' | null;

/** Why a file cannot be uploaded, or null. */
export function fileProblem(file: Pick<File, 'name' | 'size'>): FileProblem {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!IMPORT_EXTENSIONS.includes(extension)) return 'type';
  if (file.size > IMPORT_MAX_BYTES) return 'size';
  return null;
}
