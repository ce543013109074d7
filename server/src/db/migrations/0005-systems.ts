// The system whose menus a user currently sees (spec section 4: "With several systems the current
// system's children become the menu"). NULL: the first system the user may use.
export const sql = `
ALTER TABLE users ADD COLUMN system_id TEXT REFERENCES systems(id) ON DELETE SET NULL;
`;
