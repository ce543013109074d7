import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest } from '../../plugins/errors';
import { bool, emptyEnvelope, envelope, int, listOf, nullableStr, objectOf, str } from '../common-schemas';
import { pageWindow, pagedQuerystring, paginationSchema, type PagingQuery } from '../paging';
import { LANGS, createCatalogLoader, entryId, type CatalogEntry, type Lang, type LocaleCatalog } from './catalog';
import { deleteOverrides, listOverrides, writeOverride, type Override } from './repository';

/** A translation is a label or a sentence, at most a short paragraph. */
export const LANGUAGE_TEXT_MAX = 2000;

const namespaceField = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_-]*$' } as const;
const keyField = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_$][A-Za-z0-9_.$-]*$' } as const;
const langField = { type: 'string', enum: [...LANGS] } as const;

interface ListQuery extends PagingQuery {
  namespace?: string;
  /** 1: only keys whose zhtw or en text is missing (after overrides). */
  missing?: number;
}

interface OverrideBody {
  namespace: string;
  key: string;
  lang: Lang;
  value: string;
}

const texts = { zh: str, zhtw: str, en: str };
const overrideTexts = objectOf({ zh: nullableStr, zhtw: nullableStr, en: nullableStr });
const row = objectOf({ namespace: str, key: str, ...texts, builtIn: objectOf(texts), overrides: overrideTexts, missing: { type: 'array', items: str } });

const listSchema = {
  querystring: pagedQuerystring({ properties: { namespace: { type: 'string', maxLength: 64 }, missing: { type: 'integer', enum: [0, 1] } } }),
  response: envelope(objectOf({ list: { type: 'array', items: row }, pagination: paginationSchema, catalog: bool })),
};
const namespacesSchema = { response: envelope(objectOf({ list: { type: 'array', items: objectOf({ namespace: str, total: int, missing: int }) }, catalog: bool })) };
const overrideSchema = {
  body: objectOf({ namespace: namespaceField, key: keyField, lang: langField, value: { type: 'string', maxLength: LANGUAGE_TEXT_MAX * 2 } }),
  response: emptyEnvelope,
};
const resetSchema = { querystring: objectOf({ namespace: namespaceField, key: keyField }), response: emptyEnvelope };
const overridesSchema = { response: envelope(listOf(objectOf({ namespace: str, key: str, lang: str, value: str }))) };

type Texts = Record<Lang, string>;

/** What the portal shows for a key: the override where there is one, else the built-in text. */
function effective(entry: CatalogEntry, overrides: ReadonlyMap<string, Partial<Texts>>): Texts & { overrides: Record<Lang, string | null> } {
  const own = overrides.get(entryId(entry.namespace, entry.key)) ?? {};
  const pick = (lang: Lang): string => own[lang] ?? entry[lang];
  return {
    zh: pick('zh'),
    zhtw: pick('zhtw'),
    en: pick('en'),
    overrides: { zh: own.zh ?? null, zhtw: own.zhtw ?? null, en: own.en ?? null },
  };
}

function overrideMap(list: readonly Override[]): Map<string, Partial<Texts>> {
  const map = new Map<string, Partial<Texts>>();
  for (const item of list) {
    const id = entryId(item.namespace, item.key);
    map.set(id, { ...map.get(id), [item.lang]: item.value });
  }
  return map;
}

const missingOf = (texts: Texts): Lang[] => (['zhtw', 'en'] as const).filter((lang) => texts[lang].trim() === '');

/** The text as stored: trimmed ends, one line or a paragraph, never only blanks. */
function cleanText(value: string): string {
  if (value === '') return '';
  const trimmed = value.replace(/^[\s\u3000]+|[\s\u3000]+$/gu, '');
  if (trimmed === '') throw badRequest('languageTextBlank');
  if ([...trimmed].length > LANGUAGE_TEXT_MAX) throw badRequest('languageTextTooLong', { max: LANGUAGE_TEXT_MAX });
  return trimmed;
}

