import { existsSync } from 'node:fs';
import { generatePassword, hashPassword, kdfAtCost, md5Hex, type KdfParams } from '../auth/password';
import { forgetDevices } from '../auth/login-devices';
import { revokeUserSessions } from '../auth/sessions';
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db/connection';
import { migrate } from '../db/migrate';
import { findUserByAccount, setResetPasswordHash, unlockUser } from '../domain/users';

const USAGE = `Usage: npm run admin -- <command> <account>

Commands (on the database of ATRIUM_DB, default data/atrium.db; the server may keep running):
  unlock <account>          lift the account's lock, failed sign-in counts and temporary locks
  reset-password <account>  set a new random password, print it, end the account's sessions
                            and lift its locks`;

/** An operator-facing failure: one line on stderr and the exit status, no stack trace. */
export class AdminCliError extends Error {
  constructor(message: string, readonly exitCode: number) {
    super(message);
    this.name = 'AdminCliError';
  }
}

function userOf(db: Db, account: string, dbFile: string) {
  const user = findUserByAccount(db, account);
  if (!user) throw new AdminCliError(`atrium-admin: there is no account "${account}" in ${dbFile}`, 1);
  return user;
}

export interface AdminCliOptions {
  env?: NodeJS.ProcessEnv;
  kdf?: KdfParams;
  now?: () => number;
  out?: (line: string) => void;
}

/** Runs one command, printing through `out`. Throws AdminCliError for the operator's mistakes. */
export async function runAdminCli(args: readonly string[], options: AdminCliOptions = {}): Promise<void> {
  const out = options.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  const [command, account, ...rest] = args;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    out(USAGE);
    return;
  }
  if (command !== 'unlock' && command !== 'reset-password') throw new AdminCliError(`atrium-admin: unknown command "${command}"\n\n${USAGE}`, 2);
  if (!account || rest.length > 0) throw new AdminCliError(`atrium-admin: ${command} needs exactly one account\n\n${USAGE}`, 2);

  const config = loadConfig(options.env ?? process.env);
  // Never create an empty database by mistake: the account the operator means lives in an existing one.
  if (!existsSync(config.dbFile)) throw new AdminCliError(`atrium-admin: no database at ${config.dbFile} (set ATRIUM_DB to the server's database file)`, 1);
  const db = openDatabase(config.dbFile);
  try {
    migrate(db);
    const user = userOf(db, account, config.dbFile);
    if (command === 'unlock') {
      unlockUser(db, user.id);
      out(`Unlocked "${user.account}": its lock, failed sign-in counts and temporary locks are cleared.`);
      return;
    }
    // The same generator as the first start's: 96 random bits, passes every policy switch.
    const password = generatePassword();
    // At the server's cost: an operator who raised ATRIUM_PASSWORD_COST gets the new password hashed at it too.
    const hash = await hashPassword(md5Hex(password), options.kdf ?? kdfAtCost(config.passwordCost));
    const now = (options.now ?? Date.now)();
    const ended = db.transaction(() => {
      setResetPasswordHash(db, user.id, hash);
      unlockUser(db, user.id);
      forgetDevices(db, user.account);
      return revokeUserSessions(db, user.id, 'password', now);
    })();
    out(`New password of "${user.account}": ${password}`);
    out(`It is shown only this once. ${ended} session(s) ended; the account is unlocked.`);
  } finally {
    db.close();
  }
}

if (require.main === module) {
  runAdminCli(process.argv.slice(2)).catch((error: unknown) => {
    if (error instanceof AdminCliError) {
      process.stderr.write(`${error.message}\n`);
      process.exitCode = error.exitCode;
      return;
    }
    process.stderr.write(`atrium-admin: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
