/** The languages the code preview highlights (the generator writes nothing else). */
export type CodeLanguage = 'tsx' | 'typescript' | 'json' | 'markdown' | 'css';

const BY_EXTENSION: Readonly<Record<string, CodeLanguage>> = {
  tsx: 'tsx',
  ts: 'typescript',
  mts: 'typescript',
  json: 'json',
  md: 'markdown',
  css: 'css',
};

/** The language of a file by its extension; null shows it as plain text. */
export function languageOf(fileName: string): CodeLanguage | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? null;
}
