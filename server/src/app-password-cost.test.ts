import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp } from './app';
import { md5Hex, verifyPassword } from './auth/password';
import { loadConfig } from './config';

// ATRIUM_PASSWORD_COST reaches the hashes a server writes: the e2e server runs at 10, so a wiring
// that dropped it would quietly bring back the production cost (or one that took it everywhere, the
// reverse), and no other test would notice.
it('hashes the seed and new passwords at ATRIUM_PASSWORD_COST when it is set', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-server-test-'));
  const password = randomBytes(12).toString('base64url');
  const config = loadConfig({
    ATRIUM_DB: path.join(dir, 'atrium.db'),
    ATRIUM_SEED_PASSWORD: password,
    ATRIUM_TEST_PROVIDERS: '1',
    ATRIUM_PASSWORD_COST: '10',
  }, dir);
  const app = await buildApp({ config: { ...config, dbSynchronous: 'NORMAL', walCheckpointer: false }, onlyRoutes: new Set() });
  try {
    expect(app.kdf).toEqual({ logN: 10, r: 8, p: 1 });
    const admin = app.db.prepare("SELECT password_hash FROM users WHERE account = 'admin'").get() as { password_hash: string };
    expect(admin.password_hash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await verifyPassword(md5Hex(password), admin.password_hash)).toBe(true);
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
