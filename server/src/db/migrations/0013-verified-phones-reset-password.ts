import { seedId } from '../ids';

/** The reset-password button of the user page, with the id the seed gives it. */
const RESET_BUTTON_ID = seedId('module_buttons:permission.user:btn_resetPassword');

/**
 * Issue 11: verified mobile numbers and the administrator's password reset.
 * - users.mobile_phone_verified: 1 once a code sent to the number was entered. Every number set
 *   before this migration stays unverified (nobody proved they own it), so it does not sign in by
 *   SMS until its user confirms it on the profile page.
 * - sms_codes.purpose ('signIn' or 'bindPhone') and user_id: a code to confirm a number belongs to
 *   the user who asked for it and confirms only that number; sign-in codes cannot confirm numbers.
 * - The user page's 重置密码 button, for databases seeded before it existed, granted to the roles
 *   that hold that page's edit button. (On a new database the seed adds it: this inserts nothing.)
 */
export const sql = `
ALTER TABLE users ADD COLUMN mobile_phone_verified INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sms_codes ADD COLUMN purpose TEXT NOT NULL DEFAULT 'signIn' CHECK (purpose IN ('signIn', 'bindPhone'));
ALTER TABLE sms_codes ADD COLUMN user_id TEXT REFERENCES users(id) ON DELETE CASCADE;
CREATE INDEX sms_codes_purpose ON sms_codes (phone, purpose, created_at);

INSERT INTO module_buttons (id, module_id, en_code, full_name, sort_code)
  SELECT '${RESET_BUTTON_ID}', m.id, 'btn_resetPassword', '重置密码', 3 FROM modules m
  WHERE m.en_code = 'permission.user'
    AND NOT EXISTS (SELECT 1 FROM module_buttons b WHERE b.module_id = m.id AND b.en_code = 'btn_resetPassword');
INSERT INTO role_authorize (role_id, item_type, item_id)
  SELECT DISTINCT ra.role_id, 'button', reset.id
  FROM role_authorize ra
  JOIN module_buttons edit ON edit.id = ra.item_id AND edit.en_code = 'btn_edit'
  JOIN modules m ON m.id = edit.module_id AND m.en_code = 'permission.user'
  JOIN module_buttons reset ON reset.module_id = m.id AND reset.en_code = 'btn_resetPassword'
  WHERE ra.item_type = 'button'
    AND NOT EXISTS (SELECT 1 FROM role_authorize x WHERE x.role_id = ra.role_id AND x.item_type = 'button' AND x.item_id = reset.id);
`;
