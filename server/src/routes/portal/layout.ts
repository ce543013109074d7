import { textLength } from '@atrium/rules';
import type { MessageKey, MessageParams } from '../../i18n/messages';
import { badRequest } from '../../plugins/errors';
import { trimText } from '../field-rules';

/**
 * A portal's layout (PortalFormData, the JSON text of `formData`): widgets placed on a 24-column
 * grid of 40 px rows. The designer and the renderer (mf-online-dev/src/portalView/model.ts) hold
 * the same rules; this is the authority. What is stored is the cleaned layout: only the fields
 * below, so a client's extra properties never reach another user's screen.
 */
export const GRID_COLUMNS = 24;
export const Y_MAX = 999;
export const H_MAX = 40;
export const ITEMS_MAX = 50;
export const FORM_DATA_MAX_KB = 64;
export const FORM_DATA_MAX_BYTES = FORM_DATA_MAX_KB * 1024;
export const ITEM_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const TITLE_MAX = 50;
export const TEXT_MAX = 2000;
export const SRC_MAX = 500;
export const ALT_MAX = 100;
export const LINKS_MAX = 20;
export const LINK_NAME_MAX = 50;
export const LINK_URL_MAX = 500;
export const COUNT_MIN = 1;
export const COUNT_MAX = 20;
/** Where uploaded files are served; the only same-site image paths a portal may show. */
export const FILE_PATH_PREFIX = '/api/file/';
export const CHART_CATEGORIES_MAX = 50;
export const CHART_LABEL_MAX = 50;
export const CHART_SERIES_MAX = 5;
export const CHART_INTERFACE_ID_MAX = 64;
/** A result column a dynamic chart reads: an identifier, so it names a column and nothing else. */
export const CHART_FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export const PORTAL_WIDGET_KEYS = ['text', 'image', 'commonFunc', 'todoList', 'notice', 'dataBoard', 'chart'] as const;
export type PortalWidgetKey = (typeof PORTAL_WIDGET_KEYS)[number];

/** The dashboard overview's figures (GET /api/visualdev/Dashboard/Overview) a data board may show. */
export const DATA_BOARD_FIGURES = [
  'userCount', 'organizeCount', 'departmentCount', 'roleCount', 'positionCount', 'onlineUserCount', 'dictionaryCount', 'menuCount',
] as const;
export type DataBoardFigure = (typeof DATA_BOARD_FIGURES)[number];

export interface PortalItemBase {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  title: string;
}

export interface PortalLink {
  fullName: string;
  urlAddress: string;
}

