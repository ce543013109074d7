import type { Db } from '../connection';

/**
 * Made-up mobile numbers of the seed accounts. lisi and wangwu share one, so once both confirmed
 * it, it signs in only as a sub-account ('13900000002@wangwu', spec section 2). Seeded into a new
 * (development or demo) database only, never added to an existing one by a migration.
 *
 * They are seeded UNVERIFIED and so sign in as no one by SMS: nobody proved they own them, and
 * with a real gateway a stranger holding 139… would receive the codes. A user confirms a number on
 * the profile page (a code sent to it); the e2e tests do that through the test SMS gateway.
 */
export const SEED_PHONES: Readonly<Record<string, string>> = {
  admin: '13900000000',
  zhangsan: '13900000001',
  lisi: '13900000002',
  wangwu: '13900000002',
  viewer: '13900000004',
};

export function insertSeedPhones(db: Db): void {
  const update = db.prepare('UPDATE users SET mobile_phone = ? WHERE account = ?');
  for (const [account, phone] of Object.entries(SEED_PHONES)) update.run(phone, account);
}
