import { downloadFile } from '@atrium/ui';

/** A download answer: JNPF's {url, name} (some servers say fileName or downloadName). */
export function followDownload(answer: unknown, fallbackName: string): void {
  const record = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const url = typeof record.url === 'string' ? record.url : null;
  if (!url) {
    console.warn('@atrium/mf-online-dev: the export answered no download link.');
    return;
  }
  const name = [record.name, record.fileName, record.downloadName].find((value): value is string => typeof value === 'string' && value !== '');
  downloadFile(url, name ?? fallbackName);
}

/** A chosen file's text (FileReader: every browser, and jsdom in tests). */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });
}