export const CHART_TYPES = ['bar', 'line'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export const CHART_DATA_TYPES = ['static', 'dynamic'] as const;
export type ChartDataType = (typeof CHART_DATA_TYPES)[number];

export interface ChartSeries {
  name: string;
  data: number[];
}

export interface ChartYField {
  field: string;
  name: string;
}

/**
 * A bar or line chart. Static: the data itself (`categories` × `series`). Dynamic: the rows of a
 * data interface (POST /api/system/DataInterface/{interfaceId}/Action/List), `xField` the labels,
 * each of `yFields` a series. The other kind's fields are stored empty.
 */
export interface PortalChart {
  jnpfKey: 'chart';
  chartType: ChartType;
  dataType: ChartDataType;
  categories: string[];
  series: ChartSeries[];
  interfaceId: string;
  xField: string;
  yFields: ChartYField[];
}

export type PortalItem = PortalItemBase & (
  | { jnpfKey: 'text'; content: string }
  | { jnpfKey: 'image'; src: string; alt: string }
  | { jnpfKey: 'commonFunc'; links: PortalLink[] }
  | { jnpfKey: 'todoList'; count: number }
  | { jnpfKey: 'notice'; count: number }
  | { jnpfKey: 'dataBoard'; figures: DataBoardFigure[] }
  | PortalChart
);

export interface PortalFormData {
  layout: PortalItem[];
}

export const EMPTY_FORM_DATA: PortalFormData = { layout: [] };

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

// Blanks, control characters and backslashes (which browsers read as slashes) never belong in an address.
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const UNSAFE_IN_ADDRESS = /[\s\u0000-\u001f\u007f\\]/u;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * An image: only a file the server serves (no `..`, raw or encoded, to climb out of /api/file/).
 * The portal's CSP is `img-src 'self' data: blob:`, so an outside URL would pass here and then
 * never show; portals load no outside images, by decision, rather than widen the CSP.
 */
export function isImageSource(text: string): boolean {
  if (text === '' || textLength(text) > SRC_MAX || UNSAFE_IN_ADDRESS.test(text)) return false;
  return text.startsWith(FILE_PATH_PREFIX) && !text.includes('..') && !/%2e/i.test(text);
}

/**
 * A link: an http(s) URL, or a portal page path as menus have them (`system/notice`): no scheme,
 * starting with a letter, digit or _, so that neither `//host` nor `javascript:` gets through.
 */
export function isLinkAddress(text: string): boolean {
  if (text === '' || textLength(text) > LINK_URL_MAX || UNSAFE_IN_ADDRESS.test(text)) return false;
  if (SCHEME.test(text)) return isHttpUrl(text);
  return /^[A-Za-z0-9_]/.test(text);
}

/** Reads one item's fields, refusing with a message that names the item (1-based). */
class ItemReader {
  constructor(
    private readonly raw: Fields,
    readonly index: number,
  ) {}

  fail(key: MessageKey, params: MessageParams = {}): never {
    throw badRequest(key, { index: this.index, ...params });
  }

  integer(field: string, min: number, max: number): number {
    const value = this.raw[field];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) this.fail('portalItemRange', { field, min, max });
    return value;
  }

  text(field: string, max: number): string {
    const value = this.raw[field];
    if (typeof value !== 'string' || textLength(value) > max) this.fail('portalItemText', { field, max });
    return value;
  }

  value(field: string): unknown {
    return this.raw[field];
  }
}

function links(item: ItemReader): PortalLink[] {
  const raw = item.value('links');
  if (!Array.isArray(raw) || raw.length > LINKS_MAX) item.fail('portalItemLinks', { max: LINKS_MAX });
  return raw.map((entry: unknown, position) => {
    const link = position + 1;
    const fullName = isRecord(entry) && typeof entry.fullName === 'string' ? trimText(entry.fullName) : '';
    if (fullName === '' || textLength(fullName) > LINK_NAME_MAX) item.fail('portalItemLinkName', { link, max: LINK_NAME_MAX });
    const urlAddress = isRecord(entry) && typeof entry.urlAddress === 'string' ? entry.urlAddress.trim() : '';
    if (!isLinkAddress(urlAddress)) item.fail('portalItemLinkUrl', { link, max: LINK_URL_MAX });
    return { fullName, urlAddress };
  });
}

function figures(item: ItemReader): DataBoardFigure[] {
  const raw = item.value('figures');
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > DATA_BOARD_FIGURES.length || new Set(raw).size !== raw.length) {
    item.fail('portalItemFigures', { max: DATA_BOARD_FIGURES.length });
  }
  return raw.map((figure: unknown) => {
    if (typeof figure !== 'string' || !(DATA_BOARD_FIGURES as readonly string[]).includes(figure)) item.fail('portalItemFigure', { figure: shown(figure) });
    return figure as DataBoardFigure;
  });
}

/** A label of a chart (category, series or field name): trimmed, 1 to 50 characters, else ''. */
function label(value: unknown): string {
  const text = typeof value === 'string' ? trimText(value) : '';
  return textLength(text) > CHART_LABEL_MAX ? '' : text;
}

