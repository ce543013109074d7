// A print template as a JSON file: exported through the one-off download mechanism, imported
// after the whole file passed the same checks as the form (the SQL included), in one transaction.
import { ApiError, badRequest } from '../../plugins/errors';
import { MultipartBody } from '../../plugins/multipart';
import type { Lang } from '../../i18n/messages';
import type { PrintTemplate } from './repository';
import { cleanTemplateInput, type TemplateInput } from './validation';
import type { TemplateFields } from './repository';

export const EXPORT_FORMAT = 'atrium.printTemplate';
export const EXPORT_VERSION = 1;

export interface TemplateExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: number;
  template: {
    fullName: string;
    enCode: string;
    category: string;
    type: number;
    sourceForm: string;
    sqlTemplate: PrintTemplate['sqlTemplate'];
    printTemplate: PrintTemplate['document'];
    pageParam: PrintTemplate['pageParam'];
    sortCode: number;
    enabledMark: number;
    description: string;
  };
}

export function exportFile(template: PrintTemplate, now: number): TemplateExport {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now,
    template: {
      fullName: template.fullName,
      enCode: template.enCode,
      category: template.category,
      type: template.type,
      sourceForm: template.sourceForm,
      sqlTemplate: template.sqlTemplate,
      printTemplate: template.document,
      pageParam: template.pageParam,
      sortCode: template.sortCode,
      enabledMark: template.enabledMark,
      description: template.description,
    },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const invalid = (detail: string): ApiError => badRequest('importInvalid', { detail });

/** The exported JSON from a multipart file, a {content: text} body, or the JSON itself. */
export function readContent(body: unknown): unknown {
  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch {
      throw invalid('JSON');
    }
  };
  if (body instanceof MultipartBody) {
    const file = body.files[0];
    if (!file) throw badRequest('importNoFile');
    return parse(file.data.toString('utf8'));
  }
  if (isRecord(body) && typeof body.content === 'string') return parse(body.content);
  return body;
}

/** The file's template checked with the form's rules; a rule's own message says what is wrong. */
export function parseExport(content: unknown, lang: Lang): TemplateFields {
  if (!isRecord(content) || content.format !== EXPORT_FORMAT) throw invalid('format');
  if (content.version !== EXPORT_VERSION) throw invalid('version');
  if (!isRecord(content.template)) throw invalid('template');
  const raw = content.template;
  const text = (key: string): string | null => (typeof raw[key] === 'string' ? (raw[key] as string) : null);
  const integer = (key: string): number | null => (typeof raw[key] === 'number' && Number.isInteger(raw[key]) ? (raw[key] as number) : null);
  const input: TemplateInput = {
    fullName: text('fullName'),
    enCode: text('enCode'),
    category: text('category'),
    type: integer('type'),
    sourceForm: text('sourceForm'),
    sqlTemplate: raw.sqlTemplate,
    printTemplate: raw.printTemplate,
    pageParam: raw.pageParam,
    sortCode: integer('sortCode'),
    enabledMark: raw.enabledMark === 0 || raw.enabledMark === 1 ? raw.enabledMark : null,
    description: text('description'),
  };
  // A field of the wrong type must fail as such, not silently fall back to a default.
  for (const key of ['type', 'sortCode', 'enabledMark'] as const) {
    if (raw[key] !== undefined && raw[key] !== null && input[key] === null) throw invalid(`template.${key}`);
  }
  try {
    return cleanTemplateInput(input);
  } catch (error) {
    if (error instanceof ApiError) throw invalid(`template: ${error.localise(lang)}`);
    throw error;
  }
}
