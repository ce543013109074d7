import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../../db/ids';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { permissionsChanged, usersOfObject } from '../../permission/changes';
import { listRights, rowInScope, visibleRecord, visibleRows, writableBody } from '../../permission/page-rights';
import { sessionOf } from '../../plugins/auth';
import { emptyEnvelope, envelope, idParams, int, listOf, nullableInt, objectOf, str } from '../common-schemas';
import { descriptionText, enabledMark, sortCode } from '../field-rules';
import { entityCode, entityName, shortText } from '../organize/fields';
import { ICONS, organizeNodeSchema, ORGANIZE_NODE_ID } from '../organize/nodes';
import { pagedQuerystring, pageWindow, paginationSchema, type PagingQuery } from '../paging';
import {
  deleteGroup,
  enabledGroups,
  findGroup,
  GROUP_ROWS,
  GROUP_SCOPE_COLUMNS,
  groupCodeTaken,
  groupMembers,
  insertGroup,
  pageGroups,
  updateGroup,
  type Group,
  type GroupInput,
} from './repository';

export const GROUP_PAGE = 'permission.userGroup';

interface IdParams {
  id: string;
}
interface GroupBody {
  fullName?: string | null;
  enCode?: string | null;
  type?: string | null;
  enabledMark?: number | null;
  sortCode?: number | null;
  description?: string | null;
}

const optionalText = { type: ['string', 'null'] } as const;
/** GroupCrForm of JNPF. */
const body = {
  type: 'object',
  properties: {
    fullName: optionalText,
    enCode: optionalText,
    type: optionalText,
    enabledMark: { type: ['integer', 'null'], enum: [0, 1, null] },
    sortCode: { type: ['integer', 'null'] },
    description: optionalText,
  },
};
const row = objectOf({
  id: str,
  fullName: str,
  enCode: str,
  type: str,
  sortCode: int,
  enabledMark: int,
  description: str,
  creatorTime: int,
  lastModifyTime: nullableInt,
});

function cleanGroup(input: GroupBody): GroupInput {
  return {
    fullName: entityName(input.fullName),
    enCode: entityCode(input.enCode),
    type: shortText(input.type),
    sortCode: sortCode(input.sortCode),
    enabledMark: enabledMark(input.enabledMark),
    description: descriptionText(input.description),
  };
}

/** Stored values in the form's shape: fields outside the caller's form rights keep them on update. */
const storedForm = (group: Group): GroupBody => ({
  fullName: group.fullName,
  enCode: group.enCode,
  type: group.type,
  enabledMark: group.enabledMark,
  sortCode: group.sortCode,
  description: group.description,
});

const access = {
  read: { page: GROUP_PAGE },
  add: { page: GROUP_PAGE, button: 'btn_add' },
  edit: { page: GROUP_PAGE, button: 'btn_edit' },
  remove: { page: GROUP_PAGE, button: 'btn_remove' },
} as const;

/** /api/permission/Group: user groups (members through /api/permission/UserRelation, objectType Group). */
export async function groupRoutes(app: FastifyInstance): Promise<void> {
  /** Whether the caller's data rules of the group page reach group `id` (a row outside them is missing for them). */
  const reachable = (request: FastifyRequest, id: string): boolean => rowInScope(app.db, sessionOf(request), GROUP_PAGE, GROUP_ROWS, id);

  app.addSchema(organizeNodeSchema);

  app.get<{ Querystring: PagingQuery }>('/', {
    // Column rights may leave any field but the id out of a list row.
    schema: { querystring: pagedQuerystring(), response: envelope(objectOf({ list: { type: 'array', items: { ...row, required: ['id'] } }, pagination: paginationSchema })) },
    config: { access: access.read },
  }, async (request) => {
    const window = pageWindow(request.query);
    const rights = listRights(app.db, sessionOf(request), GROUP_PAGE, GROUP_SCOPE_COLUMNS);
    const { rows, total } = pageGroups(app.db, request.query.keyword?.trim() ?? '', window.offset, window.limit, rights.scope);
    return ok(request, { list: visibleRows(rows, rights.visible), pagination: { currentPage: window.currentPage, pageSize: window.pageSize, total } });
  });

  // Picker: enabled groups as leaves of a flat tree.
  app.get('/Selector', { schema: { response: envelope(listOf({ $ref: `${ORGANIZE_NODE_ID}#` })) } }, async (request) => {
    const list = enabledGroups(app.db).map((group) => ({
      id: group.id,
      parentId: '0',
      fullName: group.fullName,
      enCode: group.enCode,
      type: 'group',
      icon: ICONS.group,
      hasChildren: false,
      isLeaf: true,
      children: [],
    }));
    return ok(request, { list });
  });

  app.post<{ Body: GroupBody }>('/', { schema: { body, response: envelope(objectOf({ id: str })) }, config: { access: access.add } }, async (request) => {
    const input = cleanGroup(writableBody(app.db, sessionOf(request), GROUP_PAGE, request.body));
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      if (groupCodeTaken(app.db, input.enCode, null)) throw badRequest('codeExists', { code: input.enCode });
      insertGroup(app.db, { id, ...input, creatorTime: now });
    })();
    return ok(request, { id }, 'created');
  });

  // Column and form rights may leave any field but the id out of the row.
  app.get<{ Params: IdParams }>('/:id', { schema: { params: idParams, response: envelope({ ...row, required: ['id'] }) }, config: { access: access.read } }, async (request) => {
    const group = findGroup(app.db, request.params.id);
    if (!group || !reachable(request, group.id)) throw notFound('entityGroup');
    return ok(request, visibleRecord(app.db, sessionOf(request), GROUP_PAGE, group));
  });

  app.put<{ Params: IdParams; Body: GroupBody }>('/:id', { schema: { params: idParams, body, response: emptyEnvelope }, config: { access: access.edit } }, async (request) => {
    const { id } = request.params;
    const current = findGroup(app.db, id);
    if (!current || !reachable(request, id)) throw notFound('entityGroup');
    const input = cleanGroup(writableBody(app.db, sessionOf(request), GROUP_PAGE, request.body, storedForm(current)));
    app.db.transaction(() => {
      if (!findGroup(app.db, id)) throw notFound('entityGroup');
      if (groupCodeTaken(app.db, input.enCode, id)) throw badRequest('codeExists', { code: input.enCode });
      updateGroup(app.db, id, input, app.clock());
    })();
    permissionsChanged(app, usersOfObject(app.db, 'Group', id));
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: IdParams }>('/:id', { schema: { params: idParams, response: emptyEnvelope }, config: { access: access.remove } }, async (request) => {
    const { id } = request.params;
    app.db.transaction(() => {
      if (!findGroup(app.db, id) || !reachable(request, id)) throw notFound('entityGroup');
      const members = groupMembers(app.db, id);
      if (members > 0) throw badRequest('groupHasMembers', { count: members });
      deleteGroup(app.db, id);
    })();
    return ok(request, null, 'deleted');
  });
}
