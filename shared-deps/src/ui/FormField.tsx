import type { ReactNode } from 'react';
import sheet from './ui.module.css';
import { useStyleSheet } from './useStyleSheet';

const styles = sheet.locals;

export interface FormFieldProps {
  /** The field's message from validation, or null. */
  error?: string | null;
  children: ReactNode;
}

/** One form row: the control, then its validation message in the light DOM (readable and testable). */
export function FormField({ error, children }: FormFieldProps) {
  useStyleSheet(sheet);
  return (
    <div className={styles.field}>
      {children}
      {error && <p className={styles.fieldError} role="alert">{error}</p>}
    </div>
  );
}
