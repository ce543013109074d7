import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileServiceOf } from '../../files/plugin';
import { translate } from '../../i18n/messages';
import { recordFileReadable } from '../../visualdev/records/files';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError, badRequest } from '../../plugins/errors';
import { pageWindow } from '../paging';
import { datedFileName, streamWorkbook, xlsxDownload } from '../spreadsheet-import';
import type { CompiledField } from '../../visualdev/model';
import { findModule } from '../../visualdev/repository';
import type { FormulaWarn } from '../../visualdev/records/calculate';
import {
  createRecord, exportRows, listPage, recordDetail, removeRecords, updateRecord, visibility, type Caller, type Row,
} from '../../visualdev/records/service';
import type { ListRequest } from '../../visualdev/records/search';
import { runtimeModule, type RuntimeModule } from '../../visualdev/runtime-model';
import { mayUse } from './access';
import { onlineSchemas } from './schemas';

interface ModelParams {
  modelId: string;
}
interface RecordParams extends ModelParams {
  recordId: string;
}

interface ListBody {
  currentPage?: number;
  pageSize?: number;
  sort?: string | null;
  sidx?: string | null;
  keyword?: string | null;
  json?: string | Record<string, unknown> | null;
  menuId?: string | null;
}

interface ExportBody extends ListBody {
  dataType?: string | number | null;
  selectKey?: string[] | string | null;
  ids?: string[] | null;
}

/** The search form's values: JNPF sends them as a JSON string. */
function searchValues(json: ListBody['json']): Record<string, unknown> {
  if (json === undefined || json === null || json === '') return {};
  if (typeof json === 'object') return json;
  try {
    const parsed = JSON.parse(json) as unknown;
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Answered below, like any other value of the wrong shape.
  }
  throw badRequest('vdSearchInvalid', { name: 'json' });
}

const listRequestOf = (body: ListBody | null): ListRequest => ({
  keyword: body?.keyword ?? '',
  json: searchValues(body?.json),
  sidx: body?.sidx ?? '',
  sort: body?.sort ?? '',
});

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A rich text as a spreadsheet cell: its text, blocks on lines of their own, no markup. */
export function htmlText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/div)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** A cell of the export: dates as dates, switches as their texts, lists and files as text. */
function cell(value: unknown, field: CompiledField | undefined): string | number | Date {
  if (value === null || value === undefined) return '';
  if (field?.shape === 'datetime' && typeof value === 'number') return new Date(value);
  if (field?.switchText) return Number(value) === 1 ? field.switchText.on : field.switchText.off;
  if (field?.jnpfKey === 'editor' && typeof value === 'string') return htmlText(value);
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (Array.isArray(value)) {
    return value.map((item) => (typeof item === 'object' && item !== null && 'name' in item ? String((item as { name: unknown }).name) : typeof item === 'object' ? JSON.stringify(item) : String(item))).join(',');
  }
  return JSON.stringify(value);
}

