// Per-user list column settings of each module (spec section 3 "Column setting", saved per module).
export const sql = `
CREATE TABLE user_module_columns (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  module_id TEXT NOT NULL REFERENCES modules(id) ON DELETE CASCADE,
  field_list TEXT NOT NULL,
  last_modify_time INTEGER NOT NULL,
  PRIMARY KEY (user_id, module_id)
);
`;
