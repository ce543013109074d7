import { createHash } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { RouteEntry } from '../plugins/route-table';
import { buildTestApp, closeTestApp, createUser, signIn } from '.';
import {
  HOSTILE_BODIES,
  HOSTILE_JSON_VALUES,
  HOSTILE_NUMBER_TEXTS,
  HOSTILE_PAGING_VALUES,
  HOSTILE_PATH_VALUES,
  HOSTILE_RAW_QUERIES,
  HOSTILE_STRINGS,
  describeValue,
  hostileFor,
  jsonText,
} from './hostile';
import { pagingQueryProperties } from '../routes/paging';

/**
 * Issue 20: every route Fastify knows (app.routeTable, filled by onRoute, so routes added
 * later are walked too) is called with hostile paging, sort, keyword, id and body values,
 * signed in as an administrator and signed out. No answer may be a 5xx, and no table a route
 * does not own may change. A route that legitimately writes what a hostile-looking but valid
 * value asks for declares its tables in OWNED_TABLES.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
}

/** Written by almost any request: logs, sessions, throttles and one-time tickets. */
const BOOKKEEPING = new Set([
  'system_logs', 'system_logs_grams', 'system_logs_grams_data', 'system_logs_grams_idx', 'system_logs_grams_docsize', 'system_logs_grams_config', 'login_attempts', 'login_throttle', 'login_devices', 'sessions', 'sms_codes', 'sso_states', 'qr_tickets', 'download_tickets',
]);

/** Tables each family of routes (by URL prefix) may change when a hostile-looking value is valid input. */
const OWNED_TABLES: ReadonlyArray<[string, string[]]> = [
  ['/api/permission/Users', ['users', 'user_roles', 'user_positions']],
  ['/api/permission/Users/Current', ['user_avatars', 'user_sign_images']],
  ['/api/permission/Authority', ['user_module_columns', 'authorize', 'permission_generation']],
  ['/api/system/DictionaryType', ['dictionary_types', 'dictionary_data']],
  ['/api/system/DictionaryData', ['dictionary_data']],
  ['/api/system/BillRule', ['bill_rules', 'bill_numbers']],
  ['/api/system/Area', ['areas']],
  ['/api/system/SysConfig', ['sys_config']],
  ['/api/message', ['messages', 'message_receipts']],
  ['/api/message/AccountConfig', ['message_accounts']],
  ['/api/message/MessageTemplateConfig', ['message_templates', 'message_monitor']],
  ['/api/message/SendMessageConfig', ['message_send_configs', 'message_send_config_items']],
  ['/api/message/MessageMonitor', ['message_monitor']],
  ['/api/message/imreply', ['chat_conversations', 'chat_records']],
  ['/api/file', ['chat_files']],
  // Issue 14: uploads, the file store and pack downloads.
  ['/api/file', ['stored_file', 'file_blob', 'file_pack']],
  ['/api/permission/Organize', ['organizations', 'authorize']],
  ['/api/permission/Position', ['positions', 'authorize']],
  ['/api/permission/Role', ['roles', 'role_organizations', 'authorize']],
  ['/api/permission/Group', ['user_groups']],
  ['/api/permission/UserRelation', ['user_positions', 'user_roles', 'group_users', 'users']],
  ['/api/permission/organizeAdminIsTrator', ['organize_administrators']],
  // Issue 12 (helper "users"): memberships written with a user, the import wizard's uploads.
  ['/api/permission/Users', ['user_organizations', 'import_uploads', 'group_users']],
  ['/api/system/Menu', ['modules', 'module_buttons', 'module_columns', 'module_forms', 'module_data_rules', 'module_data_schemes', 'authorize', 'user_module_columns']],
  ['/api/system/ModuleButton', ['module_buttons', 'authorize']],
  ['/api/system/ModuleColumn', ['module_columns', 'authorize']],
  ['/api/system/ModuleForm', ['module_forms', 'authorize']],
  ['/api/system/ModuleDataAuthorize', ['module_data_rules']],
  ['/api/system/ModuleDataAuthorizeScheme', ['module_data_schemes', 'authorize']],
  // Issue 13: every deploy attempt is logged, refused ones included; applied ones add revisions.
  ['/api/system/Deploy', ['deploy_attempt', 'deploy_revision', 'deploy_change']],
  // Issue 14 item 6: print templates (copies, imports) and the print log.
  ['/api/system/printDev', ['print_templates']],
  // Issue 18: the workflow engine (its tasks send flow messages).
  ['/api/workflow/Engine', ['flow_engine', 'flow_engine_version', 'flow_task', 'flow_task_node', 'flow_task_operator', 'flow_task_operator_record', 'flow_task_circulate', 'flow_delegate', 'messages', 'message_receipts']],
  ['/api/system/printLog', ['print_logs']],
  // Issue 15: designed modules; a release also writes the module's menu and its resources.
  // Issue 16 item 7: common words (a hostile-looking phrase is a valid phrase).
  ['/api/system/CommonWords', ['common_words']],
  // 表格示例: a hostile-looking project name or comment is a valid one.
  ['/api/extend/TableExample', ['table_examples', 'table_example_postils']],
  // 门户设计: a hostile-looking portal name is a valid one (copies too).
  ['/api/visualdev/Portal', ['portals']],
  ['/api/visualdev/Base', ['visualdev', 'visualdev_release', 'visualdev_tables', 'modules', 'module_buttons', 'module_columns', 'module_forms', 'authorize', 'user_module_columns']],
];

