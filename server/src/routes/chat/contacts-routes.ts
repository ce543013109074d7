import type { FastifyInstance } from 'fastify';
import { listContacts } from '../../chat/repository';
import { sessionOf } from '../../plugins/auth';
import { pageWindow } from '../paging';
import { ok } from '../../plugins/envelope';
import { contactsSchema } from './schemas';

interface ContactsQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

/** GET /api/permission/Users/ImUser: chat contacts, for any signed-in user (spec section 9: pages of 20). */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ContactsQuery }>('/ImUser', { schema: contactsSchema }, async (request) => {
    const { currentPage, pageSize, offset, limit } = pageWindow(request.query);
    const { list, total } = listContacts(app.db, sessionOf(request).userId, { keyword: request.query.keyword.trim(), offset, limit });
    return ok(request, {
      list: list.map((contact) => ({ ...contact, online: app.hub.isOnline(contact.id) })),
      pagination: { currentPage, pageSize, total },
    });
  });
}
