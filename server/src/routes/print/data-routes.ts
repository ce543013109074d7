// The calls that print: the choice dialog's list (Selector, getListOptions), the data a layout may
// use (Fields) and the data that fills it (Data, BatchData). Any signed-in user may print from a
// form with an enabled template; a disabled one prints only for holders of the page who may see it
// (designers previewing it).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRINT_DEV_PAGE } from '../../db/seed/menus';
import { translate, type Lang } from '../../i18n/messages';
import { rowInScope } from '../../permission/page-rights';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError, badRequest, notFound } from '../../plugins/errors';
import { TABLE_ROWS_MAX, checkSql, runSql } from '../../print/data-source';
import { findForm, findFormRecord, SAMPLE_RECORD_IDS, type FormField, type FormRecord } from '../../print/sample-form';
import type { SqlRunner } from '../../print/sql-runner';
import { flowPrintRecord } from '../workflow/print-data';
import { holdsPage, mayDesign } from './access';
import { PRINT_TEMPLATE_ROWS, findTemplate, selectorTemplates, templateOptions, type PrintTemplate, type TemplateType } from './repository';
import { batchDataSchema, dataSchema, fieldsSchema, listOptionsSchema, selectorSchema } from './schemas';
import { cleanSqlTemplate } from './validation';

export const BATCH_MAX = 100;

/** Flow records printed in a table (a flow task's operator records; empty for other records). */
export interface OperatorRecord {
  nodeName: string;
  userName: string;
  handleTime: number | null;
  handleStatus: number;
  handleOpinion: string;
}

const OPERATOR_FIELDS = [
  ['nodeName', 'printOpNodeName'],
  ['userName', 'printOpUserName'],
  ['handleTime', 'printOpHandleTime'],
  ['handleStatus', 'printOpHandleStatus'],
  ['handleOpinion', 'printOpHandleOpinion'],
] as const;

const operatorFields = (lang: Lang): FormField[] => OPERATOR_FIELDS.map(([field, key]) => ({ field, fieldName: translate(lang, key) }));

interface Context {
  runner: SqlRunner;
  timeoutMs: number;
}

interface FieldsBody {
  type?: TemplateType;
  sourceForm?: string | null;
  sqlTemplate?: unknown;
}

type PrintData = FormRecord;

const fieldsOf = (columns: readonly string[]): FormField[] => [...new Set(columns)].map((field) => ({ field, fieldName: field }));

