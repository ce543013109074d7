import type { FastifyInstance } from 'fastify';
import { newId } from '../../db/ids';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { permissionsChanged } from '../../permission/changes';
import { emptyEnvelope, envelope, idField, idParams, int, objectOf, str } from '../common-schemas';
import { organizeNodeSchema, organizePaths, organizeTree, ORGANIZE_NODE_ID } from '../organize/nodes';
import { findOrganize, listOrganizes, userExists } from '../organize/repository';
import { ORGANIZE_PAGE } from '../organize/access';
import { pagedQuerystring, pageWindow, paginationSchema, type PagingQuery } from '../paging';
import {
  FLAGS,
  deleteUserGrades,
  gradesOfOrganize,
  gradesOfUser,
  pageAdministrators,
  replaceOrganizeGrades,
  replaceUserGrades,
  type Flag,
  type Flags,
  type GradeRow,
} from './repository';
import { gradeAllows, gradeHoldsBelow, type GradeAction } from './rights';

export const GRADE_PAGE = 'permission.grade';

const flagSchema = { type: ['integer', 'null'], enum: [0, 1, null] } as const;
const flagProperties = Object.fromEntries(FLAGS.map((flag) => [flag, flagSchema]));
const flagResponse = Object.fromEntries(FLAGS.map((flag) => [flag, int]));
const modelItem = { type: 'object', properties: { organizeId: { type: ['string', 'null'], maxLength: 64 }, userId: { type: ['string', 'null'], maxLength: 64 }, ...flagProperties } };
const modelList = { type: ['array', 'null'], maxItems: 5000, items: modelItem } as const;

type FlagInput = Partial<Record<Flag, number | null>>;
interface ModelItem extends FlagInput {
  organizeId?: string | null;
  userId?: string | null;
}

const ACTION_OF: Record<Flag, { layer: 'this' | 'sub'; action: GradeAction }> = {
  thisLayerAdd: { layer: 'this', action: 'add' },
  thisLayerEdit: { layer: 'this', action: 'edit' },
  thisLayerDelete: { layer: 'this', action: 'delete' },
  thisLayerSelect: { layer: 'this', action: 'select' },
  subLayerAdd: { layer: 'sub', action: 'add' },
  subLayerEdit: { layer: 'sub', action: 'edit' },
  subLayerDelete: { layer: 'sub', action: 'delete' },
  subLayerSelect: { layer: 'sub', action: 'select' },
};

const flagsOf = (input: FlagInput): Flags => Object.fromEntries(FLAGS.map((flag) => [flag, input[flag] === 1 ? 1 : 0])) as Flags;

/**
 * Cleans one organisation's rights for one user: add/edit/delete need view on the same layer, and a
 * caller who is not an administrator may only hand out rights they hold themselves there.
 */
function checkGrant(app: FastifyInstance, caller: { userId: string; isAdministrator: boolean }, organizeId: string, flags: Flags): void {
  const org = findOrganize(app.db, organizeId);
  if (!org) throw badRequest('unknownOrganize');
  const needsSelect = (flags.thisLayerAdd || flags.thisLayerEdit || flags.thisLayerDelete) && !flags.thisLayerSelect
    || (flags.subLayerAdd || flags.subLayerEdit || flags.subLayerDelete) && !flags.subLayerSelect;
  if (needsSelect) throw badRequest('gradeNeedsSelect', { name: org.fullName });
  if (caller.isAdministrator) return;
  for (const flag of FLAGS) {
    if (flags[flag] !== 1) continue;
    const { layer, action } = ACTION_OF[flag];
    const held = layer === 'this' ? gradeAllows(app.db, caller.userId, organizeId, action) : gradeHoldsBelow(app.db, caller.userId, organizeId, action);
    if (!held) throw badRequest('gradeBeyondOwn', { name: org.fullName });
  }
}

const anyFlag = (flags: Flags): boolean => FLAGS.some((flag) => flags[flag] === 1);

