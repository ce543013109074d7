// Users chosen with @atrium/ui's user picker. In multiple mode the picker also lets whole
// organisations, roles, positions and groups be chosen (`id--type`); the permission forms store
// users only, so those are expanded to the users they stand for.
import { http } from '@atrium/shared';
import { parseItemValue } from '@atrium/ui';

/** The server's largest page (larger sizes are served as 500). */
const PAGE_SIZE = 500;

interface UserPage {
  list?: { id: string }[] | null;
  pagination?: { total?: number } | null;
}

/**
 * The user ids a picker value stands for, in order, without repeats: user ids as they are, the
 * other items through POST /api/permission/Users/getSelectedUserList (paged until complete).
 */
export async function userIdsOf(values: readonly string[]): Promise<string[]> {
  const users = values.filter((value) => parseItemValue(value).type === 'user');
  const groups = values.filter((value) => parseItemValue(value).type !== 'user');
  const ids = new Set(users);
  if (groups.length > 0) {
    for (let currentPage = 1; ; currentPage += 1) {
      const page = await http.post<UserPage>('/api/permission/Users/getSelectedUserList', { ids: groups, keyword: '', currentPage, pageSize: PAGE_SIZE });
      const list = page.list ?? [];
      for (const user of list) ids.add(user.id);
      const total = page.pagination?.total ?? 0;
      if (list.length === 0 || currentPage * PAGE_SIZE >= total) break;
    }
  }
  return [...ids];
}

/** A single-user field's value for @atrium/ui's UserSelect ('' is none). */
export const oneUser = (id: string): string[] => (id ? [id] : []);