const PAGING_NAMES = ['currentPage', 'pageSize', 'sort', 'sidx', 'keyword'];
/** The attacker's address: its failed sign-ins must not throttle the test's own sign-ins. */
const ATTACKER_IP = '203.0.113.66';

let app: FastifyInstance;
const failures: string[] = [];
let requestCount = 0;
const actorIds = new Set<string>();

function schemaPart(route: RouteEntry, part: 'querystring' | 'params' | 'body'): JsonSchema | undefined {
  return (route.schema as Record<string, JsonSchema | undefined> | undefined)?.[part];
}

function typesOf(schema: JsonSchema): string[] {
  if (schema.anyOf) return schema.anyOf.flatMap(typesOf);
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** A value the schema accepts, so that the one hostile field is what the route gets to judge. */
// Host fields get the loopback address, so plausible bodies never wait on DNS (port 1 is refused at once).
function plausible(schema: JsonSchema, name?: string): unknown {
  const allowed = schema.enum?.filter((value) => value !== null);
  if (allowed && allowed.length > 0) return allowed[0];
  const types = typesOf(schema);
  if (types.includes('object') || schema.properties) return fill(schema, {});
  if (types.includes('string')) return name !== undefined && /host$/i.test(name) ? '127.0.0.1' : 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  if (types.includes('integer') || types.includes('number')) return schema.minimum ?? 1;
  if (types.includes('boolean')) return true;
  if (types.includes('array')) return [];
  return 'x';
}

function fill(schema: JsonSchema, overrides: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of schema.required ?? []) body[name] = plausible(schema.properties?.[name] ?? {}, name);
  return { ...body, ...overrides };
}

function urlOf(route: RouteEntry, params: Record<string, string>, query: string): string {
  const path = route.url
    .replace(/:(\w+)/g, (_whole, name: string) => params[name] ?? 'x')
    .replace(/\*$/, params['*'] ?? 'x');
  return query === '' ? path : `${path}?${query}`;
}

const paramNames = (route: RouteEntry): string[] =>
  [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '').concat(route.url.endsWith('*') ? ['*'] : []);

const q = (name: string, value: string): string => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;

