import type { Db } from '../connection';

/**
 * Made-up mobile numbers of the seed accounts, for phone + SMS-code sign-in. lisi and wangwu share one, so that phone signs in only as a
 * sub-account ('13900000002@wangwu', spec section 2). Seeded into a new (development or demo)
 * database only, never added to an existing one by a migration.
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
