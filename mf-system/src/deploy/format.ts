// How the modules page shows URLs, sizes and integrity hashes in a table cell.

/** The last path segment of a module URL (the content-hashed file name), without query or hash. */
export function fileName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).pop();
  return last ?? url;
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 1536 → "1.5 KB"; null (size unknown) → ''. Binary units, as browsers' network panels show them. */
export function formatSize(bytes: number | null): string {
  if (bytes === null || !Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}

/** "sha384-AbCdEf…" shortened to its algorithm and the first characters of the hash. */
export function shortIntegrity(integrity: string | null, length = 10): string {
  if (!integrity) return '';
  const dash = integrity.indexOf('-');
  const algorithm = dash > 0 ? integrity.slice(0, dash + 1) : '';
  const hash = integrity.slice(algorithm.length);
  return algorithm + (hash.length > length ? `${hash.slice(0, length)}…` : hash);
}
