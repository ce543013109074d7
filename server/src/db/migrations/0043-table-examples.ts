import { demoProjectsSql } from '../seed/table-examples';

/** When the demo projects of a database migrated here (rather than seeded) count as registered. */
const MIGRATED_AT = Date.UTC(2026, 10, 27);

/**
 * 表格示例 (extend/tableDemo): JNPF's demo table of projects, and the comments (批注) on each row,
 * which JNPF keeps as a JSON array on the row. Amounts are integer fen, exact in sums; the API
 * speaks yuan. Project codes are unique whatever their case: project_code_key is the code
 * lower-cased in code, so every database compares them the same way.
 *
 * A database seeded before this table existed gets the demo projects here. On a new database
 * the dictionary and the users do not exist yet when migrations run, so this inserts nothing and
 * the seed adds them.
 */
export const sql = `
CREATE TABLE table_examples (
  id TEXT PRIMARY KEY,
  project_name TEXT NOT NULL,
  project_code TEXT NOT NULL,
  project_code_key TEXT NOT NULL UNIQUE,
  project_type TEXT NOT NULL,
  project_phase TEXT NOT NULL DEFAULT '',
  customer_name TEXT NOT NULL,
  principal TEXT NOT NULL,
  jack_stands TEXT NOT NULL DEFAULT '',
  interaction_date INTEGER,
  cost_amount_cents INTEGER NOT NULL DEFAULT 0 CHECK (cost_amount_cents BETWEEN 0 AND 999999999999),
  tunes_amount_cents INTEGER NOT NULL DEFAULT 0 CHECK (tunes_amount_cents BETWEEN 0 AND 999999999999),
  projected_income_cents INTEGER NOT NULL DEFAULT 0 CHECK (projected_income_cents BETWEEN 0 AND 999999999999),
  registrant TEXT NOT NULL,
  register_date INTEGER NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  sign TEXT NOT NULL DEFAULT '0000000',
  creator_user_id TEXT,
  last_modify_user_id TEXT,
  last_modify_time INTEGER
);
CREATE INDEX table_examples_register ON table_examples (register_date, id);
CREATE INDEX table_examples_type ON table_examples (project_type, register_date);

CREATE TABLE table_example_postils (
  id TEXT PRIMARY KEY,
  example_id TEXT NOT NULL REFERENCES table_examples(id) ON DELETE CASCADE,
  postil_text TEXT NOT NULL,
  creator_name TEXT NOT NULL,
  creator_user_id TEXT,
  creator_time INTEGER NOT NULL
);
CREATE INDEX table_example_postils_example ON table_example_postils (example_id, creator_time);
${demoProjectsSql(MIGRATED_AT)}
`;
