// Issue 11 item 3: no anonymous lockout. Failed sign-ins are counted per account name (whether or
// not the account exists, so the answers cannot tell them apart) and per account + address pair,
// with temporary, growing locks of the pair (policy: docs/server.md "Failed sign-ins").
// The row with ip '*' is the account-wide count that turns the captcha on; a browser with a device
// cookie of the account (login_devices, auth/login-devices.ts) is throttled under 'device:…' instead
// of its address.
// The old policy locked accounts for good after five failures from anyone (lock_mark): those
// locks were the anonymous lockout this replaces, so they are lifted here.

export const sql = `
CREATE TABLE login_throttle (
  account TEXT NOT NULL,
  ip TEXT NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0,
  last_failure_at INTEGER NOT NULL,
  locked_until INTEGER,
  lock_level INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (account, ip)
);
CREATE INDEX login_throttle_last_failure ON login_throttle (last_failure_at);

CREATE TABLE login_devices (
  token_hash TEXT PRIMARY KEY,
  account TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX login_devices_account ON login_devices (account);

UPDATE users SET lock_mark = 0, locked_at = NULL, failed_count = 0 WHERE lock_mark = 1 OR failed_count > 0;
`;
