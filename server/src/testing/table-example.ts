import type { FastifyInstance } from 'fastify';
import { createUser, signIn } from './factories';
import { call, type CallResult } from './http';
import { createRole } from './roles';

/** 表格示例's API and what its tests read back. */
export const TABLE_EXAMPLE_BASE = '/api/extend/TableExample';
const PAGE = 'extend.tableDemo';

export interface ProjectRow {
  id: string;
  projectName: string;
  projectCode: string;
  projectType: string;
  projectTypeName: string;
  projectPhase: string;
  customerName: string;
  principal: string;
  jackStands: string;
  interactionDate: number | null;
  costAmount: number;
  tunesAmount: number;
  projectedIncome: number;
  registrant: string;
  registerDate: number;
  description: string;
  sign: string;
  postilCount: number;
  lastModifyTime: number | null;
}

export interface ProjectPage {
  list: ProjectRow[];
  pagination: { currentPage: number; pageSize: number; total: number };
  summary: { costAmount: number; tunesAmount: number; projectedIncome: number };
}

/** The id of an item of the IndustryType dictionary, by its code (seed/dictionaries.ts). */
export function projectTypeId(app: FastifyInstance, code: string): string {
  const row = app.db.prepare(`SELECT d.id FROM dictionary_data d JOIN dictionary_types t ON t.id = d.dictionary_type_id
    WHERE t.en_code = 'IndustryType' AND d.en_code = ?`).get(code) as { id: string } | undefined;
  if (!row) throw new Error(`projectTypeId: no IndustryType item ${code}`);
  return row.id;
}

let sequence = 0;

/** A valid form: unique name and code (tagged, so a keyword finds a test's own rows), the given overrides on top. */
export function projectBody(app: FastifyInstance, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  return {
    projectName: `测试项目${sequence}`,
    projectCode: `TE-${sequence}`,
    projectType: projectTypeId(app, 'saas'),
    projectPhase: '开发',
    customerName: '测试客户',
    principal: '测试负责人',
    jackStands: '',
    interactionDate: null,
    costAmount: 0,
    tunesAmount: 0,
    projectedIncome: 0,
    description: '',
    ...overrides,
  };
}

export async function createProject(app: FastifyInstance, token: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const result = await call<{ id: string }>(app, 'POST', TABLE_EXAMPLE_BASE, { token, body: projectBody(app, overrides) });
  if (result.code !== 200) throw new Error(`createProject failed: ${result.code} ${result.msg}`);
  return result.data.id;
}

export const getProject = (app: FastifyInstance, token: string, id: string): Promise<CallResult<ProjectRow>> =>
  call<ProjectRow>(app, 'GET', `${TABLE_EXAMPLE_BASE}/${id}`, { token });

export interface ProjectUser {
  id: string;
  account: string;
  realName: string;
  token: string;
}

/**
 * A signed-in user of a fresh role holding 表格示例 with these buttons; `page: false` for a
 * user who holds nothing at all.
 */
export async function projectUser(app: FastifyInstance, options: { buttons?: string[]; page?: boolean; realName?: string } = {}): Promise<ProjectUser> {
  const roles = options.page === false ? [] : [createRole(app, [{ page: PAGE, buttons: options.buttons ?? [] }])];
  const realName = options.realName ?? `表格用户${(sequence += 1)}`;
  const user = await createUser(app, { roles, realName });
  return { id: user.id, account: user.account, realName, token: await signIn(app, user.account, user.password) };
}
