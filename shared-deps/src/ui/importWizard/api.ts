// The calls of the import wizard (spec section 7 "Files, print, import"), by module base:
// 'permission/Users' gives /api/permission/Users/TemplateDownload, /Uploader, /ImportPreview, /ImportData …
import { http } from '@atrium/shared';

/** A one-off download link (the link itself is the credential). */
export interface DownloadLink {
  name: string;
  url: string;
}

/** A column of the preview; sub-table columns come as children. */
export interface ImportHeader {
  id: string;
  fullName: string;
  children?: ImportHeader[];
}

export type ImportRow = Record<string, unknown>;

export interface ImportPreview {
  headerRow: ImportHeader[];
  dataRow: ImportRow[];
}

/** The answer of ImportData (spec section 3 "Import"): resultType 0 all imported, 1 some rejected. */
export interface ImportResult {
  resultType: number;
  snum: number;
  fnum: number;
  /** The rejected rows, each with its reason in errorsInfo. */
  failResult: ImportRow[];
}

export interface ImportApi {
  template(): Promise<DownloadLink>;
  upload(file: File, onProgress: (percent: number) => void): Promise<{ name: string }>;
  preview(fileName: string): Promise<ImportPreview>;
  importData(list: readonly ImportRow[]): Promise<ImportResult>;
  exportExceptions(list: readonly ImportRow[]): Promise<DownloadLink>;
}

/** Which call exports the rejected rows: JNPF modules name it either way. */
export type ExceptionAction = 'ImportExceptionData' | 'ExportExceptionData';

const path = (module: string) => `/api/${module.split('/').map(encodeURIComponent).join('/')}`;

export function createImportApi(module: string, exceptionAction: ExceptionAction = 'ImportExceptionData'): ImportApi {
  const base = path(module);
  return {
    template: () => http.get<DownloadLink>(`${base}/TemplateDownload`),
    upload: (file, onProgress) => {
      const body = new FormData();
      body.append('file', file);
      return http.post<{ name: string }>(`${base}/Uploader`, body, {
        onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
      });
    },
    preview: (fileName) =>
      http.get<Partial<ImportPreview>>(`${base}/ImportPreview`, { fileName }).then((data) => ({ headerRow: data.headerRow ?? [], dataRow: data.dataRow ?? [] })),
    importData: (list) =>
      http.post<Partial<ImportResult>>(`${base}/ImportData`, { list }).then((data) => ({
        resultType: data.resultType ?? 0,
        snum: data.snum ?? 0,
        fnum: data.fnum ?? 0,
        failResult: data.failResult ?? [],
      })),
    exportExceptions: (list) => http.post<DownloadLink>(`${base}/${exceptionAction}`, { list }),
  };
}
