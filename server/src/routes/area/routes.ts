import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CODE_MAX, NAME_MAX, isBlank, isEnCode } from '@atrium/rules';
import { newId } from '../../db/ids';
import { dataScope } from '../../permission/data-scope';
import { visibleColumns } from '../../permission/field-rights';
import { TREE_KEEP, unscoped, visibleRecord, visibleRows, writableBody } from '../../permission/page-rights';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { descriptionText, enabledMark, requiredText, sortCode } from '../field-rules';
import { AREA_PAGE, canAdd, canEdit, canRead, canRemove } from './access';
import {
  AREA_MAX_LEVEL,
  AREA_ROOT,
  areaCodeTaken,
  areaPathHidden,
  areaScopeColumns,
  areaNames,
  deleteArea,
  findArea,
  insertArea,
  listChildren,
  searchAreas,
  setAreaEnabled,
  updateArea,
  type Area,
  type AreaFields,
} from './repository';
import {
  childrenSchema,
  createSchema,
  deleteSchema,
  infoSchema,
  namesSchema,
  selectorSchema,
  stateSchema,
  updateSchema,
} from './schemas';

interface AreaInput {
  parentId?: string | null;
  fullName?: string | null;
  enCode?: string | null;
  sortCode?: number | null;
  enabledMark?: number | null;
  description?: string | null;
}

interface IdParams {
  id: string;
}

function cleanAreaInput(input: AreaInput): AreaFields {
  if (input.parentId === undefined || input.parentId === null || isBlank(input.parentId)) {
    throw badRequest('dictDataParentRequired');
  }
  const fullName = requiredText(input.fullName, { field: 'fullName', required: 'nameRequired', tooLong: 'nameTooLong', max: NAME_MAX });
  const enCode = requiredText(input.enCode, { field: 'enCode', required: 'codeRequired', tooLong: 'codeTooLong', max: CODE_MAX });
  if (!isEnCode(enCode)) throw badRequest('codeFormat');
  return {
    parentId: input.parentId.trim(),
    fullName,
    enCode,
    sortCode: sortCode(input.sortCode),
    enabledMark: enabledMark(input.enabledMark),
    description: descriptionText(input.description),
  };
}

/** A lazy tree node: the client asks for children only when a node with hasChildren opens. */
function node(area: Area) {
  return {
    id: area.id,
    parentId: area.parentId,
    fullName: area.fullName,
    enCode: area.enCode,
    type: area.type,
    isLeaf: area.childCount === 0,
    hasChildren: area.childCount > 0,
    enabledMark: area.enabledMark,
    sortCode: area.sortCode,
  };
}

const AREA_INFO_KEEP = ['id', 'parentId', 'type', 'isLeaf', 'hasChildren'];

