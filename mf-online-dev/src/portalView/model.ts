// The portal layout (门户设计): types, defaults of new items, and the client's copy of the server's
// layout rules (server/src/routes/portal/layout.ts), so the designer refuses what the server would.
import { t as sharedT } from '@atrium/shared';
import { PORTAL_VIEW_NS } from './i18n';

export const GRID_COLUMNS = 24;
export const ROW_HEIGHT = 40;
export const MAX_ITEMS = 50;
export const MAX_ROWS = 40;
export const MAX_Y = 999;

export const PORTAL_WIDGET_KEYS = ['text', 'image', 'commonFunc', 'todoList', 'notice', 'dataBoard', 'chart'] as const;
export type PortalWidgetKey = (typeof PORTAL_WIDGET_KEYS)[number];

export const DASHBOARD_FIGURE_KEYS = [
  'userCount',
  'organizeCount',
  'departmentCount',
  'roleCount',
  'positionCount',
  'onlineUserCount',
  'dictionaryCount',
  'menuCount',
] as const;
export type DashboardFigureKey = (typeof DASHBOARD_FIGURE_KEYS)[number];

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

export type PortalTextItem = PortalItemBase & { jnpfKey: 'text'; content: string };
export type PortalImageItem = PortalItemBase & { jnpfKey: 'image'; src: string; alt: string };
export type PortalCommonFuncItem = PortalItemBase & { jnpfKey: 'commonFunc'; links: PortalLink[] };
export type PortalTodoListItem = PortalItemBase & { jnpfKey: 'todoList'; count: number };
export type PortalNoticeItem = PortalItemBase & { jnpfKey: 'notice'; count: number };
export type PortalDataBoardItem = PortalItemBase & { jnpfKey: 'dataBoard'; figures: string[] };

