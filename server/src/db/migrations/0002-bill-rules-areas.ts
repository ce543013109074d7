/** Bill (serial-number) rules, the numbers they issued, and administrative areas. */
export const sql = `
CREATE TABLE bill_rules (
  id TEXT PRIMARY KEY,
  full_name TEXT NOT NULL,
  en_code TEXT NOT NULL UNIQUE,
  category TEXT NOT NULL,
  prefix TEXT NOT NULL,
  date_format TEXT NOT NULL CHECK (date_format IN ('yyyyMMdd', 'yyyyMM', 'yyyy', 'no')),
  digit INTEGER NOT NULL CHECK (digit BETWEEN 1 AND 9),
  start_number TEXT NOT NULL,
  -- Counter state: the date part and serial of the last issued number (NULL until the first one).
  current_date_part TEXT,
  current_serial INTEGER,
  sort_code INTEGER NOT NULL DEFAULT 0,
  enabled_mark INTEGER NOT NULL DEFAULT 1 CHECK (enabled_mark IN (0, 1)),
  description TEXT NOT NULL DEFAULT '',
  creator_time INTEGER NOT NULL,
  last_modify_time INTEGER
);

-- Every issued number, so a number can never be handed out twice for a rule, whatever
-- happens to the counter (rule edited, two processes on one file, a restored backup).
CREATE TABLE bill_numbers (
  rule_id TEXT NOT NULL REFERENCES bill_rules(id) ON DELETE CASCADE,
  bill_number TEXT NOT NULL,
  issued_at INTEGER NOT NULL,
  PRIMARY KEY (rule_id, bill_number)
) WITHOUT ROWID;

CREATE TABLE areas (
  id TEXT PRIMARY KEY,
  parent_id TEXT NOT NULL,
  full_name TEXT NOT NULL,
  en_code TEXT NOT NULL UNIQUE,
  -- 1 province, 2 city, 3 district, 4 street.
  type INTEGER NOT NULL CHECK (type BETWEEN 1 AND 4),
  sort_code INTEGER NOT NULL DEFAULT 0,
  enabled_mark INTEGER NOT NULL DEFAULT 1 CHECK (enabled_mark IN (0, 1)),
  description TEXT NOT NULL DEFAULT '',
  creator_time INTEGER NOT NULL,
  last_modify_time INTEGER
);
CREATE INDEX areas_parent ON areas (parent_id, sort_code);
`;