/** /api/system/Area: administrative areas (province, city, district, street), loaded level by level. */
export async function areaRoutes(app: FastifyInstance): Promise<void> {
  /**
   * The area, or 404 when it does not exist or the caller's data rules hide it — as in the
   * level-by-level list, an area is hidden when it or one above it is outside them.
   */
  const requireArea = (request: FastifyRequest, id: string): Area => {
    const area = findArea(app.db, id);
    const scope = dataScope(app.db, sessionOf(request), AREA_PAGE, areaScopeColumns('a'));
    if (!area || (!unscoped(scope) && areaPathHidden(app.db, area.id, scope))) throw notFound('entityArea');
    return area;
  };

  // The area picker of any form uses the two calls below, so any signed-in user may make them.
  app.get<{ Params: { parentId: string; exceptId: string } }>(
    '/:parentId/Selector/:exceptId',
    { schema: selectorSchema },
    async (request) => {
      // The edited area is left out, and with it its whole subtree, which is reachable only through it.
      const list = listChildren(app.db, request.params.parentId, { enabledOnly: true, exceptId: request.params.exceptId });
      return ok(request, { list: list.map(node) });
    },
  );

  app.post<{ Body: { idsList?: string[][] } }>('/GetAreaByIds', { schema: namesSchema }, async (request) => {
    const idsList = request.body.idsList ?? [];
    const names = areaNames(app.db, idsList.flat());
    // Unknown ids drop out rather than failing the call: a saved value may name an area deleted since.
    const data = idsList.map((ids) => ids.flatMap((id) => {
      const name = names.get(id);
      return name === undefined ? [] : [name];
    }));
    return ok(request, data);
  });

  // JNPF's keyword filters the children of the parent. With deep=1 under the root (this server's
  // extension for the areas page's search) it searches the whole tree and answers the matches with
  // every area above them, each under its own parentId; a server without it answers the matching
  // provinces, which the page shows the same way.
  app.get<{ Params: { parentId: string }; Querystring: { keyword?: string; deep?: string } }>(
    '/:parentId',
    { schema: childrenSchema, config: { access: canRead } },
    async (request) => {
      const keyword = request.query.keyword?.trim() ?? '';
      const session = sessionOf(request);
      const visible = visibleColumns(app.db, session, AREA_PAGE);
      const rows = dataScope(app.db, session, AREA_PAGE, areaScopeColumns('a'));
      if (request.query.deep === '1' && keyword !== '' && request.params.parentId === AREA_ROOT) {
        const scope = unscoped(rows) ? undefined : { rows, children: dataScope(app.db, session, AREA_PAGE, areaScopeColumns('c')) };
        return ok(request, { list: visibleRows(searchAreas(app.db, keyword, scope).map(node), visible, TREE_KEEP) });
      }
      if (unscoped(rows)) return ok(request, { list: visibleRows(listChildren(app.db, request.params.parentId, { keyword }).map(node), visible, TREE_KEEP) });
      // Areas load level by level: an area outside the caller's data rules hides its whole subtree,
      // and hasChildren counts only the children they may see.
      const { parentId } = request.params;
      if (parentId !== AREA_ROOT && areaPathHidden(app.db, parentId, rows)) return ok(request, { list: [] });
      const children = dataScope(app.db, session, AREA_PAGE, areaScopeColumns('c'));
      return ok(request, { list: visibleRows(listChildren(app.db, parentId, { keyword, scope: { rows, children } }).map(node), visible, TREE_KEEP) });
    },
  );

  app.get<{ Params: IdParams }>('/:id/Info', { schema: infoSchema, config: { access: canRead } }, async (request) => {
    const area = requireArea(request, request.params.id);
    const info = { ...node(area), description: area.description, creatorTime: area.creatorTime, lastModifyTime: area.lastModifyTime };
    // Like the tree, the form keeps the links (id, parent, level, leaf); the rest follows the column and form rights.
    return ok(request, visibleRecord(app.db, sessionOf(request), AREA_PAGE, info, {}, AREA_INFO_KEEP));
  });

  app.post<{ Body: AreaInput }>('/', { schema: createSchema, config: { access: canAdd } }, async (request) => {
    const input = cleanAreaInput(writableBody(app.db, sessionOf(request), AREA_PAGE, request.body));
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      let type = 1;
      if (input.parentId !== AREA_ROOT) {
        const parent = findArea(app.db, input.parentId);
        if (!parent) throw badRequest('parentNotFound');
        type = parent.type + 1;
        if (type > AREA_MAX_LEVEL) throw badRequest('areaTooDeep', { max: AREA_MAX_LEVEL });
      }
      if (areaCodeTaken(app.db, input.enCode, null)) throw badRequest('codeExists', { code: input.enCode });
      insertArea(app.db, { ...input, id, type, creatorTime: now });
    })();
    return ok(request, { id }, 'created');
  });

  app.put<{ Params: IdParams; Body: AreaInput }>('/:id', { schema: updateSchema, config: { access: canEdit } }, async (request) => {
    // Fields outside the caller's form rights keep their stored values.
    const stored = requireArea(request, request.params.id);
    const input = cleanAreaInput(writableBody(app.db, sessionOf(request), AREA_PAGE, request.body, {
      parentId: stored.parentId,
      fullName: stored.fullName,
      enCode: stored.enCode,
      sortCode: stored.sortCode,
      enabledMark: stored.enabledMark,
      description: stored.description,
    }));
    app.db.transaction(() => {
      const current = requireArea(request, request.params.id);
      // Moving an area would change the level of its whole subtree; the spec's form keeps the parent fixed when editing.
      if (input.parentId !== current.parentId) throw badRequest('areaParentFixed');
      if (areaCodeTaken(app.db, input.enCode, current.id)) throw badRequest('codeExists', { code: input.enCode });
      updateArea(app.db, current.id, input, app.clock());
    })();
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: IdParams }>('/:id', { schema: deleteSchema, config: { access: canRemove } }, async (request) => {
    app.db.transaction(() => {
      const area = requireArea(request, request.params.id);
      if (area.childCount > 0) throw badRequest('areaHasChildren');
      deleteArea(app.db, area.id);
    })();
    return ok(request, null, 'deleted');
  });

  app.put<{ Params: IdParams }>('/:id/Actions/State', { schema: stateSchema, config: { access: canEdit } }, async (request) => {
    const enabled = app.db.transaction(() => {
      const area = requireArea(request, request.params.id);
      const next = area.enabledMark === 1 ? 0 : 1;
      setAreaEnabled(app.db, area.id, next, app.clock());
      return next;
    })();
    return ok(request, { enabledMark: enabled }, 'updated');
  });
}