export const CHART_TYPES = ['bar', 'line'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export const CHART_DATA_TYPES = ['static', 'dynamic'] as const;
export type ChartDataType = (typeof CHART_DATA_TYPES)[number];

export interface ChartSeries {
  name: string;
  /** One value per category, in the categories' order. */
  data: number[];
}

/** A column of the data interface's rows drawn as a series. */
export interface ChartYField {
  field: string;
  name: string;
}

/**
 * A bar or line chart (JNPF portals' charts). Static: the data itself (categories × series), the
 * interface fields empty. Dynamic: the rows of a data interface, x labels from `xField`, a series
 * per `yFields` entry, categories and series empty.
 */
export type PortalChartItem = PortalItemBase & {
  jnpfKey: 'chart';
  chartType: ChartType;
  dataType: ChartDataType;
  categories: string[];
  series: ChartSeries[];
  interfaceId: string;
  xField: string;
  yFields: ChartYField[];
};

export type PortalItem =
  | PortalTextItem
  | PortalImageItem
  | PortalCommonFuncItem
  | PortalTodoListItem
  | PortalNoticeItem
  | PortalDataBoardItem
  | PortalChartItem;

export interface PortalFormData {
  layout: PortalItem[];
}

/** Kind-specific fields of a freshly added item (what the designer puts in before the user edits). */
export type PortalWidgetFields<K extends PortalWidgetKey> = Omit<Extract<PortalItem, { jnpfKey: K }>, keyof PortalItemBase>;

export interface PortalWidgetDefault<K extends PortalWidgetKey = PortalWidgetKey> {
  w: number;
  h: number;
  fields: () => PortalWidgetFields<K>;
}

/** Size and content of a new item of each kind; fields() returns fresh objects so callers may mutate them. */
export const PORTAL_WIDGET_DEFAULTS: { [K in PortalWidgetKey]: PortalWidgetDefault<K> } = {
  text: { w: 8, h: 4, fields: () => ({ jnpfKey: 'text', content: '' }) },
  image: { w: 8, h: 6, fields: () => ({ jnpfKey: 'image', src: '', alt: '' }) },
  commonFunc: { w: 8, h: 5, fields: () => ({ jnpfKey: 'commonFunc', links: [] }) },
  todoList: { w: 12, h: 8, fields: () => ({ jnpfKey: 'todoList', count: 5 }) },
  notice: { w: 12, h: 8, fields: () => ({ jnpfKey: 'notice', count: 5 }) },
  dataBoard: { w: 24, h: 4, fields: () => ({ jnpfKey: 'dataBoard', figures: ['userCount', 'organizeCount', 'roleCount', 'onlineUserCount'] }) },
  chart: { w: 12, h: 8, fields: () => sampleChart() },
};

/** A new chart: bars of three sample categories and one series, named in the current language, for the designer to replace. */
function sampleChart(): PortalWidgetFields<'chart'> {
  const sample = (key: string, values?: Record<string, number>) => sharedT(`${PORTAL_VIEW_NS}:chart.${key}`, values);
  return {
    jnpfKey: 'chart',
    chartType: 'bar',
    dataType: 'static',
    categories: [1, 2, 3].map((n) => sample('sampleCategory', { n })),
    series: [{ name: sample('sampleSeries'), data: [120, 200, 150] }],
    interfaceId: '',
    xField: '',
    yFields: [],
  };
}

/** Ceiling of the stored formData JSON, as the server counts it (UTF-8 bytes). */
export const FORM_DATA_MAX_BYTES = 64 * 1024;

export const LIMITS = {
  id: 64,
  title: 50,
  content: 2000,
  src: 500,
  alt: 100,
  links: 20,
  linkName: 50,
  linkUrl: 500,
  countMin: 1,
  countMax: 20,
  categories: 50,
  category: 50,
  series: 5,
  seriesName: 50,
  interfaceId: 64,
  field: 64,
  yFields: 5,
} as const;

/** A column of a data interface's rows, as the server accepts it for xField and yFields. */
export const CHART_FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const FILE_PATH_PREFIX = '/api/file/';

/** Length as the server counts it: code points, so an emoji is one character. */
const textLength = (text: string): number => [...text].length;

/** Blanks, control characters and backslashes (which browsers read as slashes) never belong in an address. */
function unsafeInAddress(text: string): boolean {
  return [...text].some((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code < 0x20 || code === 0x7f || char === '\\' || /\s/.test(char);
  });
}

export function isHttpUrl(text: string): boolean {
  if (!SCHEME.test(text) || unsafeInAddress(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * An image source the renderer loads: only a file the server serves (never climbing out of
 * /api/file/). The portal's CSP allows same-site images only, so outside URLs are refused here,
 * as the server refuses them, instead of failing when shown.
 */
export function isImageSource(src: string): boolean {
  if (src === '' || textLength(src) > LIMITS.src || unsafeInAddress(src)) return false;
  return src.startsWith(FILE_PATH_PREFIX) && !src.includes('..') && !/%2e/i.test(src);
}

/**
 * A page of the portal as menus name them ('system/notice'): no scheme, starting with a letter,
 * digit or _, so neither '//host' nor 'javascript:' gets through.
 */
export function isPortalPath(url: string): boolean {
  return url !== '' && !unsafeInAddress(url) && !SCHEME.test(url) && /^[A-Za-z0-9_]/.test(url);
}

/**
 * Where a common-function link goes: inside the portal, to another site (new tab), or nowhere
 * (refused). Surrounding blanks are ignored, as the server trims them before it stores the link.
 */
export function linkTarget(address: string): { kind: 'portal'; path: string } | { kind: 'external'; url: string } | null {
  const url = address.trim();
  if (url === '' || textLength(url) > LIMITS.linkUrl) return null;
  if (SCHEME.test(url)) return isHttpUrl(url) ? { kind: 'external', url } : null;
  return isPortalPath(url) ? { kind: 'portal', path: `/${url}` } : null;
}

const isKey = (value: unknown): value is PortalWidgetKey => typeof value === 'string' && (PORTAL_WIDGET_KEYS as readonly string[]).includes(value);
const isInt = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isText = (value: unknown, max: number, min = 0): value is string => typeof value === 'string' && textLength(value) >= min && textLength(value) <= max;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Translation key (namespace onlineDevPortalView, under validation.) and its values, of one item's first problem. */
export interface ItemProblem {
  key: string;
  values?: Record<string, string | number>;
}

/** The first rule one item breaks on its own (overlaps and duplicate ids need the whole layout). */
export function itemProblem(item: unknown): ItemProblem | null {
  if (!isRecord(item)) return { key: 'notObject' };
  if (!isKey(item.jnpfKey)) return { key: 'unknownKind' };
  if (typeof item.i !== 'string' || !ID_PATTERN.test(item.i)) return { key: 'id' };
  if (!isInt(item.x, 0, GRID_COLUMNS - 1)) return { key: 'x', values: { max: GRID_COLUMNS - 1 } };
  if (!isInt(item.y, 0, MAX_Y)) return { key: 'y', values: { max: MAX_Y } };
  if (!isInt(item.w, 1, GRID_COLUMNS)) return { key: 'w', values: { max: GRID_COLUMNS } };
  if (!isInt(item.h, 1, MAX_ROWS)) return { key: 'h', values: { max: MAX_ROWS } };
  if (item.x + item.w > GRID_COLUMNS) return { key: 'right', values: { columns: GRID_COLUMNS } };
  if (!isText(item.title, LIMITS.title)) return { key: 'title', values: { max: LIMITS.title } };
  switch (item.jnpfKey) {
    case 'text':
      return isText(item.content, LIMITS.content) ? null : { key: 'content', values: { max: LIMITS.content } };
    case 'image':
      if (typeof item.src !== 'string' || !isImageSource(item.src)) return { key: 'src', values: { max: LIMITS.src } };
      return isText(item.alt, LIMITS.alt) ? null : { key: 'alt', values: { max: LIMITS.alt } };
    case 'commonFunc': {
      if (!Array.isArray(item.links) || item.links.length > LIMITS.links) return { key: 'links', values: { max: LIMITS.links } };
      for (const [index, link] of item.links.entries()) {
        if (!isRecord(link) || typeof link.fullName !== 'string' || !isText(link.fullName.trim(), LIMITS.linkName, 1)) return { key: 'linkName', values: { n: index + 1, max: LIMITS.linkName } };
        if (typeof link.urlAddress !== 'string' || !linkTarget(link.urlAddress)) return { key: 'linkUrl', values: { n: index + 1 } };
      }
      return null;
    }
    case 'todoList':
    case 'notice':
      return isInt(item.count, LIMITS.countMin, LIMITS.countMax) ? null : { key: 'count', values: { min: LIMITS.countMin, max: LIMITS.countMax } };
    case 'dataBoard': {
      const figures = item.figures;
      const known: readonly string[] = DASHBOARD_FIGURE_KEYS;
      const valid = Array.isArray(figures) && figures.length >= 1 && figures.length <= known.length
        && figures.every((figure) => typeof figure === 'string' && known.includes(figure)) && new Set(figures).size === figures.length;
      return valid ? null : { key: 'figures', values: { max: known.length } };
    }
    case 'chart':
      return chartProblem(item);
  }
}

/** A name the chart shows (category, series, y field): 1-50 characters once trimmed. */
const isChartName = (value: unknown): boolean => typeof value === 'string' && isText(value.trim(), LIMITS.seriesName, 1);
/** A column of the interface's rows; surrounding blanks are ignored, as the server trims them. */
const isChartField = (value: unknown): boolean => typeof value === 'string' && value.trim().length <= LIMITS.field && CHART_FIELD_PATTERN.test(value.trim());

/**
 * Only the fields of the chart's own source are checked, as the server does (it stores the other
 * source's fields empty).
 */
function chartProblem(item: Record<string, unknown>): ItemProblem | null {
  if (!(CHART_TYPES as readonly unknown[]).includes(item.chartType)) return { key: 'chartType' };
  if (!(CHART_DATA_TYPES as readonly unknown[]).includes(item.dataType)) return { key: 'chartDataType' };
  if (item.dataType === 'static') {
    const { categories, series } = item;
    if (!Array.isArray(categories) || categories.length < 1 || categories.length > LIMITS.categories) return { key: 'chartCategories', values: { max: LIMITS.categories } };
    const badCategory = categories.findIndex((category) => !isChartName(category));
    if (badCategory >= 0) return { key: 'chartCategory', values: { n: badCategory + 1, max: LIMITS.category } };
    if (!Array.isArray(series) || series.length < 1 || series.length > LIMITS.series) return { key: 'chartSeries', values: { max: LIMITS.series } };
    for (const [index, entry] of series.entries()) {
      const n = index + 1;
      if (!isRecord(entry) || !isChartName(entry.name)) return { key: 'chartSeriesName', values: { n, max: LIMITS.seriesName } };
      const data = entry.data;
      if (!Array.isArray(data) || data.length !== categories.length || !data.every((value) => typeof value === 'number' && Number.isFinite(value))) {
        return { key: 'chartSeriesData', values: { n, count: categories.length } };
      }
    }
    return null;
  }
  const { interfaceId, yFields } = item;
  if (typeof interfaceId !== 'string' || !isText(interfaceId.trim(), LIMITS.interfaceId, 1)) return { key: 'chartInterface', values: { max: LIMITS.interfaceId } };
  if (!isChartField(item.xField)) return { key: 'chartXField', values: { max: LIMITS.field } };
  if (!Array.isArray(yFields) || yFields.length < 1 || yFields.length > LIMITS.yFields) return { key: 'chartYFields', values: { max: LIMITS.yFields } };
  for (const [index, entry] of yFields.entries()) {
    const n = index + 1;
    if (!isRecord(entry) || !isChartField(entry.field)) return { key: 'chartYField', values: { n, max: LIMITS.field } };
    if (!isChartName(entry.name)) return { key: 'chartYFieldName', values: { n, max: LIMITS.seriesName } };
  }
  return null;
}

export function overlaps(a: Pick<PortalItemBase, 'x' | 'y' | 'w' | 'h'>, b: Pick<PortalItemBase, 'x' | 'y' | 'w' | 'h'>): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

export interface LayoutProblem {
  /** 0-based position in the layout; the message counts from 1 as the server's does. */
  index: number;
  message: string;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

// The shared i18next instance: whoever validates registers the namespace (registerPortalViewTranslations).
const defaultTranslate: Translate = (key, values) => sharedT(`${PORTAL_VIEW_NS}:validation.${key}`, values);

/**
 * Every problem of a layout, one per item at most (its first), in the server's order: too many
 * items, an item's own fields, a repeated id, an overlap with an earlier item.
 */
export function validateLayout(layout: readonly unknown[], translate: Translate = defaultTranslate): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  if (layout.length > MAX_ITEMS) problems.push({ index: MAX_ITEMS, message: translate('tooMany', { max: MAX_ITEMS }) });
  const placed: { n: number; item: PortalItemBase }[] = [];
  const ids = new Map<string, number>();
  layout.forEach((item, index) => {
    const n = index + 1;
    const say = (key: string, values: Record<string, string | number> = {}) =>
      problems.push({ index, message: translate('item', { n, problem: translate(key, { n, ...values }) }) });
    const own = itemProblem(item);
    if (own) return say(own.key, own.values);
    const valid = item as PortalItem;
    const first = ids.get(valid.i);
    if (first !== undefined) return say('duplicateId', { other: first });
    ids.set(valid.i, n);
    const hit = placed.find((other) => overlaps(other.item, valid));
    if (hit) return say('overlap', { other: hit.n });
    placed.push({ n, item: valid });
  });
  return problems;
}

/** Length of a text in UTF-8 bytes (what the server measures). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** The stored formData JSON; null when it is over the server's size limit. */
export function serializeFormData(data: PortalFormData): string | null {
  const json = JSON.stringify({ layout: data.layout });
  return utf8Length(json) > FORM_DATA_MAX_BYTES ? null : json;
}

/**
 * A stored formData read for showing: unreadable JSON gives an empty layout, and an item that
 * breaks its own rules (or overlaps one kept before it) is left out rather than break the page.
 */
export function parseFormData(json: string | null | undefined): PortalFormData {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json ?? '');
  } catch {
    return { layout: [] };
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.layout)) return { layout: [] };
  const layout: PortalItem[] = [];
  const ids = new Set<string>();
  for (const item of parsed.layout.slice(0, MAX_ITEMS)) {
    if (itemProblem(item)) continue;
    const valid = item as PortalItem;
    if (ids.has(valid.i) || layout.some((other) => overlaps(other, valid))) continue;
    ids.add(valid.i);
    layout.push(valid);
  }
  return { layout };
}

/**
 * The first free spot for a w × h item, scanning rows top to bottom and each row left to right;
 * below everything when no row up to MAX_Y has room.
 */
export function placeNewItem(layout: readonly Pick<PortalItemBase, 'x' | 'y' | 'w' | 'h'>[], w: number, h: number): { x: number; y: number } {
  const width = Math.min(Math.max(Math.trunc(w), 1), GRID_COLUMNS);
  const height = Math.min(Math.max(Math.trunc(h), 1), MAX_ROWS);
  const bottom = layout.reduce((lowest, item) => Math.max(lowest, item.y + item.h), 0);
  for (let y = 0; y <= Math.min(bottom, MAX_Y); y += 1) {
    for (let x = 0; x + width <= GRID_COLUMNS; x += 1) {
      const spot = { x, y, w: width, h: height };
      if (!layout.some((item) => overlaps(item, spot))) return { x, y };
    }
  }
  return { x: 0, y: Math.min(bottom, MAX_Y) };
}

/** An id for a new item: unique within the layout, within the server's pattern. */
export function newItemId(layout: readonly Pick<PortalItemBase, 'i'>[]): string {
  const taken = new Set(layout.map((item) => item.i));
  for (;;) {
    const id = `w${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    if (!taken.has(id)) return id;
  }
}

/** A new item of a kind with its default size and content, at the first free spot of the layout. */
export function createPortalItem<K extends PortalWidgetKey>(jnpfKey: K, layout: readonly PortalItem[], title = ''): Extract<PortalItem, { jnpfKey: K }> {
  const defaults = PORTAL_WIDGET_DEFAULTS[jnpfKey] as PortalWidgetDefault<K>;
  const { x, y } = placeNewItem(layout, defaults.w, defaults.h);
  return { i: newItemId(layout), x, y, w: defaults.w, h: defaults.h, title, ...defaults.fields() } as Extract<PortalItem, { jnpfKey: K }>;
}

/** Reading order for the narrow (stacked) view: rows top to bottom, then left to right. */
export function readingOrder<T extends Pick<PortalItemBase, 'x' | 'y'>>(layout: readonly T[]): T[] {
  return [...layout].sort((a, b) => a.y - b.y || a.x - b.x);
}
