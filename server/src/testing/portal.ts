import type { FastifyInstance } from 'fastify';
import { VISUAL_PORTAL_PAGE } from '../db/seed/menus';
import { portalCategoryId } from '../db/seed/portals';
import { createUser, signIn } from './factories';
import { call } from './http';
import { createRole } from './roles';

/** 门户设计's API (/api/visualdev/Portal) and what its tests send and read back. */
export const PORTAL_BASE = '/api/visualdev/Portal';

/** A list row as the API answers it (the repository's row). */
export type { PortalRow } from '../routes/portal/repository';

export interface PortalInfo {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  enabledMark: number;
  sortCode: number;
  description: string;
  type: number;
  formData: string;
}

type Item = Record<string, unknown>;

/** One widget of each kind at (x, y), w × h; overrides on top. */
export const widgets = {
  text: (x: number, y: number, extra: Item = {}): Item => ({ i: `text${x}_${y}`, x, y, w: 6, h: 2, jnpfKey: 'text', title: '文本', content: '你好', ...extra }),
  image: (x: number, y: number, extra: Item = {}): Item => ({
    i: `image${x}_${y}`, x, y, w: 6, h: 2, jnpfKey: 'image', title: '', src: '/api/file/Image/userAvatar/avatar-2.svg', alt: '图', ...extra,
  }),
  commonFunc: (x: number, y: number, extra: Item = {}): Item => ({
    i: `func${x}_${y}`, x, y, w: 6, h: 2, jnpfKey: 'commonFunc', title: '常用',
    links: [{ fullName: '公告', urlAddress: 'system/notice' }, { fullName: '外链', urlAddress: 'https://example.com/a?b=1' }], ...extra,
  }),
  todoList: (x: number, y: number, extra: Item = {}): Item => ({ i: `todo${x}_${y}`, x, y, w: 6, h: 2, jnpfKey: 'todoList', title: '待办', count: 5, ...extra }),
  notice: (x: number, y: number, extra: Item = {}): Item => ({ i: `notice${x}_${y}`, x, y, w: 6, h: 2, jnpfKey: 'notice', title: '公告', count: 3, ...extra }),
  dataBoard: (x: number, y: number, extra: Item = {}): Item => ({
    i: `board${x}_${y}`, x, y, w: 6, h: 2, jnpfKey: 'dataBoard', title: '数据', figures: ['userCount', 'menuCount'], ...extra,
  }),
  /** A bar chart of static data: three categories, two series. */
  chart: (x: number, y: number, extra: Item = {}): Item => ({
    i: `chart${x}_${y}`, x, y, w: 6, h: 2, jnpfKey: 'chart', title: '图表', chartType: 'bar', dataType: 'static',
    categories: ['一月', '二月', '三月'], series: [{ name: '收入', data: [1, 2.5, -3] }, { name: '支出', data: [0, 1, 2] }],
    interfaceId: '', xField: '', yFields: [], ...extra,
  }),
  /** A line chart of a data interface's rows: `name` labels the x axis, `total` is the one series. */
  dynamicChart: (x: number, y: number, interfaceId: string, extra: Item = {}): Item => ({
    i: `dynamic${x}_${y}`, x, y, w: 6, h: 2, jnpfKey: 'chart', title: '动态图表', chartType: 'line', dataType: 'dynamic',
    categories: [], series: [], interfaceId, xField: 'name', yFields: [{ field: 'total', name: '合计' }], ...extra,
  }),
};

/** A layout using every widget kind (the chart with static data), side by side on two rows. */
export const everyWidget = (): { layout: Item[] } => ({
  layout: [
    widgets.text(0, 0), widgets.image(6, 0), widgets.commonFunc(12, 0), widgets.todoList(18, 0), widgets.notice(0, 2), widgets.dataBoard(6, 2),
    widgets.chart(12, 2),
  ],
});

let sequence = 0;

/** A valid form: unique name and code, in 基础门户, with one text widget; overrides on top. */
export function portalBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  return {
    fullName: `测试门户${sequence}`,
    enCode: `testPortal${sequence}`,
    category: portalCategoryId('basePortal'),
    type: 0,
    enabledMark: 1,
    sortCode: sequence,
    description: '',
    formData: JSON.stringify({ layout: [widgets.text(0, 0)] }),
    ...overrides,
  };
}

export async function createPortal(app: FastifyInstance, token: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const result = await call<{ id: string }>(app, 'POST', PORTAL_BASE, { token, body: portalBody(overrides) });
  if (result.code !== 200) throw new Error(`createPortal failed: ${result.code} ${result.msg}`);
  return result.data.id;
}

export interface PortalUser {
  id: string;
  account: string;
  token: string;
}

/** A signed-in user of a fresh role holding 门户设计 with these buttons; `page: false` for one who holds nothing. */
export async function portalUser(app: FastifyInstance, options: { buttons?: string[]; page?: boolean } = {}): Promise<PortalUser> {
  const roles = options.page === false ? [] : [createRole(app, [{ page: VISUAL_PORTAL_PAGE, buttons: options.buttons ?? [] }])];
  const user = await createUser(app, { roles });
  return { id: user.id, account: user.account, token: await signIn(app, user.account, user.password) };
}
