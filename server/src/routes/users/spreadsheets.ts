// The user spreadsheets: the import template's columns and dropdowns (the generic reading, writing
// and limits live in ../spreadsheet-import.ts).
import { templateWorkbook } from '../spreadsheet-import';

/** The import template's columns, in order: key (the row object's field) and header. */
export const IMPORT_COLUMNS = [
  { key: 'account', header: '账号' },
  { key: 'realName', header: '姓名' },
  { key: 'gender', header: '性别' },
  { key: 'organize', header: '所属组织' },
  { key: 'position', header: '岗位' },
  { key: 'role', header: '角色' },
  { key: 'manager', header: '直属主管' },
  { key: 'mobilePhone', header: '手机' },
  { key: 'email', header: '邮箱' },
  { key: 'sortCode', header: '排序' },
  { key: 'description', header: '说明' },
] as const;
export type ImportKey = (typeof IMPORT_COLUMNS)[number]['key'];
export type ImportRow = Partial<Record<ImportKey, string>>;

export const GENDER_NAMES: Record<number, string> = { 1: '男', 2: '女', 0: '保密' };
/** The template's dropdown, in the order people read it. */
const GENDER_CHOICES = ['男', '女', '保密'];

/** The import template: the headers, a dropdown of genders and one of organisations (from a hidden sheet: the list grows with the data). */
export function userTemplate(organizations: readonly string[]): Promise<Buffer> {
  const columns = IMPORT_COLUMNS.map((column) => ({ ...column, width: column.key === 'organize' ? 36 : 16 }));
  return templateWorkbook('用户信息', columns, [
    { key: 'gender', values: GENDER_CHOICES, allowBlank: true },
    { key: 'organize', values: organizations, allowBlank: false, hidden: true },
  ]);
}