export function printDataRoutes(app: FastifyInstance, { runner, timeoutMs }: Context): void {
  /** The template when the caller may print it: enabled, or disabled but theirs to see on the page. */
  const printable = (request: FastifyRequest, id: string): PrintTemplate => {
    const template = findTemplate(app.db, id);
    if (!template) throw notFound('entityPrintTemplate');
    if (template.enabledMark === 1) return template;
    const session = sessionOf(request);
    if (!holdsPage(app.db, session)) throw badRequest('printTemplateDisabled');
    if (!rowInScope(app.db, session, PRINT_DEV_PAGE, PRINT_TEMPLATE_ROWS, template.id)) throw notFound('entityPrintTemplate');
    return template;
  };

  /** Main fields and sub-tables of one record, as JNPF's printData carries them. */
  const printData = async (template: PrintTemplate, formId: string): Promise<PrintData> => {
    if (template.type === 2) {
      const record = findFormRecord(template.sourceForm, formId);
      if (!record) throw notFound('entityPrintRecord');
      return record;
    }
    const [main] = await runSql(runner, template.sqlTemplate.main, formId, 1, timeoutMs);
    if (!main) throw notFound('entityPrintRecord');
    const data: PrintData = { ...main };
    for (const table of template.sqlTemplate.tables) data[table.name] = await runSql(runner, table.sql, formId, TABLE_ROWS_MAX, timeoutMs);
    return data;
  };

  const templateOf = (template: PrintTemplate) => ({
    id: template.id,
    fullName: template.fullName,
    type: template.type,
    printTemplate: template.document,
    pageParam: template.pageParam,
  });

  // The 400 px choice dialog: enabled templates grouped by category.
  app.get<{ Querystring: { type?: TemplateType } }>('/Selector', { schema: selectorSchema }, async (request) => {
    const groups = new Map<string, { id: string; fullName: string; hasChildren: boolean; children: unknown[] }>();
    for (const row of selectorTemplates(app.db, request.query.type ?? null)) {
      let group = groups.get(row.category);
      if (!group) {
        group = { id: row.category, fullName: row.categoryName || translate(request.lang, 'printNoCategory'), hasChildren: true, children: [] };
        groups.set(row.category, group);
      }
      group.children.push({ id: row.id, fullName: row.fullName, enCode: row.enCode, type: row.type, category: row.category, hasChildren: false });
    }
    return ok(request, { list: [...groups.values()] });
  });

  // A form's print button offers the templates its configuration names (printId list), enabled ones only.
  app.post<{ Body: { ids: string[] } }>('/getListOptions', { schema: listOptionsSchema }, async (request) =>
    ok(request, { list: templateOptions(app.db, [...new Set(request.body.ids)]) }));

  app.post<{ Body: FieldsBody }>('/Fields', { schema: fieldsSchema }, async (request) => {
    if (!mayDesign(app.db, sessionOf(request))) throw new ApiError(403, 'printFieldsRight');
    const body = request.body;
    const operatorRecord = operatorFields(request.lang);
    if (body.type === 2) {
      const form = typeof body.sourceForm === 'string' ? findForm(body.sourceForm) : undefined;
      if (!form) throw badRequest(body.sourceForm ? 'printFormNotFound' : 'printFormRequired', { form: String(body.sourceForm ?? '').slice(0, 64) });
      return ok(request, {
        main: form.main,
        tables: form.tables,
        operatorRecord,
        records: [...SAMPLE_RECORD_IDS],
      });
    }
    const source = cleanSqlTemplate(body.sqlTemplate);
    const main = await checkSql(runner, source.main, timeoutMs);
    const tables = [];
    for (const table of source.tables) {
      const inspected = await checkSql(runner, table.sql, timeoutMs);
      tables.push({ name: table.name, fullName: table.name, fields: fieldsOf(inspected.columns) });
    }
    return ok(request, { main: fieldsOf(main.columns), tables, operatorRecord, records: [] });
  });

  // A flow task prints like JNPF's: formId is the task id; a form template gets the task's form data,
  // and every template its operator records (only for callers who may see the task).
  const flowRecord = (request: FastifyRequest, formId: string) => flowPrintRecord(app.db, sessionOf(request), formId, app.clock());

  app.get<{ Querystring: { id: string; formId: string } }>('/Data', { schema: dataSchema }, async (request) => {
    const template = printable(request, request.query.id);
    const flow = flowRecord(request, request.query.formId);
    const data = flow && template.type === 2 ? flow.printData : await printData(template, request.query.formId);
    const operatorRecordList: OperatorRecord[] = flow?.operatorRecordList ?? [];
    return ok(request, { ...templateOf(template), printData: data, operatorRecordList });
  });

  app.get<{ Querystring: { id: string; ids: string | string[] } }>('/BatchData', { schema: batchDataSchema }, async (request) => {
    const ids = [...new Set((Array.isArray(request.query.ids) ? request.query.ids : [request.query.ids]).flatMap((id) => id.split(',')).map((id) => id.trim()).filter(Boolean))];
    if (ids.length === 0) throw badRequest('printIdsRequired');
    if (ids.length > BATCH_MAX) throw badRequest('printIdsTooMany', { max: BATCH_MAX });
    const template = printable(request, request.query.id);
    const list = [];
    for (const formId of ids) {
      const flow = flowRecord(request, formId);
      list.push({ formId, printData: flow && template.type === 2 ? flow.printData : await printData(template, formId), operatorRecordList: flow?.operatorRecordList ?? [] });
    }
    return ok(request, { ...templateOf(template), list });
  });
}
