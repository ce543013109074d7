// What the editor refuses before a save (issue 15 "Bad input"), each with a translated message:
// missing names, malformed, reserved or duplicate field names, a sub-table inside a sub-table, a
// dictionary select without its dictionary, a bill-rule number without its rule, and formulas that
// read unknown fields or loop. The server refuses the same again.
import { isCode, isFieldName, t } from '@atrium/shared';
import { compileCalculations, type Calculation } from '../model/formula';
import { formulaScope, rowScope } from '../model/formulaScope';
import { kindOf, subTableColumns, SUB_TABLE, valueFields } from '../model/kinds';
import { FOREIGN_KEY, PRIMARY_KEY } from '../model/tables';
import type { Field } from '../model/types';
import { ONLINE_DEV_NS } from '../i18n';
import type { EditorState } from './editorReducer';
import { allFields } from './fieldTree';
import { ruleProblem } from './rules';
import { POPUP_KINDS } from './palette';

export interface ModelProblem {
  /** The field at fault (renderKey), or null for the module's own information. */
  key: number | null;
  message: string;
}

/**
 * Column names the server keeps for itself in every designed table (its system, flow and tenancy
 * columns, SQLite's rowid aliases). SQL words are refused by the server with its own message.
 */
const RESERVED = new Set([
  PRIMARY_KEY, FOREIGN_KEY, 'row_order', 'creator_user_id', 'creator_time', 'last_modify_user_id', 'last_modify_time',
  'flow_id', 'flow_state', 'flow_task_id', 'tenant_id', 'deleted_mark', 'version', 'rowid', 'oid',
]);
const NAME_MAX = 50;

const message = (key: string, options?: Record<string, unknown>) => t(`${ONLINE_DEV_NS}:model.${key}`, options);

/** Problems of one table's value fields (names unique within the table, case-insensitively). */
function checkFields(fields: readonly Field[], problems: ModelProblem[], inSubTable: boolean, form: readonly Field[] = []): void {
  const seen = new Map<string, string>();
  for (const field of fields) {
    const key = field.__config__.renderKey;
    const label = field.__config__.label;
    const name = field.__vModel__ ?? '';
    if (!label || label.trim() === '') problems.push({ key, message: message('labelRequired', { name }) });
    if (name === '') problems.push({ key, message: message('nameRequired', { label }) });
    // The server keeps names with "__" for its own suffixes.
    else if (!isFieldName(name) || name.includes('__')) problems.push({ key, message: message('nameFormat', { label, name }) });
    else if (RESERVED.has(name.toLowerCase())) problems.push({ key, message: message('nameReserved', { label, name }) });
    else if (name.length > NAME_MAX) problems.push({ key, message: message('nameTooLong', { label, max: NAME_MAX }) });
    else if (seen.has(name.toLowerCase())) problems.push({ key, message: message('nameDuplicate', { label, other: seen.get(name.toLowerCase()), name }) });
    if (name !== '') seen.set(name.toLowerCase(), label);

    const kind = kindOf(field);
    if ((kind === 'dicSelect' || field.__config__.dataType === 'dictionary') && !field.__config__.dictionaryType) problems.push({ key, message: message('dictionaryRequired', { label }) });
    if (kind === 'billRule' && !field.__config__.billRule) problems.push({ key, message: message('billRuleRequired', { label }) });
    if (field.__config__.dataType === 'dynamic' && !field.__config__.propsUrl) problems.push({ key, message: message('interfaceRequired', { label }) });
    if (POPUP_KINDS.has(kind) && !field.interfaceId) problems.push({ key, message: message('interfaceRequired', { label }) });
    if (kind === 'relationForm' && !field.modelId) problems.push({ key, message: message('relationFormRequired', { label }) });
    (field.__config__.regList ?? []).forEach((rule, index) => {
      // An empty row is left out by the server; a broken one is refused.
      if (rule.pattern.trim() !== '' && ruleProblem(rule) !== null && ruleProblem(rule) !== 'messageRequired') problems.push({ key, message: message('ruleInvalid', { label, n: index + 1 }) });
    });
    if (kind === SUB_TABLE) {
      if (inSubTable) {
        problems.push({ key, message: message('nestedTable', { label }) });
        continue;
      }
      if (subTableColumns(field, true).length === 0) problems.push({ key, message: message('tableEmpty', { label }) });
      // 选择添加 needs the data interface its rows come from.
      const conf = field.addTableConf as { interfaceId?: unknown } | undefined;
      if (Number(field.addType) === 1 && !(typeof conf?.interfaceId === 'string' && conf.interfaceId !== '')) problems.push({ key, message: message('interfaceRequired', { label }) });
      checkFields(subTableColumns(field, true), problems, true);
      checkFormulas(subTableColumns(field), rowScope(field, form), problems);
    }
  }
}

/** Formula problems of one scope: `known` is what its formulas may read. */
function checkFormulas(fields: readonly Field[], known: ReadonlyMap<string, boolean>, problems: ModelProblem[]): void {
  const calculated = fields.filter((field) => kindOf(field) === 'calculate' && field.__vModel__);
  const calculations: Calculation[] = calculated.map((field) => ({ name: field.__vModel__!, expression: field.__config__.expression }));
  const { errors } = compileCalculations(calculations, known);
  for (const field of calculated) {
    const error = errors.get(field.__vModel__!);
    if (error) problems.push({ key: field.__config__.renderKey, message: message(`formula.${error.code}`, { label: field.__config__.label, detail: error.detail }) });
  }
}

/** Codes and related attributes that read another field must name it. */
function checkDisplays(fields: readonly Field[], problems: ModelProblem[]): void {
  for (const { field } of allFields(fields)) {
    const kind = kindOf(field);
    const reads = kind === 'relationFormAttr' || ((kind === 'barcode' || kind === 'qrcode') && field.dataType === 'relation');
    if (reads && !field.relationField) problems.push({ key: field.__config__.renderKey, message: message('relationFieldRequired', { label: field.__config__.label }) });
  }
}

export function validateModel(state: EditorState): ModelProblem[] {
  const problems: ModelProblem[] = [];
  const { fullName, enCode } = state.info;
  if (fullName.trim() === '') problems.push({ key: null, message: message('moduleNameRequired') });
  if (enCode.trim() === '') problems.push({ key: null, message: message('moduleCodeRequired') });
  else if (!isCode(enCode.trim())) problems.push({ key: null, message: message('moduleCodeFormat') });

  const fields = state.formData.fields;
  checkFields(valueFields(fields, true), problems, false, fields);
  checkFormulas(valueFields(fields), formulaScope(fields), problems);
  checkDisplays(fields, problems);
  return problems;
}
