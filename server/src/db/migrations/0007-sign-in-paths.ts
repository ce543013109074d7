// Phone + SMS code, app QR scan and enterprise-chat SSO (spec section 2 "Login"). Codes, tickets
// and states are stored only as SHA-256 hashes, like session tokens.
// Existing users get no phone here: giving a live database's accounts made-up numbers would let
// whoever owns such a number sign in. Only a freshly seeded database gets the seed phones.
// The column itself comes from 0006 (profile base info), which always runs first.

export const sql = `
CREATE INDEX users_mobile_phone ON users (mobile_phone);

CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  failed_count INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER
);
CREATE INDEX sms_codes_phone ON sms_codes (phone, created_at);
CREATE INDEX sms_codes_ip ON sms_codes (ip, created_at);

CREATE TABLE qr_tickets (
  ticket_hash TEXT PRIMARY KEY,
  poll_hash TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('waiting', 'confirmed', 'cancelled', 'used')),
  user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
  ip TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX qr_tickets_ip ON qr_tickets (ip, created_at);

CREATE TABLE sso_states (
  state_hash TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
`;