/** Every request of the walk for one route, without the token; `brief` for routes the caller cannot reach. */
function requestsFor(route: RouteEntry, brief: boolean): InjectOptions[] {
  const requests: InjectOptions[] = [];
  const method = route.method;
  const writes = method !== 'GET';
  const add = (params: Record<string, string>, query: string, payload: string | null = writes ? '{}' : null, contentType = 'application/json'): void => {
    const request: InjectOptions = { method, url: urlOf(route, params, query), headers: {}, remoteAddress: ATTACKER_IP };
    if (payload !== null) {
      request.payload = payload;
      request.headers = { 'content-type': contentType };
    }
    requests.push(request);
  };
  const bodySchema = schemaPart(route, 'body');
  const bodyProps = bodySchema?.properties ?? {};
  const everyField = (value: unknown): string => jsonText(Object.fromEntries(Object.keys(bodyProps).map((name) => [name, value])));

  add({}, '');
  if (brief) {
    add({}, PAGING_NAMES.map((name) => q(name, '1e309')).join('&'));
    if (writes) add({}, '', everyField('__INFINITY__'));
    return requests;
  }
  // Every paging name at once: a route that does not validate them hands them all to its handler.
  // Writes take their input from the body, so they get a sample of the query and path values.
  const sample = <T>(values: readonly T[]): readonly T[] => (writes ? values.filter((_value, index) => index % 3 === 0) : values);
  for (const value of sample(HOSTILE_PAGING_VALUES)) add({}, PAGING_NAMES.map((name) => q(name, value)).join('&'));
  // Each field the querystring schema declares, in turn, then attacks on the parser itself.
  const queryProps = schemaPart(route, 'querystring')?.properties;
  if (queryProps) {
    for (const [name, schema] of Object.entries(queryProps)) {
      const types = typesOf(schema);
      const numeric = types.includes('integer') || types.includes('number');
      for (const value of numeric ? HOSTILE_NUMBER_TEXTS : HOSTILE_STRINGS) add({}, q(name, value));
    }
    for (const raw of HOSTILE_RAW_QUERIES) add({}, raw);
  }
  // Each path parameter in turn.
  for (const name of paramNames(route)) for (const value of sample(HOSTILE_PATH_VALUES)) add({ [name]: value }, '');
  if (!writes) return requests;
  // Bodies wrong as a whole, every field with one hostile value, then each field in turn beside plausible others.
  for (const body of HOSTILE_BODIES) add({}, '', body.payload, body.contentType);
  for (const value of HOSTILE_JSON_VALUES) add({}, '', everyField(value));
  if (bodySchema) {
    for (const [name, schema] of Object.entries(bodyProps)) {
      for (const value of hostileFor(typesOf(schema))) add({}, '', jsonText(fill(bodySchema, { [name]: value })));
    }
  }
  return requests;
}

/** One table's hash, skipping rows that mention an acting user (their own data is their routes' business). */
function tableHash(name: string): string {
  const rows = (app.db.prepare(`SELECT * FROM "${name}"`).raw(true).all() as unknown[][])
    .filter((row) => !row.some((value) => typeof value === 'string' && actorIds.has(value)))
    .map((row) => JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('base64') : value)))
    .sort();
  return createHash('sha256').update(rows.join('\n')).digest('hex');
}

/**
 * Hashing every table after every route was 70 % of the walk's CPU (profiled: 200 of 315 s on a
 * loaded machine). Temporary triggers on this connection note which tables a route wrote, and only
 * those are hashed again. What triggers cannot see is hashed every time: virtual tables, tables
 * that refuse a trigger, a table that is new or was rebuilt (its triggers went with the old one),
 * and everything after another connection wrote to the file (PRAGMA data_version moves).
 */
const hashes = new Map<string, string>();
const watched = new Set<string>();
const unwatchable = new Set<string>();
let dataVersion = -1;
let triggerCount = 0;

function watch(name: string): void {
  const index = (triggerCount += 1);
  try {
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      app.db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS "hostile_${index}_${event}" AFTER ${event} ON "${name}" BEGIN INSERT OR IGNORE INTO temp.hostile_dirty (name) VALUES ('${name.replace(/'/g, "''")}'); END`);
    }
    watched.add(name);
  } catch {
    unwatchable.add(name);
  }
}

