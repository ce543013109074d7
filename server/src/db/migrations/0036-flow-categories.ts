import { seedId } from '../ids';

/** The seed's 业务字典 group (db/seed/dictionaries.ts), where the flow categories sit. */
const BUSINESS_DICTIONARY_ID = seedId('dictionaryType:businessDictionary');
/** The 流程分类 dictionary; flows store an item's en_code (the JNPF client reads it by the code WorkFlowCategory). */
export const FLOW_CATEGORY_TYPE_ID = seedId('dictionaryType:WorkFlowCategory');
const CREATED = 1767225600000;

/** The categories the workflow pages offered before they came from the dictionary, by code. */
export const FLOW_CATEGORIES: ReadonlyArray<readonly [code: string, name: string]> = [
  ['hr', '人事'],
  ['finance', '财务'],
  ['administration', '行政'],
  ['business', '业务'],
  ['other', '其他'],
];

const item = ([code, name]: readonly [string, string], sort: number): string => `
INSERT INTO dictionary_data (id, dictionary_type_id, parent_id, full_name, en_code, enabled_mark, sort_code, description, creator_time)
  SELECT '${seedId(`dictionaryData:WorkFlowCategory:${code}`)}', '${FLOW_CATEGORY_TYPE_ID}', '0', '${name}', '${code}', 1, ${sort}, '', ${CREATED}
  WHERE NOT EXISTS (SELECT 1 FROM dictionary_data WHERE dictionary_type_id = '${FLOW_CATEGORY_TYPE_ID}' AND en_code = '${code}');`;

/** Flows and tasks that stored a category's name (the first seed did) now store its code. */
const byCode = ([code, name]: readonly [string, string]): string => `
UPDATE flow_engine SET category = '${code}' WHERE category = '${name}';
UPDATE flow_task SET flow_category = '${code}' WHERE flow_category = '${name}';`;

/**
 * Issue 18: flow categories come from a dictionary, 流程分类 (en_code WorkFlowCategory, under
 * 业务字典; the seed makes that group after migrating a new database), seeded with the five
 * categories the pages had built in. Administrators add and rename them in 数据字典.
 * Portable: WHERE NOT EXISTS, not OR IGNORE.
 */
export const sql = `
INSERT INTO dictionary_types (id, parent_id, full_name, en_code, is_tree, sort_code, description, creator_time)
  SELECT '${FLOW_CATEGORY_TYPE_ID}', '${BUSINESS_DICTIONARY_ID}', '流程分类', 'WorkFlowCategory', 0, 90, '', ${CREATED}
  WHERE NOT EXISTS (SELECT 1 FROM dictionary_types WHERE en_code = 'WorkFlowCategory');
${FLOW_CATEGORIES.map(item).join('\n')}
${FLOW_CATEGORIES.map(byCode).join('\n')}
`;