/** Static data: 1-50 categories, 1-5 series of one finite number per category. */
function staticChart(item: ItemReader): Pick<PortalChart, 'categories' | 'series'> {
  const rawCategories = item.value('categories');
  if (!Array.isArray(rawCategories) || rawCategories.length < 1 || rawCategories.length > CHART_CATEGORIES_MAX) {
    item.fail('portalChartCategories', { max: CHART_CATEGORIES_MAX });
  }
  const categories = rawCategories.map((raw: unknown, position) => {
    const text = label(raw);
    if (text === '') item.fail('portalChartCategory', { category: position + 1, max: CHART_LABEL_MAX });
    return text;
  });
  const rawSeries = item.value('series');
  if (!Array.isArray(rawSeries) || rawSeries.length < 1 || rawSeries.length > CHART_SERIES_MAX) item.fail('portalChartSeriesList', { max: CHART_SERIES_MAX });
  const series = rawSeries.map((raw: unknown, position) => {
    const entry = isRecord(raw) ? raw : {};
    const name = label(entry.name);
    if (name === '') item.fail('portalChartSeriesName', { series: position + 1, max: CHART_LABEL_MAX });
    const data = entry.data;
    if (!Array.isArray(data) || data.length !== categories.length || !data.every((value) => typeof value === 'number' && Number.isFinite(value))) {
      item.fail('portalChartSeriesData', { series: position + 1, count: categories.length });
    }
    return { name, data: data as number[] };
  });
  return { categories, series };
}

const fieldName = (value: unknown): string => (typeof value === 'string' && CHART_FIELD_PATTERN.test(value.trim()) ? value.trim() : '');

/**
 * Dynamic data: which interface, which column labels the x axis, which 1-5 columns are series.
 * Whether the interface exists and is enabled the routes check, in the write's transaction.
 */
function dynamicChart(item: ItemReader): Pick<PortalChart, 'interfaceId' | 'xField' | 'yFields'> {
  const rawId = item.value('interfaceId');
  const interfaceId = typeof rawId === 'string' ? rawId.trim() : '';
  if (interfaceId === '' || interfaceId.length > CHART_INTERFACE_ID_MAX) item.fail('portalChartInterface');
  const xField = fieldName(item.value('xField'));
  if (xField === '') item.fail('portalChartXField');
  const rawFields = item.value('yFields');
  if (!Array.isArray(rawFields) || rawFields.length < 1 || rawFields.length > CHART_SERIES_MAX) item.fail('portalChartYFields', { max: CHART_SERIES_MAX });
  const yFields = rawFields.map((raw: unknown, position) => {
    const entry = isRecord(raw) ? raw : {};
    const field = fieldName(entry.field);
    if (field === '') item.fail('portalChartYField', { series: position + 1 });
    const name = label(entry.name);
    if (name === '') item.fail('portalChartYFieldName', { series: position + 1, max: CHART_LABEL_MAX });
    return { field, name };
  });
  return { interfaceId, xField, yFields };
}

function chart(item: ItemReader): PortalChart {
  const chartType = item.value('chartType');
  if (typeof chartType !== 'string' || !(CHART_TYPES as readonly string[]).includes(chartType)) item.fail('portalChartType');
  const dataType = item.value('dataType');
  if (typeof dataType !== 'string' || !(CHART_DATA_TYPES as readonly string[]).includes(dataType)) item.fail('portalChartDataType');
  const empty = { categories: [], series: [], interfaceId: '', xField: '', yFields: [] };
  const data = dataType === 'static' ? { ...empty, ...staticChart(item) } : { ...empty, ...dynamicChart(item) };
  return { jnpfKey: 'chart', chartType: chartType as ChartType, dataType: dataType as ChartDataType, ...data };
}

/** A refused value as the message shows it: short, and never an object's insides. */
function shown(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 32) : typeof value;
}

