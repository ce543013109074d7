// The data-source form's rules, with the server's own words (server/src/data-source/messages.ts),
// so a person sees the same message whichever side refuses first.
import { t } from '@atrium/shared';
import type { FormErrors } from '@atrium/ui';
import type { DbType } from './api';

export const NAME_MAX = 50;
/** What the server takes as a SQLite file: a relative path of plain names ending in .db/.sqlite/.sqlite3. */
export const SQLITE_FILE = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9_\-\u4e00-\u9fa5][A-Za-z0-9_.\-\u4e00-\u9fa5/]*\.(?:db|sqlite|sqlite3)$/;

/** The form as its inputs hold it (port and sort are text until saved). */
export interface SourceValues {
  fullName: string;
  dbType: DbType | '';
  host: string;
  port: string;
  userName: string;
  password: string;
  serviceName: string;
  dbSchema: string;
  tableSpace: string;
  sortCode: string;
  enabledMark: number;
  description: string;
}

const message = (key: string, options?: Record<string, unknown>) => t(`system:dataSource.source.rules.${key}`, options);

/** The problems of the form, per field; `forTest` needs no name. */
export function validateSource(values: SourceValues, forTest = false): FormErrors<SourceValues> {
  const errors: FormErrors<SourceValues> = {};
  const name = values.fullName.trim();
  if (!forTest && !name) errors.fullName = message('fullName');
  else if (name.length > NAME_MAX) errors.fullName = message('fullNameMax', { max: NAME_MAX });
  if (!values.dbType) {
    errors.dbType = message('dbType');
    return errors;
  }
  if (values.dbType === 'SQLite') {
    const file = values.serviceName.trim();
    if (!file) errors.serviceName = message('file');
    else if (!SQLITE_FILE.test(file) || file.includes('//')) errors.serviceName = message('filePattern');
  } else {
    if (!values.host.trim()) errors.host = message('host');
    const port = Number(values.port);
    if (values.port.trim() !== '' && (!Number.isInteger(port) || port < 1 || port > 65535)) errors.port = message('port');
    if (!values.userName.trim()) errors.userName = message('userName');
    if (!values.serviceName.trim()) errors.serviceName = message('serviceName');
  }
  const sort = Number(values.sortCode || '0');
  if (!Number.isInteger(sort) || sort < 0 || sort > 999999) errors.sortCode = message('sortCode');
  return errors;
}
