import type { FastifyRequest } from 'fastify';
import { isAllowed } from '../../auth/permissions';
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/connection';
import { sessionOf } from '../../plugins/auth';
import { ApiError } from '../../plugins/errors';

/**
 * Who may design modules: holders of 在线开发 → web 功能设计 or of 代码生成 → 功能表单 (the same
 * designer, with code preview), with that page's button for writes: btn_add creates (also copy and
 * import), btn_edit saves and releases, btn_remove deletes.
 */
export const DESIGN_PAGES = ['onlineDev.webDesign', 'generator.webForm'] as const;

export type DesignButton = 'btn_add' | 'btn_edit' | 'btn_remove';

export function mayDesign(db: Db, session: Session, button?: DesignButton): boolean {
  return DESIGN_PAGES.some((page) => isAllowed(db, session, page, button));
}

/** The caller's session when they may design (with `button`), else 403. */
export function requireDesign(db: Db, request: FastifyRequest, button?: DesignButton): Session {
  const session = sessionOf(request);
  if (!mayDesign(db, session, button)) throw new ApiError(403, 'noPermission');
  return session;
}

/**
 * Runtime rights come from the module's own menu (the one its release made): the page for reading,
 * its buttons for writing. A module whose menu was deleted is open to administrators only.
 */
export function mayUse(db: Db, session: Session, menuCode: string | null, button?: string): boolean {
  if (session.isAdministrator) return true;
  return menuCode !== null && isAllowed(db, session, menuCode, button);
}