/** /api/visualdev/OnlineDev: the runtime of released modules (their list, form, detail, export). */
export async function onlineDevRoutes(app: FastifyInstance): Promise<void> {
  // Files of a record are readable by whoever may open its module's page.
  app.addHook('onReady', async () => fileServiceOf(app).access.allow((db, file, userId) => recordFileReadable(db, file.id, userId)));
  const exists = (id: string): boolean => findModule(app.db, id) !== undefined;
  const warn = (request: FastifyRequest, modelId: string): FormulaWarn => (details) => {
    request.log.warn({ modelId, ...details }, 'visualdev: a formula gave no number; 0 was stored');
  };

  /** The module in force and the caller, after the rights check of the module's menu (403 without them). */
  const enter = (request: FastifyRequest<{ Params: ModelParams }>, button?: string): { caller: Caller; runtime: RuntimeModule } => {
    const session = sessionOf(request);
    const runtime = runtimeModule(app.db, request.params.modelId, exists);
    if (!mayUse(app.db, session, runtime.released.menuCode, button)) throw new ApiError(403, 'noPermission');
    return { caller: { db: app.db, session, lang: request.lang, files: app.files.access }, runtime };
  };

  /** Reads the model again inside a write's transaction: a release in between is seen, never half. */
  const inWrite = <T>(request: FastifyRequest<{ Params: ModelParams }>, button: string, write: (caller: Caller, runtime: RuntimeModule) => T): T => {
    enter(request, button);
    return app.db.transaction(() => {
      const { caller, runtime } = enter(request, button);
      return write(caller, runtime);
    }).immediate();
  };

  app.get<{ Params: ModelParams }>('/:modelId/Config', { schema: onlineSchemas.config }, async (request) => {
    const { runtime } = enter(request);
    const { released } = runtime;
    return ok(request, {
      id: released.id, fullName: released.fullName, enCode: released.enCode, type: released.type, webType: released.webType,
      formData: released.formData, columnData: released.columnData, tables: released.tables, version: released.version, menuId: released.menuId,
    });
  });

  app.get<{ Params: ModelParams }>('/:modelId/ColumnData', { schema: onlineSchemas.columnData }, async (request) =>
    ok(request, { columnData: enter(request).runtime.released.columnData }));

  app.get<{ Params: ModelParams }>('/:modelId/FormData', { schema: onlineSchemas.formData }, async (request) =>
    ok(request, { formData: enter(request).runtime.released.formData }));

  app.post<{ Params: ModelParams; Body: ListBody | null }>('/:modelId/List', { schema: onlineSchemas.list }, async (request) => {
    const { caller, runtime } = enter(request);
    return ok(request, listPage(caller, runtime, listRequestOf(request.body), pageWindow(request.body ?? {})));
  });

  app.post<{ Params: ModelParams; Body: Record<string, unknown> }>('/:modelId', { schema: onlineSchemas.create }, async (request) => {
    const id = inWrite(request, 'btn_add', (caller, runtime) => createRecord(caller, runtime, { body: request.body, now: app.clock(), warn: warn(request, request.params.modelId) }));
    return ok(request, { id }, 'created');
  });

  app.get<{ Params: RecordParams }>('/:modelId/:recordId', { schema: onlineSchemas.info }, async (request) => {
    const { caller, runtime } = enter(request);
    const mayEdit = mayUse(app.db, caller.session, runtime.released.menuCode, 'btn_edit');
    return ok(request, recordDetail(caller, runtime, request.params.recordId, mayEdit, false));
  });

  app.get<{ Params: RecordParams }>('/:modelId/:recordId/DataChange', { schema: onlineSchemas.info }, async (request) => {
    const { caller, runtime } = enter(request);
    return ok(request, recordDetail(caller, runtime, request.params.recordId, false, true));
  });

  app.put<{ Params: RecordParams; Body: Record<string, unknown> }>('/:modelId/:recordId', { schema: onlineSchemas.update }, async (request) => {
    inWrite(request, 'btn_edit', (caller, runtime) =>
      updateRecord(caller, runtime, request.params.recordId, { body: request.body, now: app.clock(), warn: warn(request, request.params.modelId) }));
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: RecordParams }>('/:modelId/:recordId', { schema: onlineSchemas.remove }, async (request) => {
    inWrite(request, 'btn_remove', (caller, runtime) => removeRecords(caller, runtime, [request.params.recordId], true));
    return ok(request, null, 'deleted');
  });

  app.post<{ Params: ModelParams; Body: { ids: string[] } }>('/batchDelete/:modelId', { schema: onlineSchemas.batchDelete }, async (request) => {
    inWrite(request, 'btn_batchRemove', (caller, runtime) => removeRecords(caller, runtime, request.body.ids, false));
    return ok(request, null, 'deleted');
  });

  const exportRoute = async (request: FastifyRequest<{ Params: ModelParams; Body: ExportBody | null }>) => {
    const { caller, runtime } = enter(request, 'btn_download');
    const body = request.body ?? {};
    const list = listRequestOf(body);
    const asked = body.selectKey === undefined || body.selectKey === null || body.selectKey === ''
      ? null
      : new Set(Array.isArray(body.selectKey) ? body.selectKey : body.selectKey.split(','));
    const fields = new Map(runtime.model.main.fields.map((field) => [field.vModel, field]));
    // Main-table columns of the list, in its order, that the caller may see and asked for.
    const visible = visibility(caller, runtime);
    const columns = runtime.model.list.columns.filter((column) => fields.has(column.prop) && visible(column.prop) && (asked === null || asked.has(column.prop)));
    let rows: Iterable<Row>;
    if (String(body.dataType ?? '0') === '0' && !body.ids) {
      rows = listPage(caller, runtime, list, pageWindow(body)).list;
    } else {
      rows = exportRows(caller, runtime, list, body.ids ?? null);
    }
    const sheetRows = function* (): Generator<Record<string, string | number>> {
      for (const row of rows) {
        // exceljs writes Date cells as dates; the helper's type is narrower than what it accepts.
        yield Object.fromEntries(columns.map((column) => [column.prop, cell(row[column.prop], fields.get(column.prop))])) as Record<string, string | number>;
      }
    };
    const content = await streamWorkbook(translate(request.lang, 'vdExportSheet'), columns.map((column) => ({ key: column.prop, header: column.label })), sheetRows());
    return ok(request, xlsxDownload(app, request, datedFileName(runtime.released.fullName, app.clock()), content));
  };
  app.post<{ Params: ModelParams; Body: ExportBody | null }>('/:modelId/Actions/Export', { schema: onlineSchemas.exportData }, exportRoute);
  app.post<{ Params: ModelParams; Body: ExportBody | null }>('/:modelId/Actions/ExportData', { schema: onlineSchemas.exportData }, exportRoute);
}
