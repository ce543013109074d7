import { http } from '@atrium/shared';

/**
 * PUT /api/permission/Users/Current/major (spec section 7: majorId, majorType). JNPF switches the
 * current system with majorType 'System'; the server then serves that system's menus.
 */
export function switchSystem(systemId: string): Promise<unknown> {
  return http.put('/api/permission/Users/Current/major', { majorId: systemId, majorType: 'System' });
}
