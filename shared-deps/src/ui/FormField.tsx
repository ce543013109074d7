import type { ReactNode } from 'react';
import { FieldNameContext, isAllowed, useFormRights } from './fieldRights';
import sheet from './ui.module.css';
import { useStyleSheet } from './useStyleSheet';

const styles = sheet.locals;

export interface FormFieldProps {
  /** The field's message from validation, or null. */
  error?: string | null;
  children: ReactNode;
  /**
   * The field's enCode (sub-table fields `parent-field`). In a FormDialog of a menu that checks
   * form rights, a named field the permission entry does not list is not rendered.
   */
  name?: string;
}

/** One form row: the control, then its validation message in the light DOM (readable and testable). */
export function FormField({ error, children, name }: FormFieldProps) {
  useStyleSheet(sheet);
  const rights = useFormRights() ?? 'all';
  if (name !== undefined && !isAllowed(rights, name)) return null;
  return (
    <div className={styles.field} data-field={name}>
      <FieldNameContext.Provider value={name ?? null}>{children}</FieldNameContext.Provider>
      {error && <p className={styles.fieldError} role="alert">{error}</p>}
    </div>
  );
}