function tableHashes(): Map<string, string> {
  app.db.exec('CREATE TEMP TABLE IF NOT EXISTS hostile_dirty (name TEXT PRIMARY KEY)');
  const tables = app.db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string; sql: string | null }[];
  const dirty = new Set((app.db.prepare('SELECT name FROM temp.hostile_dirty').all() as { name: string }[]).map((row) => row.name));
  app.db.exec('DELETE FROM temp.hostile_dirty');
  const triggered = new Set((app.db.prepare("SELECT DISTINCT tbl_name FROM sqlite_temp_master WHERE type = 'trigger'").all() as { tbl_name: string }[]).map((row) => row.tbl_name));
  const version = app.db.pragma('data_version', { simple: true }) as number;
  const otherConnectionWrote = version !== dataVersion;
  dataVersion = version;
  const current = new Map<string, string>();
  for (const { name, sql } of tables) {
    if (BOOKKEEPING.has(name)) continue;
    const virtual = /^CREATE VIRTUAL TABLE/i.test(sql ?? '');
    if (!virtual && !unwatchable.has(name) && !triggered.has(name)) {
      // New, or rebuilt without the triggers: from now on watched, this time hashed.
      watched.delete(name);
      watch(name);
    }
    const known = hashes.get(name);
    const trusted = known !== undefined && !otherConnectionWrote && watched.has(name) && triggered.has(name) && !dirty.has(name);
    current.set(name, trusted ? known : tableHash(name));
  }
  hashes.clear();
  for (const [name, hash] of current) hashes.set(name, hash);
  return current;
}

function isPublic(route: RouteEntry): boolean {
  const config = route.config as { auth?: string } | undefined;
  return config?.auth === 'public' || !route.url.startsWith('/api/');
}