/** /api/permission/organizeAdminIsTrator: organisation administrators (分级管理). */
export async function organizeAdminRoutes(app: FastifyInstance): Promise<void> {
  app.addSchema(organizeNodeSchema);

  app.get<{ Querystring: PagingQuery }>('/', {
    schema: {
      querystring: pagedQuerystring(),
      response: envelope(objectOf({
        list: { type: 'array', items: objectOf({ id: str, userId: str, account: str, realName: str, organizeId: str, organizeName: str, creatorTime: int }) },
        pagination: paginationSchema,
      })),
    },
    config: { access: { page: GRADE_PAGE } },
  }, async (request) => {
    const window = pageWindow(request.query);
    const { rows, total } = pageAdministrators(app.db, request.query.keyword?.trim() ?? '', window.offset, window.limit);
    const paths = organizePaths(listOrganizes(app.db));
    const list = rows.map((row) => ({ ...row, organizeName: paths.get(row.organizeId)?.names.join('/') ?? '' }));
    return ok(request, { list, pagination: { currentPage: window.currentPage, pageSize: window.pageSize, total } });
  });

  // The organisation tree with one user's rights on each node, for the 分级管理 form.
  app.get<{ Querystring: { userId?: string } }>('/Selector', {
    schema: {
      querystring: { type: 'object', properties: { userId: { type: 'string', maxLength: 64 } } },
      response: envelope(objectOf({ userId: str, orgAdminList: { type: 'array', items: { $ref: `${ORGANIZE_NODE_ID}#` } } })),
    },
    config: { access: { page: GRADE_PAGE } },
  }, async (request) => {
    const userId = request.query.userId ?? '';
    const grades = new Map(gradesOfUser(app.db, userId).map((row) => [row.organizeId, row]));
    const all = listOrganizes(app.db);
    const decorate = <T extends { id: string; children: T[] }>(nodes: T[]): unknown[] =>
      nodes.map((node) => ({ ...node, organizeId: node.id, ...flagsOf(grades.get(node.id) ?? {}), children: decorate(node.children) }));
    return ok(request, { userId, orgAdminList: decorate(organizeTree(all, all)) });
  });

  app.post<{ Body: { userId?: string | null; orgAdminModel?: ModelItem[] | null } }>('/', {
    schema: {
      body: { type: 'object', properties: { userId: { type: ['string', 'null'], maxLength: 64 }, orgAdminModel: modelList } },
      response: emptyEnvelope,
    },
    config: { access: { page: GRADE_PAGE, button: 'btn_add' } },
  }, async (request) => {
    const session = sessionOf(request);
    const userId = request.body.userId?.trim() ?? '';
    if (userId === '') throw badRequest('gradeUserRequired');
    if (userId === session.userId) throw badRequest('gradeSelf');
    const now = app.clock();
    app.db.transaction(() => {
      if (!userExists(app.db, userId)) throw badRequest('relationUnknownUser', { id: userId });
      const rows: GradeRow[] = [];
      const seen = new Set<string>();
      for (const item of request.body.orgAdminModel ?? []) {
        const organizeId = item.organizeId?.trim() ?? '';
        const flags = flagsOf(item);
        if (organizeId === '' || seen.has(organizeId) || !anyFlag(flags)) continue;
        seen.add(organizeId);
        checkGrant(app, session, organizeId, flags);
        rows.push({ id: newId(now), userId, organizeId, creatorTime: now, ...flags });
      }
      replaceUserGrades(app.db, userId, rows);
    })();
    permissionsChanged(app, [userId]);
    return ok(request, null, 'success');
  });

  app.delete<{ Params: { id: string } }>('/:id', {
    schema: { params: idParams, response: emptyEnvelope },
    config: { access: { page: GRADE_PAGE, button: 'btn_remove' } },
  }, async (request) => {
    const removed = app.db.transaction(() => deleteUserGrades(app.db, request.params.id))();
    if (removed === 0) throw notFound('entityGradeAdmin');
    permissionsChanged(app, [request.params.id]);
    return ok(request, null, 'deleted');
  });

  // One organisation's administrators (组织管理 → 分级管理 of a node).
  app.get<{ Params: { id: string } }>('/:id', {
    schema: {
      params: idParams,
      response: envelope(objectOf({
        organizeId: str,
        list: { type: 'array', items: objectOf({ id: str, userId: str, account: str, realName: str, ...flagResponse }) },
      })),
    },
    config: { access: { page: ORGANIZE_PAGE } },
  }, async (request) => {
    if (!findOrganize(app.db, request.params.id)) throw notFound('entityOrganize');
    const list = gradesOfOrganize(app.db, request.params.id).map(({ organizeId: _organizeId, creatorTime: _creatorTime, ...row }) => row);
    return ok(request, { organizeId: request.params.id, list });
  });

  app.put<{ Params: { id: string }; Body: { list?: ModelItem[] | null } }>('/:id', {
    schema: {
      params: objectOf({ id: idField }),
      body: { type: 'object', properties: { list: modelList } },
      response: emptyEnvelope,
    },
    config: { access: { page: ORGANIZE_PAGE, button: 'btn_edit' } },
  }, async (request) => {
    const session = sessionOf(request);
    const organizeId = request.params.id;
    const now = app.clock();
    const affected = new Set<string>();
    app.db.transaction(() => {
      if (!findOrganize(app.db, organizeId)) throw notFound('entityOrganize');
      for (const row of gradesOfOrganize(app.db, organizeId)) affected.add(row.userId);
      const rows: GradeRow[] = [];
      for (const item of request.body.list ?? []) {
        const userId = item.userId?.trim() ?? '';
        const flags = flagsOf(item);
        if (userId === '' || affected.has(`new:${userId}`) || !anyFlag(flags)) continue;
        if (userId === session.userId) throw badRequest('gradeSelf');
        if (!userExists(app.db, userId)) throw badRequest('relationUnknownUser', { id: userId });
        checkGrant(app, session, organizeId, flags);
        affected.add(`new:${userId}`);
        affected.add(userId);
        rows.push({ id: newId(now), userId, organizeId, creatorTime: now, ...flags });
      }
      replaceOrganizeGrades(app.db, organizeId, rows);
    })();
    permissionsChanged(app, [...affected].filter((id) => !id.startsWith('new:')));
    return ok(request, null, 'updated');
  });
}
