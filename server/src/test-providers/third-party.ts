import { randomBytes } from 'node:crypto';
import { ThirdPartyError, type ThirdCredentials, type ThirdDepartment, type ThirdDirectory, type ThirdType, type ThirdUser } from '../third-party/directory';

/**
 * The credentials the TEST enterprise-chat (1) and DingTalk (2) directories accept; anything else
 * is refused like a wrong secret. They open nothing real: the directories live in memory.
 */
export const TEST_THIRD_CREDENTIALS: Readonly<Record<ThirdType, { id: string; secret: string; agentId: string }>> = {
  1: { id: 'ww-test-corp', secret: 'test-corp-secret', agentId: '1000002' },
  2: { id: 'ding-test-app', secret: 'test-app-secret', agentId: '2000001' },
};

/**
 * An in-memory WeCom / DingTalk address book (ATRIUM_TEST_PROVIDERS=1, and server tests): checks
 * the credentials, hands out tokens, keeps departments and members, and refuses what the real
 * services refuse (a member without a mobile phone, a department under an unknown parent).
 * `delayMs` slows each write so that progress can be watched.
 */
export class TestThirdDirectory implements ThirdDirectory {
  readonly departments = new Map<ThirdType, Map<string, ThirdDepartment & { thirdId: string }>>([[1, new Map()], [2, new Map()]]);
  readonly users = new Map<ThirdType, Map<string, ThirdUser & { thirdId: string }>>([[1, new Map()], [2, new Map()]]);
  private readonly tokens = new Map<string, ThirdType>();
  delayMs = 0;

  async connect(type: ThirdType, credentials: ThirdCredentials): Promise<string> {
    const expected = TEST_THIRD_CREDENTIALS[type];
    if (credentials.id !== expected.id || credentials.secret !== expected.secret) throw new ThirdPartyError('credentials');
    if (credentials.agentId !== undefined && credentials.agentId !== expected.agentId) throw new ThirdPartyError('agent');
    const token = randomBytes(12).toString('hex');
    this.tokens.set(token, type);
    return token;
  }

  private async checked(type: ThirdType, token: string): Promise<void> {
    if (this.tokens.get(token) !== type) throw new ThirdPartyError('credentials');
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
  }

  async upsertDepartment(type: ThirdType, token: string, department: ThirdDepartment): Promise<string> {
    await this.checked(type, token);
    const book = this.departments.get(type) as Map<string, ThirdDepartment & { thirdId: string }>;
    if (department.parentThirdId !== null && ![...book.values()].some((item) => item.thirdId === department.parentThirdId)) {
      throw new ThirdPartyError('departmentMissing', department.parentThirdId);
    }
    const thirdId = book.get(department.sysId)?.thirdId ?? String(book.size + 2);
    book.set(department.sysId, { ...department, thirdId });
    return thirdId;
  }

  async upsertUser(type: ThirdType, token: string, user: ThirdUser): Promise<string> {
    await this.checked(type, token);
    if (user.mobile.trim() === '') throw new ThirdPartyError('mobileRequired', user.account);
    const book = this.users.get(type) as Map<string, ThirdUser & { thirdId: string }>;
    const thirdId = book.get(user.sysId)?.thirdId ?? user.account;
    book.set(user.sysId, { ...user, thirdId });
    return thirdId;
  }
}
