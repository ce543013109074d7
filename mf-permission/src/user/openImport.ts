// The 导入 button's wizard: @atrium/ui's ImportWizard (spec section 2, 1000 px, three steps:
// upload, editable preview, result with the rejected rows) on the users' import endpoints of
// spec section 7 (TemplateDownload, Uploader, ImportPreview, ImportData, ImportExceptionData).
// Loaded on the first click only, so the list page does not carry it.
import { createElement, type ComponentType, type ReactElement } from 'react';

export interface UserImportProps {
  title: string;
  onClose: () => void;
  /** After an import that added rows: the list reloads. */
  onImported: () => void;
}

/** The users' import path prefix the wizard calls. */
export const USER_IMPORT_BASE = '/api/permission/Users';

/** The wizard element, or null when this build of @atrium/ui has none. */
export async function loadUserImport(): Promise<((props: UserImportProps) => ReactElement) | null> {
  const ui = (await import('@atrium/ui')) as unknown as Record<string, unknown>;
  // Looked up by name: the wizard ships with @atrium/ui, which is shared at run time.
  const wizard = ui.ImportWizard as ComponentType<Record<string, unknown>> | undefined;
  if (!wizard) return null;
  return ({ title, onClose, onImported }) => createElement(wizard, { title, base: USER_IMPORT_BASE, onClose, onImported });
}
