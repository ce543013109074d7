import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../../db/ids';
import { VISUAL_PORTAL_PAGE } from '../../db/seed/menus';
import { translate, type Lang } from '../../i18n/messages';
import { assertInScope, listRights, visibleRecord, visibleRows, writableBody } from '../../permission/page-rights';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { pageWindow, type PagingQuery } from '../paging';
import { copyNames, copySuffix } from '../print/copy-names';
import { canAdd, canEdit, canRead, canRemove } from './access';
import {
  PORTAL_ROWS,
  PORTAL_SCOPE_COLUMNS,
  categoryUsable,
  deletePortal,
  enabledPortals,
  findPortal,
  insertPortal,
  interfaceUsable,
  listPortals,
  portalCodeTaken,
  portalNameTaken,
  setUserPortal,
  updatePortal,
  type Portal,
  type SortField,
} from './repository';
import { authSchema, copySchema, createSchema, deleteSchema, infoSchema, listSchema, selectorSchema, setDefaultSchema, updateSchema } from './schemas';
import { chartInterfaces, parseFormData } from './layout';
import { EMPTY_FORM_DATA_TEXT, cleanPortalInput, type PortalFields, type PortalInput } from './validation';

interface IdParams {
  id: string;
}

interface ListQueryString extends PagingQuery {
  sidx?: SortField | '';
  category?: string;
}

/** JNPF names a portal's copy `{name}.副本{4 characters}` and `{code}{4 characters}`. */
const COPY_SUFFIX_LENGTH = 4;
/** The selector's node for enabled portals whose category item has been deleted. */
export const UNCATEGORISED_ID = 'uncategorised';

interface SelectorNode {
  id: string;
  fullName: string;
  parentId: string;
  hasChildren: boolean;
}

/** Enabled portals under their categories, in the categories' order; categories without one left out. */
function selectorTree(portals: ReturnType<typeof enabledPortals>, lang: Lang): Array<SelectorNode & { children: SelectorNode[] }> {
  const categories = new Map<string, SelectorNode & { children: SelectorNode[] }>();
  for (const portal of portals) {
    const id = portal.categoryName === null ? UNCATEGORISED_ID : portal.category;
    let node = categories.get(id);
    if (!node) {
      node = { id, fullName: portal.categoryName ?? translate(lang, 'portalUncategorised'), parentId: '0', hasChildren: true, children: [] };
      categories.set(id, node);
    }
    node.children.push({ id: portal.id, fullName: portal.fullName, parentId: id, hasChildren: false });
  }
  return [...categories.values()];
}

/** The editor's view of a portal (JNPF's PortalInfoVO). */
const info = (portal: Portal) => ({
  id: portal.id,
  fullName: portal.fullName,
  enCode: portal.enCode,
  category: portal.category,
  enabledMark: portal.enabledMark,
  sortCode: portal.sortCode,
  description: portal.description,
  type: 0,
  formData: portal.formData,
});

/**
 * /api/visualdev/Portal: 门户设计. Management (list, info, create, update, delete, copy) follows
 * the page's rights like every page (access.ts, data and field rules); Selector, auth and
 * SetDefault serve every signed-in user's home and type-8 menus, enabled portals only.
 */
