// What a print data source's SQL may read: the generic read policy (sql-readonly/read-policy.ts)
// over the print allow-list below.
export { DENIED_FUNCTIONS, checkReadPolicy, startsAsSelect, type ExplainRow, type SchemaObject, type SourceAllowList, type Violation } from '../sql-readonly/read-policy';
import type { SourceAllowList } from '../sql-readonly/read-policy';

/**
 * The organisation, reference data and print tables a print-out plausibly shows. Users only by
 * their public columns (no password hash, login addresses, phone or mail); nothing of sessions,
 * tickets, messages, chat, logs or the permission engine.
 */
export const PRINT_SOURCE_TABLES: SourceAllowList = {
  organizations: '*',
  positions: '*',
  roles: '*',
  areas: '*',
  systems: '*',
  dictionary_types: '*',
  dictionary_data: '*',
  bill_rules: ['id', 'full_name', 'en_code', 'category', 'prefix', 'date_format', 'digit', 'start_number', 'sort_code', 'enabled_mark', 'description', 'creator_time', 'last_modify_time'],
  users: ['id', 'account', 'real_name', 'head_icon', 'organize_id', 'position_id', 'manager_id', 'gender', 'enabled_mark', 'sort_code', 'description', 'creator_time'],
  user_organizations: '*',
  user_positions: '*',
  user_roles: '*',
  print_templates: ['id', 'full_name', 'en_code', 'category', 'type', 'sort_code', 'enabled_mark', 'description', 'creator_time', 'last_modify_time'],
  print_logs: '*',
};

