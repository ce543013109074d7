// What the three sections of 表单示例 share: the form's state as props, and one row of the grid.
import type { ReactNode } from 'react';
import { FormField, type FormErrors } from '@atrium/ui';
import type { FormDemoValues } from './rules';
import sheet from './formDemo.module.css';

const styles = sheet.locals;

export type FormDemoErrors = FormErrors<FormDemoValues>;

export interface SectionProps {
  values: FormDemoValues;
  errors: FormDemoErrors;
  /** The fields whose rules include requiredRule. */
  required: ReadonlySet<string>;
  set: <K extends keyof FormDemoValues>(key: K, value: FormDemoValues[K]) => void;
}

export const inputValue = (event: Event): string => (event.target as HTMLInputElement).value;
export const checkedOf = (event: Event): boolean => (event.target as HTMLInputElement).checked;

interface RowProps {
  name: keyof FormDemoValues;
  errors: FormDemoErrors;
  required: ReadonlySet<string>;
  /** Spans both columns (text areas, uploads, the editor). */
  wide?: boolean;
  children: ReactNode;
}

/** One field of the grid: the shared FormField (asterisk, message under the control) in its cell. */
export function Row({ name, errors, required, wide = false, children }: RowProps) {
  return (
    <div className={wide ? styles.wide : undefined}>
      <FormField name={name} error={errors[name] ?? null} required={required.has(name)}>
        {children}
      </FormField>
    </div>
  );
}

/** A section of the page: a titled group whose fields lie in two columns (one on a phone). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{title}</legend>
      <div className={styles.grid}>{children}</div>
    </fieldset>
  );
}

/** A visible label for a control whose own label is only read out (sl-rating, sl-color-picker). */
export function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.labelled}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      {children}
    </div>
  );
}