export async function portalRoutes(app: FastifyInstance): Promise<void> {
  /** The portal, or 404 when it does not exist or the caller's data rules of the page hide it. */
  const requirePortal = (request: FastifyRequest, id: string): Portal => {
    const portal = findPortal(app.db, id);
    if (!portal) throw notFound('entityPortal');
    assertInScope(app.db, sessionOf(request), VISUAL_PORTAL_PAGE, PORTAL_ROWS, portal.id, 'entityPortal');
    return portal;
  };

  /** A portal shown to anyone signed in: it must exist and be enabled. */
  const requireEnabled = (id: string): Portal => {
    const portal = findPortal(app.db, id);
    if (!portal) throw notFound('entityPortal');
    if (portal.enabledMark !== 1) throw badRequest('portalDisabled');
    return portal;
  };

  /**
   * Inside the write transaction: the category, the unique name and code, and, when the layout is
   * new or changed, the data interface of each of its dynamic charts (exists, enabled). An
   * unchanged layout is not checked again, so renaming a portal never fails on an interface
   * disabled since; the chart shows that interface's refusal instead.
   */
  const checkRefs = (fields: PortalFields, stored: Portal | null): void => {
    if (!categoryUsable(app.db, fields.category, stored?.category ?? null)) throw badRequest('portalCategoryNotFound');
    if (portalNameTaken(app.db, fields.fullName, stored?.id ?? null)) throw badRequest('nameExists', { name: fields.fullName });
    if (portalCodeTaken(app.db, fields.enCode, stored?.id ?? null)) throw badRequest('codeExists', { code: fields.enCode });
    if (fields.formData === stored?.formData) return;
    // The text is a cleaned layout already; parsing it again only finds the charts.
    for (const chart of chartInterfaces(parseFormData(fields.formData))) {
      if (!interfaceUsable(app.db, chart.interfaceId)) throw badRequest('portalChartInterfaceUnusable', { index: chart.index });
    }
  };

  app.get<{ Querystring: ListQueryString }>('/', { schema: listSchema, config: { access: canRead } }, async (request) => {
    const rights = listRights(app.db, sessionOf(request), VISUAL_PORTAL_PAGE, PORTAL_SCOPE_COLUMNS);
    const { currentPage, pageSize, offset, limit } = pageWindow(request.query);
    const { list, total } = listPortals(app.db, {
      scope: rights.scope,
      keyword: request.query.keyword?.trim() ?? '',
      category: request.query.category ?? '',
      offset,
      limit,
      sidx: request.query.sidx ? request.query.sidx : null,
      sort: request.query.sort === 'asc' ? 'asc' : 'desc',
    });
    return ok(request, { list: visibleRows(list, rights.visible), pagination: { currentPage, pageSize, total } });
  });

  app.get('/Selector', { schema: selectorSchema }, async (request) => ok(request, { list: selectorTree(enabledPortals(app.db), request.lang) }));

  app.get<{ Params: IdParams }>('/:id', { schema: infoSchema, config: { access: canRead } }, async (request) => {
    const portal = requirePortal(request, request.params.id);
    return ok(request, visibleRecord(app.db, sessionOf(request), VISUAL_PORTAL_PAGE, info(portal)));
  });

  app.post<{ Body: PortalInput }>('/', { schema: createSchema, config: { access: canAdd } }, async (request) => {
    const session = sessionOf(request);
    const form = cleanPortalInput(writableBody(app.db, session, VISUAL_PORTAL_PAGE, request.body));
    const fields: PortalFields = { ...form, formData: form.formData ?? EMPTY_FORM_DATA_TEXT };
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      checkRefs(fields, null);
      insertPortal(app.db, { ...fields, id, creatorUserId: session.userId, creatorTime: now });
    })();
    return ok(request, { id }, 'created');
  });

  app.put<{ Params: IdParams; Body: PortalInput }>('/:id', { schema: updateSchema, config: { access: canEdit } }, async (request) => {
    const session = sessionOf(request);
    // Fields outside the caller's form rights keep their stored values.
    const stored = requirePortal(request, request.params.id);
    const form = cleanPortalInput(writableBody(app.db, session, VISUAL_PORTAL_PAGE, request.body, {
      fullName: stored.fullName,
      enCode: stored.enCode,
      category: stored.category,
      formData: stored.formData,
      sortCode: stored.sortCode,
      enabledMark: stored.enabledMark,
      description: stored.description,
    }));
    app.db.transaction(() => {
      const current = requirePortal(request, request.params.id);
      const fields: PortalFields = { ...form, formData: form.formData ?? current.formData };
      checkRefs(fields, current);
      updatePortal(app.db, current.id, fields, session.userId, app.clock());
    })();
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: IdParams }>('/:id', { schema: deleteSchema, config: { access: canRemove } }, async (request) => {
    app.db.transaction(() => {
      deletePortal(app.db, requirePortal(request, request.params.id).id);
    })();
    return ok(request, null, 'deleted');
  });

  // JNPF's copy: the same layout under a name and code with a 副本 suffix, disabled until someone checks it.
  app.post<{ Params: IdParams }>('/:id/Actions/Copy', { schema: copySchema, config: { access: canAdd } }, async (request) => {
    const session = sessionOf(request);
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      const source = requirePortal(request, request.params.id);
      const names = copyNames(
        source,
        (code, name) => portalCodeTaken(app.db, code, null) || portalNameTaken(app.db, name, null),
        () => copySuffix(COPY_SUFFIX_LENGTH),
      );
      insertPortal(app.db, { ...source, ...names, enabledMark: 0, id, creatorUserId: session.userId, creatorTime: now });
    })();
    return ok(request, { id }, 'copied');
  });

  app.put<{ Params: IdParams }>('/:id/Actions/SetDefault', { schema: setDefaultSchema }, async (request) => {
    const session = sessionOf(request);
    app.db.transaction(() => {
      setUserPortal(app.db, session.userId, requireEnabled(request.params.id).id);
    })();
    return ok(request, null, 'portalDefaultSet');
  });

  app.get<{ Params: IdParams }>('/:id/auth', { schema: authSchema }, async (request) => {
    const portal = requireEnabled(request.params.id);
    return ok(request, { id: portal.id, fullName: portal.fullName, type: 0, formData: portal.formData });
  });
}