function cleanItem(raw: unknown, index: number): PortalItem {
  if (!isRecord(raw)) throw badRequest('portalItemNotObject', { index });
  // Annotated so that TypeScript narrows after item.fail(), which never returns.
  const item: ItemReader = new ItemReader(raw, index);
  const key = raw.jnpfKey;
  if (typeof key !== 'string' || !(PORTAL_WIDGET_KEYS as readonly string[]).includes(key)) item.fail('portalItemKey', { key: shown(key) });
  if (typeof raw.i !== 'string' || !ITEM_ID_PATTERN.test(raw.i)) item.fail('portalItemId');
  const x = item.integer('x', 0, GRID_COLUMNS - 1);
  const y = item.integer('y', 0, Y_MAX);
  const w = item.integer('w', 1, GRID_COLUMNS);
  const h = item.integer('h', 1, H_MAX);
  if (x + w > GRID_COLUMNS) item.fail('portalItemBeyond', { columns: GRID_COLUMNS });
  const base: PortalItemBase = { i: raw.i, x, y, w, h, title: item.text('title', TITLE_MAX) };
  switch (key as PortalWidgetKey) {
    case 'text':
      return { ...base, jnpfKey: 'text', content: item.text('content', TEXT_MAX) };
    case 'image': {
      const src = raw.src;
      if (typeof src !== 'string' || !isImageSource(src)) item.fail('portalItemImageSrc', { max: SRC_MAX });
      return { ...base, jnpfKey: 'image', src, alt: item.text('alt', ALT_MAX) };
    }
    case 'commonFunc':
      return { ...base, jnpfKey: 'commonFunc', links: links(item) };
    case 'todoList':
      return { ...base, jnpfKey: 'todoList', count: item.integer('count', COUNT_MIN, COUNT_MAX) };
    case 'notice':
      return { ...base, jnpfKey: 'notice', count: item.integer('count', COUNT_MIN, COUNT_MAX) };
    case 'dataBoard':
      return { ...base, jnpfKey: 'dataBoard', figures: figures(item) };
    case 'chart':
      return { ...base, ...chart(item) };
  }
}

const overlaps = (a: PortalItemBase, b: PortalItemBase): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The layout checked item by item, then as a whole: ids unique, no two items on the same cell. */
export function cleanLayout(value: unknown): PortalFormData {
  if (!isRecord(value) || !Array.isArray(value.layout)) throw badRequest('portalLayoutShape');
  if (value.layout.length > ITEMS_MAX) throw badRequest('portalLayoutTooMany', { max: ITEMS_MAX });
  const layout = value.layout.map((raw: unknown, position) => cleanItem(raw, position + 1));
  const seen = new Map<string, number>();
  layout.forEach((item, position) => {
    const other = seen.get(item.i);
    if (other !== undefined) throw badRequest('portalItemIdTaken', { index: position + 1, other });
    seen.set(item.i, position + 1);
    const hit = layout.slice(0, position).findIndex((earlier) => overlaps(earlier, item));
    if (hit >= 0) throw badRequest('portalItemOverlap', { index: position + 1, other: hit + 1 });
  });
  return { layout };
}

/** The dynamic charts of a layout with their 1-based place, for the routes' interface check. */
export function chartInterfaces(data: PortalFormData): Array<{ index: number; interfaceId: string }> {
  return data.layout.flatMap((item, position) =>
    item.jnpfKey === 'chart' && item.dataType === 'dynamic' ? [{ index: position + 1, interfaceId: item.interfaceId }] : []);
}

/**
 * `formData` as it arrives: JNPF sends the JSON text; an object is taken as that JSON. Either way
 * at most 64 KB of UTF-8, then cleaned. The caller decides what a missing one means.
 */
export function parseFormData(raw: unknown): PortalFormData {
  const text = typeof raw === 'string' ? raw : ((JSON.stringify(raw) as string | undefined) ?? '');
  if (Buffer.byteLength(text, 'utf8') > FORM_DATA_MAX_BYTES) throw badRequest('portalLayoutTooLarge', { max: FORM_DATA_MAX_KB });
  let parsed: unknown;
  try {
    parsed = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    throw badRequest('portalLayoutNotJson');
  }
  return cleanLayout(parsed);
}

/** The stored text of a cleaned layout. */
export const formDataText = (data: PortalFormData): string => JSON.stringify(data);
