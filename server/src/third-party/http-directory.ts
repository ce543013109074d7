import { ThirdPartyError, type ThirdCredentials, type ThirdDepartment, type ThirdDirectory, type ThirdType, type ThirdUser } from './directory';

/**
 * The real address-book clients: WeCom's server API (qyapi.weixin.qq.com: cgi-bin/gettoken,
 * agent/get, department/create|update, user/create|update) and DingTalk's (oapi.dingtalk.com:
 * gettoken, topapi/v2/department/create|update, topapi/v2/user/create|update), at base addresses
 * that the configuration may change (a proxy, a private deployment, a test server). Both answer
 * `{errcode, errmsg, …}` with errcode 0 on success; other codes become the failures the server's
 * messages name. The root department is 1 at both.
 */

export interface ThirdApiBases {
  /** WeCom server API. */
  qy: string;
  /** DingTalk server API. */
  ding: string;
}

export const DEFAULT_THIRD_API_BASES: ThirdApiBases = { qy: 'https://qyapi.weixin.qq.com', ding: 'https://oapi.dingtalk.com' };

/** How long one call may take. */
export const THIRD_CALL_TIMEOUT_MS = 10_000;

const ROOT_DEPARTMENT = 1;

/** WeCom's and DingTalk's error codes this client tells apart. */
const CODES = {
  /** WeCom: invalid corpid / secret; DingTalk: invalid appkey or appsecret. */
  credentials: new Set([40001, 40013, 40089, 40091, 40093, 43003, 88]),
  /** Invalid or unauthorised application id. */
  agent: new Set([40056, 301002, 60020, 60011]),
  departmentNotFound: new Set([60003]),
  parentNotFound: new Set([60004]),
  userNotFound: new Set([60111, 60121]),
  userExists: new Set([60102]),
  mobileMissing: new Set([60129, 40022]),
} as const;

interface Answer {
  errcode?: number;
  errmsg?: string;
  [key: string]: unknown;
}

class ProviderCode extends Error {
  constructor(readonly code: number, readonly text: string) {
    super(`errcode ${code}: ${text}`);
  }
}

export class HttpThirdDirectory implements ThirdDirectory {
  constructor(
    private readonly bases: ThirdApiBases = DEFAULT_THIRD_API_BASES,
    private readonly timeoutMs = THIRD_CALL_TIMEOUT_MS,
  ) {}

  private url(type: ThirdType, path: string, query: Record<string, string>): string {
    const base = (type === 1 ? this.bases.qy : this.bases.ding).replace(/\/+$/, '');
    return `${base}${path}?${new URLSearchParams(query).toString()}`;
  }

  /** One call; the provider's errcode as ProviderCode, anything unreadable or unreachable as 'unavailable'. */
  private async call(type: ThirdType, path: string, query: Record<string, string>, body?: object): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(this.url(type, path, query), {
        method: body ? 'POST' : 'GET',
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      throw new ThirdPartyError('unavailable', error instanceof Error ? error.message.slice(0, 200) : '');
    }
    if (!response.ok) throw new ThirdPartyError('unavailable', `HTTP ${response.status}`);
    let answer: Answer;
    try {
      answer = (await response.json()) as Answer;
    } catch {
      throw new ThirdPartyError('unavailable', 'not JSON');
    }
    if (answer === null || typeof answer !== 'object') throw new ThirdPartyError('unavailable', 'not an object');
    const code = Number(answer.errcode ?? 0);
    if (code !== 0) throw new ProviderCode(code, String(answer.errmsg ?? '').slice(0, 200));
    return answer;
  }

  /** Maps the codes any call may answer; those a caller handles itself it catches first. */
  private failure(error: unknown): unknown {
    if (!(error instanceof ProviderCode)) return error;
    if (CODES.credentials.has(error.code)) return new ThirdPartyError('credentials', error.message);
    if (CODES.agent.has(error.code)) return new ThirdPartyError('agent', error.message);
    if (CODES.parentNotFound.has(error.code)) return new ThirdPartyError('departmentMissing', error.message);
    if (CODES.mobileMissing.has(error.code)) return new ThirdPartyError('mobileRequired', error.message);
    return new ThirdPartyError('refused', error.message);
  }

  private async guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw this.failure(error);
    }
  }

  connect(type: ThirdType, credentials: ThirdCredentials): Promise<string> {
    return this.guarded(async () => {
      const answer = type === 1
        ? await this.call(1, '/cgi-bin/gettoken', { corpid: credentials.id, corpsecret: credentials.secret })
        : await this.call(2, '/gettoken', { appkey: credentials.id, appsecret: credentials.secret });
      const token = typeof answer.access_token === 'string' ? answer.access_token : '';
      if (token === '') throw new ThirdPartyError('unavailable', 'no access_token');
      if (credentials.agentId !== undefined && type === 1) {
        if (!/^\d{1,12}$/.test(credentials.agentId)) throw new ThirdPartyError('agent');
        await this.call(1, '/cgi-bin/agent/get', { access_token: token, agentid: credentials.agentId });
      }
      return token;
    });
  }

  upsertDepartment(type: ThirdType, token: string, department: ThirdDepartment): Promise<string> {
    return this.guarded(async () => {
      const parent = Number(department.parentThirdId ?? ROOT_DEPARTMENT);
      const known = department.thirdId ?? null;
      if (known !== null) {
        try {
          if (type === 1) await this.call(1, '/cgi-bin/department/update', { access_token: token }, { id: Number(known), name: department.name, parentid: parent, order: department.order });
          else await this.call(2, '/topapi/v2/department/update', { access_token: token }, { dept_id: Number(known), name: department.name, parent_id: parent, order: department.order });
          return known;
        } catch (error) {
          // Removed at the provider since the last sync: made again below.
          if (!(error instanceof ProviderCode && CODES.departmentNotFound.has(error.code))) throw error;
        }
      }
      if (type === 1) {
        const answer = await this.call(1, '/cgi-bin/department/create', { access_token: token }, { name: department.name, parentid: parent, order: department.order });
        return String(answer.id ?? '');
      }
      const answer = await this.call(2, '/topapi/v2/department/create', { access_token: token }, { name: department.name, parent_id: parent, order: department.order });
      return String((answer.result as { dept_id?: number } | undefined)?.dept_id ?? '');
    });
  }

  upsertUser(type: ThirdType, token: string, user: ThirdUser): Promise<string> {
    return this.guarded(async () => {
      if (user.mobile.trim() === '') throw new ThirdPartyError('mobileRequired', user.account);
      const userid = user.thirdId ?? user.account;
      const department = Number(user.departmentThirdId ?? ROOT_DEPARTMENT);
      const body = type === 1
        ? { userid, name: user.name, mobile: user.mobile, email: user.email || undefined, department: [department] }
        : { userid, name: user.name, mobile: user.mobile, email: user.email || undefined, dept_id_list: String(department) };
      const [create, update] = type === 1 ? ['/cgi-bin/user/create', '/cgi-bin/user/update'] : ['/topapi/v2/user/create', '/topapi/v2/user/update'];
      const send = (path: string) => this.call(type, path, { access_token: token }, body);
      // A member synced before is updated (made again if removed there); a new one is created (updated if the id exists there).
      try {
        await send(user.thirdId ? update : create);
      } catch (error) {
        if (!(error instanceof ProviderCode)) throw error;
        if (user.thirdId && CODES.userNotFound.has(error.code)) await send(create);
        else if (!user.thirdId && CODES.userExists.has(error.code)) await send(update);
        else throw error;
      }
      return userid;
    });
  }
}
