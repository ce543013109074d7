import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../../db/ids';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { permissionsChanged, usersOfObject } from '../../permission/changes';
import { descriptionText, enabledMark, sortCode } from '../field-rules';
import { entityCode, entityName, idList, shortText } from '../organize/fields';
import { ICONS, organizeNodeSchema, organizePaths, treeWithLeaves, type LeafNode } from '../organize/nodes';
import { findOrganize, listOrganizes, subtreeOf, type Organize } from '../organize/repository';
import { pageWindow, type PagingQuery } from '../paging';
import { readScope, requireWrite } from '../organize-admin/rights';
import { holderRowInScope, listRights, rowInScope, UNRESTRICTED, visibleRecord, visibleRows, writableBody } from '../../permission/page-rights';
import type { Session } from '../../auth/sessions';
import {
  deletePosition,
  findPosition,
  insertPosition,
  listPositions,
  pagePositions,
  positionCodeTaken,
  positionHolders,
  positionsByIds,
  POSITION_ROWS,
  POSITION_SCOPE_COLUMNS,
  setPositionEnabled,
  updatePosition,
  type Position,
  type PositionInput,
} from './repository';
import {
  allSchema,
  byOrgsSchema,
  conditionSchema,
  createSchema,
  deleteSchema,
  infoSchema,
  listSchema,
  selectorSchema,
  stateSchema,
  updateSchema,
} from './schemas';

export const POSITION_PAGE = 'permission.position';
const access = {
  add: { page: POSITION_PAGE, button: 'btn_add' },
  edit: { page: POSITION_PAGE, button: 'btn_edit' },
  remove: { page: POSITION_PAGE, button: 'btn_remove' },
} as const;

interface IdParams {
  id: string;
}
interface PositionBody {
  organizeId?: string | null;
  fullName?: string | null;
  enCode?: string | null;
  type?: string | null;
  enabledMark?: number | null;
  sortCode?: number | null;
  description?: string | null;
}

/** The form as the caller may write it: fields outside their form rights keep the stored value (update) or their default (create). */
function writablePosition(app: FastifyInstance, session: Session, body: PositionBody, current?: Position): PositionBody {
  const stored: PositionBody | undefined = current && {
    organizeId: current.organizeId,
    fullName: current.fullName,
    enCode: current.enCode,
    type: current.type,
    enabledMark: current.enabledMark,
    sortCode: current.sortCode,
    description: current.description,
  };
  return writableBody(app.db, session, POSITION_PAGE, body, stored);
}

function cleanPosition(body: PositionBody): PositionInput {
  const organizeId = (body.organizeId ?? '').trim();
  if (organizeId === '') throw badRequest('positionOrganizeRequired');
  return {
    organizeId,
    fullName: entityName(body.fullName),
    enCode: entityCode(body.enCode),
    type: shortText(body.type),
    sortCode: sortCode(body.sortCode),
    enabledMark: enabledMark(body.enabledMark),
    description: descriptionText(body.description),
  };
}

function checkPosition(app: FastifyInstance, input: PositionInput, editedId: string | null): void {
  if (!findOrganize(app.db, input.organizeId)) throw badRequest('unknownOrganize');
  if (positionCodeTaken(app.db, input.enCode, editedId)) throw badRequest('codeExists', { code: input.enCode });
}

const rowOf = (position: Position, paths: ReturnType<typeof organizePaths>) => ({
  ...position,
  department: paths.get(position.organizeId)?.names.join('/') ?? '',
});