/**
 * /api/system/Language (多语言, issue 16 item 6): the portal's translation keys per namespace in
 * zh / zhtw / en from the build's catalog, with the administrators' overrides. Overrides reach
 * open portals at once: every socket is told (`languageChanged`) and the portal's i18n loader
 * fetches /Overrides again. Everything but /Overrides is for administrators only.
 */
export async function languageRoutes(app: FastifyInstance, options: { catalog?: () => LocaleCatalog | null } = {}): Promise<void> {
  const catalog = options.catalog ?? createCatalogLoader(app.config.distDir);
  const admin = { access: 'administrator' as const };

  const requireCatalog = (): LocaleCatalog => {
    const loaded = catalog();
    if (!loaded) throw badRequest('languageCatalogMissing');
    return loaded;
  };

  const rowsOf = (loaded: LocaleCatalog) => {
    const overrides = overrideMap(listOverrides(app.db));
    return loaded.entries.map((entry) => {
      const texts = effective(entry, overrides);
      return { namespace: entry.namespace, key: entry.key, ...texts, builtIn: { zh: entry.zh, zhtw: entry.zhtw, en: entry.en }, missing: missingOf(texts) };
    });
  };

  app.get<{ Querystring: ListQuery }>('/', { schema: listSchema, config: admin }, async (request) => {
    const { currentPage, pageSize, offset, limit } = pageWindow(request.query);
    const loaded = catalog();
    if (!loaded) return ok(request, { list: [], pagination: { currentPage, pageSize, total: 0 }, catalog: false });
    const keyword = (request.query.keyword ?? '').trim().toLowerCase();
    const namespace = request.query.namespace ?? '';
    const rows = rowsOf(loaded).filter((item) =>
      (namespace === '' || item.namespace === namespace)
      && (request.query.missing !== 1 || item.missing.length > 0)
      && (keyword === '' || [item.key, item.zh, item.zhtw, item.en].some((text) => text.toLowerCase().includes(keyword))));
    return ok(request, { list: rows.slice(offset, offset + limit), pagination: { currentPage, pageSize, total: rows.length }, catalog: true });
  });

  app.get('/Namespaces', { schema: namespacesSchema, config: admin }, async (request) => {
    const loaded = catalog();
    if (!loaded) return ok(request, { list: [], catalog: false });
    const counts = new Map<string, { total: number; missing: number }>(loaded.namespaces.map((namespace) => [namespace, { total: 0, missing: 0 }]));
    for (const item of rowsOf(loaded)) {
      const count = counts.get(item.namespace);
      if (!count) continue;
      count.total += 1;
      if (item.missing.length > 0) count.missing += 1;
    }
    return ok(request, { list: [...counts].map(([namespace, count]) => ({ namespace, ...count })), catalog: true });
  });

  const changed = () => app.hub.broadcast({ method: 'languageChanged' });

  // One language's text of one key; an empty value goes back to the built-in text.
  app.put<{ Body: OverrideBody }>('/Override', { schema: overrideSchema, config: admin }, async (request) => {
    const { namespace, key, lang } = request.body;
    if (!requireCatalog().byId.has(entryId(namespace, key))) throw badRequest('languageKeyUnknown', { key: `${namespace}:${key}` });
    const value = cleanText(request.body.value);
    app.db.transaction(() => writeOverride(app.db, { namespace, key, lang, value }, sessionOf(request).userId, app.clock()))();
    changed();
    return ok(request, null, 'updated');
  });

  // Every language of a key back to the built-in texts.
  app.delete<{ Querystring: { namespace: string; key: string } }>('/Override', { schema: resetSchema, config: admin }, async (request) => {
    app.db.transaction(() => deleteOverrides(app.db, request.query.namespace, request.query.key))();
    changed();
    return ok(request, null, 'updated');
  });

  // What every signed-in portal applies over its built-in strings.
  app.get('/Overrides', { schema: overridesSchema }, async (request) =>
    ok(request, { list: listOverrides(app.db).map(({ namespace, key, lang, value }) => ({ namespace, key, lang, value })) }));
}
