// Calls of spec section 7 "System config" used by the configuration page, one function per
// endpoint: the settings, the mail and third-party connection tests, third-party synchronisation
// (SynThirdInfo) and the administrator list. A factory over the transport, so page tests pass a fake.
import { http, type HttpClient } from '@atrium/shared';

/** 0/1 switches of the configuration. */
export const FLAG_KEYS = [
  'mandatoryModificationOfInitialPassword',
  'loginNeedCode',
  'passwordStrengthLimit',
  'passwordLengthMin',
  'containsNumbers',
  'includeLowercaseLetters',
  'includeUppercaseLetters',
  'containsCharacters',
  'emailSsl',
  'qyhIsSynOrg',
  'qyhIsSynUser',
  'dingSynIsSynOrg',
  'dingSynIsSynUser',
] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];

export const TEXT_KEYS = [
  'sysName', 'sysVersion', 'copyright', 'logoIcon', 'loginIcon', 'navigationIcon', 'emailSmtpHost', 'emailSenderName', 'emailAccount',
  'qyhCorpId', 'qyhAgentId', 'dingSynAppKey', 'dingAgentId',
] as const;
export type TextKey = (typeof TEXT_KEYS)[number];

/** Write-only: the server never sends them back, only whether each is stored. */
export const SECRET_KEYS = ['emailPassword', 'qyhAgentSecret', 'qyhCorpSecret', 'dingSynAppSecret'] as const;
export type SecretKey = (typeof SECRET_KEYS)[number];

export const LOGO_KEYS = ['logoIcon', 'loginIcon', 'navigationIcon'] as const;
export type LogoKey = (typeof LOGO_KEYS)[number];

export type SysConfigSettings = Record<TextKey, string> & Record<FlagKey, number> & {
  passwordLengthMinNumber: number;
  emailSmtpPort: number;
  /** Failed sign-ins before an account locks (0: never), how it unlocks (1 by an administrator, 2 after lockTime minutes). */
  passwordErrorsNumber: number;
  lockType: number;
  lockTime: number;
  secretsSet: Record<SecretKey, boolean>;
};

/** What PUT takes: any subset; an empty or absent secret keeps the stored one. */
export type SysConfigUpdate = Partial<Omit<SysConfigSettings, 'secretsSet'>> & Partial<Record<SecretKey, string>>;

export type EmailTest = {
  emailSmtpHost: string;
  emailSmtpPort: number;
  emailSsl: number;
  emailAccount: string;
  emailPassword: string;
};

/** 1 enterprise chat (WeCom), 2 DingTalk. */
export type ThirdType = 1 | 2;
/** 1 organisations, 2 users. */
export type SyncDataType = 1 | 2;

export interface SyncTotal {
  synType: SyncDataType;
  recordTotal: number;
  synSuccessCount: number;
  synFailCount: number;
  unSynCount: number;
  synDate: number | null;
}

export interface SyncOutcome {
  total: number;
  success: number;
  failed: number;
  skipped: number;
}

export interface AdminUser {
  id: string;
  account: string;
  realName: string;
}

const BASE = '/api/system/SysConfig';
const SYNC = '/api/system/SynThirdInfo';
/** Spec section 9: third-party synchronisation waits 100 s. */
export const SYNC_TIMEOUT_MS = 100_000;

const SYNC_ACTIONS: Record<ThirdType, Record<SyncDataType, string>> = {
  1: { 1: 'synAllOrganizeSysToQy', 2: 'synAllUserSysToQy' },
  2: { 1: 'synAllOrganizeSysToDing', 2: 'synAllUserSysToDing' },
};

export function createSysConfigApi(client: HttpClient) {
  return {
    get: () => client.get<SysConfigSettings>(BASE),
    save: (update: SysConfigUpdate) => client.put<null>(BASE, update),
    /** Connects to the mail server with these settings; the server's message says how it went. */
    testEmail: (settings: EmailTest) => client.post<null>(`${BASE}/Email/Test`, settings),
    /** type 0: the application (corpId, agentId, agent secret); 1: the address book the sync uses (corpId, address-book secret). */
    testQyWebChat: (type: 0 | 1, body: Partial<Record<'qyhCorpId' | 'qyhAgentId' | 'qyhAgentSecret' | 'qyhCorpSecret', string>>) =>
      client.post<null>(`${BASE}/${type}/testQyWebChatConnect`, body),
    testDingTalk: (body: Partial<Record<'dingSynAppKey' | 'dingAgentId' | 'dingSynAppSecret', string>>) => client.post<null>(`${BASE}/testDingTalkConnect`, body),
    syncTotals: (type: ThirdType) => client.get<{ list: SyncTotal[] }>(`${SYNC}/getSynThirdTotal/${type}`),
    sync: (type: ThirdType, dataType: SyncDataType) => client.get<SyncOutcome>(`${SYNC}/${SYNC_ACTIONS[type][dataType]}`, { type: 0 }, { timeout: SYNC_TIMEOUT_MS }),
    adminList: () => client.get<{ list: AdminUser[] }>(`${BASE}/getAdminList`),
    setAdminList: (adminIds: string[]) => client.put<null>(`${BASE}/setAdminList`, { adminIds }),
  };
}

export type SysConfigApi = ReturnType<typeof createSysConfigApi>;

export const sysConfigApi: SysConfigApi = createSysConfigApi(http);