/** A table's full-text index (`<table>_fts` and FTS5's shadow tables `<table>_fts_*`) belongs with the table. */
function ownedBy(url: string): Set<string> {
  const tables = OWNED_TABLES.filter(([prefix]) => url === prefix || url.startsWith(`${prefix}/`)).flatMap(([, owned]) => owned);
  const indexes = tables.flatMap((table) => [`${table}_fts`, ...['data', 'idx', 'content', 'docsize', 'config'].map((part) => `${table}_fts_${part}`)]);
  return new Set([...tables, ...indexes]);
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

async function walk(route: RouteEntry, token: string | null): Promise<void> {
  // Signed out, a route that needs a session stops at the door: a few requests prove it.
  const brief = token === null && !isPublic(route);
  for (const request of requestsFor(route, brief)) {
    if (token) request.headers = { ...request.headers, authorization: token };
    const response = await app.inject(request);
    requestCount += 1;
    // Envelope codes 600-602 are JNPF's "sign in again" answers, not server errors.
    let code = response.statusCode;
    if (String(response.headers['content-type']).startsWith('application/json')) {
      const body: unknown = JSON.parse(response.body);
      if (typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'number' && body.code < 600) code = Math.max(code, body.code);
    }
    if (code >= 500) {
      const payload = typeof request.payload === 'string' ? ` body ${describeValue(request.payload)}` : '';
      failures.push(`${code} ${request.method} ${describeValue(safeDecode(String(request.url)))}${payload} (${token ? 'admin' : 'anonymous'})`);
    }
  }
}

/**
 * Defines the walk for one shard of the route table (every route whose index % shards is shard):
 * one test file per shard (routes/hostile-input-N.test.ts), so jest spreads the walk over its
 * workers instead of one file being the suite's longest pole. Each file has its own app and state.
 */
export function hostileWalkSuite(shard: number, shards: number): void {
  beforeAll(async () => {
    app = await buildTestApp({ config: { testProviders: true } });
  });

  afterAll(async () => {
    await closeTestApp(app);
  });

  it(`answers hostile input without a 5xx and without touching unrelated data (routes ${shard + 1} of every ${shards})`, async () => {
    const every = app.routeTable.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
    // The walk must see the API, not just the front-end files.
    expect(every.filter((route) => route.url.startsWith('/api/')).length).toBeGreaterThan(100);
    const routes = every.filter((_route, index) => index % shards === shard);
    // A fresh administrator per route: locking or signing out the actor spoils no other route's walk.
    const actors = [];
    for (const _route of routes) actors.push(await createUser(app, { isAdministrator: true, roles: ['admin'] }));
    for (const actor of actors) actorIds.add(actor.id);
    const seededConfig = app.db.prepare('SELECT key, value FROM sys_config').all() as { key: string; value: string }[];
    const restoreSysConfig = app.db.transaction(() => {
      app.db.prepare('DELETE FROM sys_config').run();
      const insert = app.db.prepare('INSERT INTO sys_config (key, value) VALUES (@key, @value)');
      for (const row of seededConfig) insert.run(row);
    });
    let before = tableHashes();
    for (const [index, route] of routes.entries()) {
      const actor = actors[index]!;
      await walk(route, await signIn(app, actor.account, actor.password));
      await walk(route, null);
      let after = tableHashes();
      const owned = ownedBy(route.url);
      for (const [table, hash] of after) {
        if (before.get(table) !== hash && !owned.has(table)) failures.push(`${route.method} ${route.url} changed table ${table}`);
      }
      // A valid-looking body may switch the captcha or password policy on: put the seeded settings back.
      if (after.get('sys_config') !== before.get('sys_config')) {
        restoreSysConfig();
        after = tableHashes();
      }
      before = after;
    }
    expect(failures).toEqual([]);
    // Every ordinary table was watched by its triggers (FTS5's shadow tables may refuse them and are
    // hashed each time): a trigger that failed to install would silently cost the whole speed-up.
    expect([...unwatchable].filter((name) => !/_fts_(data|idx|content|docsize|config)$/.test(name))).toEqual([]);
    // The seeded administrator is intact and can still sign in.
    expect(await signIn(app, 'admin')).toMatch(/^bearer /);
    process.stdout.write(`hostile-input walk, shard ${shard + 1}/${shards}: ${routes.length} routes, ${requestCount} requests, no 5xx\n`);
    // A budget, not a speed check: 365 routes took 40 s of CPU and 92 s on a loaded 2-core machine
    // (every request now also writes the system log) before only written tables were hashed again.
  }, 300_000);

  if (shard === 0) it('builds the querystring of every paged route from the shared paging schema, and clamps its page size', async () => {
    const paged = app.routeTable.filter((route) => schemaPart(route, 'querystring')?.properties?.currentPage !== undefined);
    expect(paged.length).toBeGreaterThan(5);
    for (const route of paged) {
      const props = schemaPart(route, 'querystring')?.properties ?? {};
      expect({ route: route.url, currentPage: props.currentPage, pageSize: props.pageSize, sort: props.sort, sidx: props.sidx !== undefined })
        .toEqual({ route: route.url, currentPage: pagingQueryProperties.currentPage, pageSize: pagingQueryProperties.pageSize, sort: pagingQueryProperties.sort, sidx: true });
    }
    const token = await signIn(app, 'admin');
    for (const route of paged.filter((entry) => entry.method === 'GET' && paramNames(entry).length === 0)) {
      const required = fill(schemaPart(route, 'querystring') ?? {}, { pageSize: 100_000 });
      const query = Object.entries(required).map(([name, value]) => q(name, String(value))).join('&');
      const response = await app.inject({ method: 'GET', url: `${route.url}?${query}`, headers: { authorization: token } });
      const body = response.json<{ code: number; data: { pagination?: { pageSize: number } } }>();
      expect({ route: route.url, code: body.code, pageSize: body.data.pagination?.pageSize }).toEqual({ route: route.url, code: 200, pageSize: 500 });
    }
  });
}