/** Positions as picker leaves under their organisations. */
export function positionLeaves(all: readonly Organize[], positions: readonly Position[]): Map<string, LeafNode[]> {
  const paths = organizePaths(all);
  const byOrg = new Map<string, LeafNode[]>();
  for (const position of positions) {
    const organize = paths.get(position.organizeId)?.names.join('/') ?? '';
    const leaf: LeafNode = {
      id: position.id,
      parentId: position.organizeId,
      fullName: position.fullName,
      enCode: position.enCode,
      type: 'position',
      icon: ICONS.position,
      organizeId: position.organizeId,
      organize,
      lastFullName: organize === '' ? position.fullName : `${organize}/${position.fullName}`,
      hasChildren: false,
      isLeaf: true,
      children: [],
    };
    byOrg.set(position.organizeId, [...(byOrg.get(position.organizeId) ?? []), leaf]);
  }
  return byOrg;
}

/** /api/permission/Position. */
export async function positionRoutes(app: FastifyInstance): Promise<void> {
  app.addSchema(organizeNodeSchema);

  /** Whether the caller's data rules reach position `id` (holders of the page only; 分级管理 decides for the others). */
  const reachable = (request: FastifyRequest, id: string): boolean => holderRowInScope(app.db, sessionOf(request), POSITION_PAGE, POSITION_ROWS, id);

  app.get<{ Querystring: PagingQuery & { organizeId?: string; enabledMark?: number } }>('/', { schema: listSchema }, async (request) => {
    const session = sessionOf(request);
    const scope = readScope(app.db, session, POSITION_PAGE);
    // Page holders: the page's data rules and columns; organisation administrators: their organisations.
    const rights = scope === 'all' ? listRights(app.db, session, POSITION_PAGE, POSITION_SCOPE_COLUMNS) : UNRESTRICTED;
    const window = pageWindow(request.query);
    let organizeIds: string[] | null = request.query.organizeId ? subtreeOf(app.db, request.query.organizeId) : null;
    if (scope !== 'all') organizeIds = (organizeIds ?? [...scope]).filter((id) => scope.has(id));
    const filter = {
      keyword: request.query.keyword?.trim() ?? '',
      organizeIds,
      scope: rights.scope,
      ...(request.query.enabledMark !== undefined ? { enabledMark: request.query.enabledMark } : {}),
    };
    const { rows, total } = pagePositions(app.db, filter, window.offset, window.limit);
    const paths = organizePaths(listOrganizes(app.db));
    return ok(request, {
      list: visibleRows(rows.map((row) => rowOf(row, paths)), rights.visible),
      pagination: { currentPage: window.currentPage, pageSize: window.pageSize, total },
    });
  });

  app.get('/All', { schema: allSchema }, async (request) => {
    const list = listPositions(app.db, { keyword: '', organizeIds: null, enabledMark: 1 })
      .map(({ id, fullName, enCode, organizeId, type }) => ({ id, fullName, enCode, organizeId, type }));
    return ok(request, { list });
  });

  app.get('/Selector', { schema: selectorSchema }, async (request) => {
    const all = listOrganizes(app.db);
    const positions = listPositions(app.db, { keyword: '', organizeIds: null, enabledMark: 1 });
    return ok(request, { list: treeWithLeaves(all, positionLeaves(all, positions)) });
  });

  app.post<{ Body: { organizeIds?: (string | null)[] | null } }>('/getListByOrgIds', { schema: byOrgsSchema }, async (request) => {
    const all = listOrganizes(app.db);
    const positions = listPositions(app.db, { keyword: '', organizeIds: idList(request.body.organizeIds), enabledMark: 1 });
    return ok(request, { list: treeWithLeaves(all, positionLeaves(all, positions)) });
  });

  // Picker candidates (selectType pos): positions of the given departments (with their subtrees) and the given positions.
  app.post<{ Body: { keyword?: string | null; departIds?: (string | null)[] | null; positionIds?: (string | null)[] | null } }>(
    '/PositionCondition',
    { schema: conditionSchema },
    async (request) => {
      const all = listOrganizes(app.db);
      const organizeIds = [...new Set(idList(request.body.departIds).flatMap((id) => subtreeOf(app.db, id)))];
      const keyword = request.body.keyword?.trim().toLowerCase() ?? '';
      const byId = new Map<string, Position>();
      for (const position of [...listPositions(app.db, { keyword: '', organizeIds, enabledMark: 1 }), ...positionsByIds(app.db, idList(request.body.positionIds))]) {
        if (position.enabledMark !== 1) continue;
        if (keyword !== '' && !position.fullName.toLowerCase().includes(keyword) && !position.enCode.toLowerCase().includes(keyword)) continue;
        byId.set(position.id, position);
      }
      return ok(request, { list: treeWithLeaves(all, positionLeaves(all, [...byId.values()])) });
    },
  );

  app.post<{ Body: PositionBody }>('/', { schema: createSchema }, async (request) => {
    const body = writablePosition(app, sessionOf(request), request.body);
    requireWrite(app, request, access.add, body.organizeId ? [body.organizeId] : [], 'add');
    const input = cleanPosition(body);
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      checkPosition(app, input, null);
      insertPosition(app.db, { id, ...input, creatorTime: now });
    })();
    return ok(request, { id }, 'created');
  });

  app.get<{ Params: IdParams }>('/:id', { schema: infoSchema }, async (request) => {
    const session = sessionOf(request);
    const scope = readScope(app.db, session, POSITION_PAGE);
    const position = findPosition(app.db, request.params.id);
    // Page holders: the page's data rules and columns (as in the list); organisation administrators: their organisations.
    const visible = position && (scope === 'all' ? rowInScope(app.db, session, POSITION_PAGE, POSITION_ROWS, position.id) : scope.has(position.organizeId));
    if (!position || !visible) throw notFound('entityPosition');
    const row = rowOf(position, organizePaths(listOrganizes(app.db)));
    return ok(request, scope === 'all' ? visibleRecord(app.db, session, POSITION_PAGE, row, { department: ['organizeId'] }) : row);
  });

  app.put<{ Params: IdParams; Body: PositionBody }>('/:id', { schema: updateSchema }, async (request) => {
    const { id } = request.params;
    const current = findPosition(app.db, id);
    requireWrite(app, request, access.edit, current ? [current.organizeId] : [], 'edit');
    if (!current || !reachable(request, id)) throw notFound('entityPosition');
    const input = cleanPosition(writablePosition(app, sessionOf(request), request.body, current));
    if (input.organizeId !== current.organizeId) requireWrite(app, request, access.edit, [input.organizeId], 'add');
    app.db.transaction(() => {
      checkPosition(app, input, id);
      updatePosition(app.db, id, input, app.clock());
    })();
    if (input.enabledMark !== current.enabledMark) permissionsChanged(app, usersOfObject(app.db, 'Position', id));
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: IdParams }>('/:id', { schema: deleteSchema }, async (request) => {
    const { id } = request.params;
    const current = findPosition(app.db, id);
    requireWrite(app, request, access.remove, current ? [current.organizeId] : [], 'delete');
    app.db.transaction(() => {
      if (!findPosition(app.db, id) || !reachable(request, id)) throw notFound('entityPosition');
      const holders = positionHolders(app.db, id);
      if (holders > 0) throw badRequest('positionHasUsers', { count: holders });
      deletePosition(app.db, id);
    })();
    return ok(request, null, 'deleted');
  });

  app.put<{ Params: IdParams; Body: { enabledMark?: number } | null }>('/:id/Actions/State', { schema: stateSchema }, async (request) => {
    const { id } = request.params;
    const current = findPosition(app.db, id);
    requireWrite(app, request, access.edit, current ? [current.organizeId] : [], 'edit');
    if (!current || !reachable(request, id)) throw notFound('entityPosition');
    const enabled = request.body?.enabledMark ?? (current.enabledMark === 1 ? 0 : 1);
    app.db.transaction(() => setPositionEnabled(app.db, id, enabled, app.clock()))();
    permissionsChanged(app, usersOfObject(app.db, 'Position', id));
    return ok(request, { enabledMark: enabled }, 'updated');
  });
}
