// Test helpers of 表格示例: rows and types from factories, the page's real calls (api.ts) over a fake
// transport that answers as the contract does, and the page's strings in the system namespace.
import { addTranslations } from '@atrium/shared';
import { createFakeTransport, type FakeTransport } from '@atrium/testing';
import { SYSTEM_NS } from '../i18n';
import { createTableDemoApi, type Postil, type ProjectQuery, type ProjectRow, type TableDemoApi, type TypeNode } from './api';
import en from './locales/en';
import zh from './locales/zh';
import zhtw from './locales/zhtw';

export const BASE = '/api/extend/TableExample';

/** The page's own strings only: its tests do not depend on the other pages of the namespace. */
export const registerTableDemoStrings = (): Promise<void> =>
  addTranslations(SYSTEM_NS, { zh: { tableDemo: zh }, zhtw: { tableDemo: zhtw }, en: { tableDemo: en } });

export const project = (id: string, overrides: Partial<ProjectRow> = {}): ProjectRow => ({
  id,
  projectName: `项目${id}`,
  projectCode: `P-${id}`,
  projectType: 't2',
  projectTypeName: '汽车制造',
  projectPhase: '实施',
  customerName: '华东汽车',
  principal: '张三',
  jackStands: '李四',
  interactionDate: new Date(2026, 2, 15).getTime(),
  costAmount: 0,
  tunesAmount: 0,
  projectedIncome: 0,
  registrant: '管理员/admin',
  registerDate: new Date(2026, 0, 5, 9, 30, 0).getTime(),
  description: '',
  sign: '0000000',
  postilCount: 0,
  lastModifyTime: null,
  ...overrides,
});

export const TYPES: TypeNode[] = [
  { id: 't1', text: '制造业', parentId: '0', hasChildren: true, children: [{ id: 't2', text: '汽车制造', parentId: 't1', hasChildren: false }] },
  { id: 't3', text: '信息技术', parentId: '0', hasChildren: false },
];

export const postil = (text: string, overrides: Partial<Postil> = {}): Postil => ({
  text,
  userId: '管理员/admin',
  creatorTime: new Date(2026, 1, 3, 14, 5).getTime(),
  creatorUserId: 'u1',
  ...overrides,
});

export interface FakeTableDemo extends FakeTransport<TableDemoApi> {
  rows: ProjectRow[];
  /** The list calls' queries, in order. */
  listQueries: () => Partial<ProjectQuery>[];
}

/** The contract's answers over `rows` (one page, total as given, sums of the rows). */
export function fakeTableDemo(rows: ProjectRow[], total = rows.length): FakeTableDemo {
  const fake = createFakeTransport(createTableDemoApi);
  const page = () => ({
    list: rows,
    pagination: { currentPage: 1, pageSize: 20, total },
    summary: {
      costAmount: rows.reduce((sum, row) => sum + row.costAmount, 0),
      tunesAmount: rows.reduce((sum, row) => sum + row.tunesAmount, 0),
      projectedIncome: rows.reduce((sum, row) => sum + row.projectedIncome, 0),
    },
  });
  fake.on(`GET ${BASE}`, page);
  fake.on(`GET ${BASE}/ControlSample/TreeList`, { list: TYPES });
  for (const row of rows) {
    fake.on(`GET ${BASE}/${row.id}`, () => row);
    fake.on(`PUT ${BASE}/UpdateSign/${row.id}`, null);
  }
  fake.on(`POST ${BASE}`, { id: 'new' });
  return { ...fake, rows, listQueries: () => fake.callsTo(`GET ${BASE}`).map((call) => call.payload as Partial<ProjectQuery>) };
}
