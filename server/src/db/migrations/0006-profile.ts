// The profile page (spec section 3 "User info", section 7 "Auth and current user"): personal
// fields of the base info, uploaded avatars, signature images and each user's request log.
export const sql = `
ALTER TABLE users ADD COLUMN gender INTEGER NOT NULL DEFAULT 0 CHECK (gender IN (0, 1, 2));
ALTER TABLE users ADD COLUMN mobile_phone TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN tele_phone TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN email TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN birthday INTEGER;
ALTER TABLE users ADD COLUMN postal_address TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN signature TEXT NOT NULL DEFAULT '';

CREATE TABLE user_avatars (
  name TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content_type TEXT NOT NULL,
  content BLOB NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX user_avatars_user ON user_avatars (user_id, created_at);

CREATE TABLE user_sign_images (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  sign_img TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  creator_time INTEGER NOT NULL
);
CREATE INDEX user_sign_images_user ON user_sign_images (user_id, creator_time);

CREATE TABLE request_logs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  at INTEGER NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  code INTEGER NOT NULL,
  duration_ms INTEGER NOT NULL,
  ip TEXT NOT NULL DEFAULT ''
);
CREATE INDEX request_logs_user ON request_logs (user_id, at);
`;
