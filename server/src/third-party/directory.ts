/**
 * The address-book services of enterprise chat (WeCom, third type 1) and DingTalk (type 2) that
 * the system configuration tests and synchronises organisations and users to. The server calls
 * the real services' APIs (http-directory.ts; their base addresses are configurable:
 * ATRIUM_QY_API_BASE, ATRIUM_DING_API_BASE); with ATRIUM_TEST_PROVIDERS=1 the in-memory test
 * directory (src/test-providers/third-party.ts) answers instead.
 */
export type ThirdType = 1 | 2;

export interface ThirdCredentials {
  /** WeCom: corpId; DingTalk: appKey. */
  id: string;
  /** WeCom: the address-book or application secret; DingTalk: appSecret. */
  secret: string;
  /** WeCom / DingTalk application (agent) id, when the test concerns the application. */
  agentId?: string;
}

export interface ThirdDepartment {
  sysId: string;
  /** Its id at the provider from an earlier synchronisation (updated there), or null (created). */
  thirdId?: string | null;
  name: string;
  /** The parent's id at the provider; null for a top-level department. */
  parentThirdId: string | null;
  order: number;
}

export interface ThirdUser {
  sysId: string;
  /** Its userid at the provider from an earlier synchronisation, or null (the account is used). */
  thirdId?: string | null;
  account: string;
  name: string;
  mobile: string;
  email: string;
  departmentThirdId: string | null;
}

/** Why a call failed, in terms the server's messages say (never the provider's raw codes). */
export type ThirdFailure = 'credentials' | 'agent' | 'unavailable' | 'mobileRequired' | 'departmentMissing' | 'refused';

export class ThirdPartyError extends Error {
  constructor(readonly failure: ThirdFailure, readonly detail = '') {
    super(`third party: ${failure}${detail ? ` (${detail})` : ''}`);
  }
}

export interface ThirdDirectory {
  /** Gets an access token with these credentials (throws ThirdPartyError). */
  connect(type: ThirdType, credentials: ThirdCredentials): Promise<string>;
  /** Creates or updates the department; answers its id at the provider. */
  upsertDepartment(type: ThirdType, token: string, department: ThirdDepartment): Promise<string>;
  /** Creates or updates the member; answers its id at the provider. */
  upsertUser(type: ThirdType, token: string, user: ThirdUser): Promise<string>;
}
