import { useContext, type ReactNode } from 'react';
import { FieldNameContext, isAllowed, useFormRights } from './fieldRights';
import { FieldRequiredContext, RequiredFieldsContext } from './formContext';
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
  /**
   * Marks the field with the asterisk. By default a field is required when the FormDialog's `rules`
   * give its `name` a requiredRule; say it here when the name differs from the rules' key.
   */
  required?: boolean;
}

/**
 * One form row: the control, then its validation message in the light DOM (readable and testable).
 * A required row puts the asterisk on its Shoelace control's label (and tells pickers and selects).
 */
export function FormField({ error, children, name, required }: FormFieldProps) {
  useStyleSheet(sheet);
  const rights = useFormRights() ?? 'all';
  const requiredNames = useContext(RequiredFieldsContext);
  if (name !== undefined && !isAllowed(rights, name)) return null;
  const isRequired = required ?? (name !== undefined && requiredNames.has(name));
  return (
    <div className={styles.field} data-field={name} data-required={isRequired || undefined}>
      <FieldNameContext.Provider value={name ?? null}>
        <FieldRequiredContext.Provider value={isRequired}>{children}</FieldRequiredContext.Provider>
      </FieldNameContext.Provider>
      {error && <p className={styles.fieldError} role="alert">{error}</p>}
    </div>
  );
}
