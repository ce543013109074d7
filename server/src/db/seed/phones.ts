import type { Db } from '../connection';

/**
 * Mobile numbers of the seed accounts, for phone + SMS-code sign-in. They are in a reserved-looking
 * 139 0000 range, not anyone's number. lisi and wangwu share one, so that phone signs in only as a
 * sub-account ('13900000002@wangwu', spec section 2).
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
