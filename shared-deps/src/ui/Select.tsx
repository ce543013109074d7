import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldRequired } from './formContext';
import { UI_NS } from './i18n';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  /** The field's label (also its accessible name). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The choices; `children` (sl-option elements) may be given instead. */
  options?: readonly SelectOption[];
  children?: ReactNode;
  /** 请选择 by default: an empty select never shows a blank box. */
  placeholder?: string;
  /** Shows the asterisk (by default from the enclosing FormField); the form's rules say what is refused. */
  required?: boolean;
  disabled?: boolean;
  clearable?: boolean;
  size?: 'small' | 'medium' | 'large';
  /** Marks the control invalid for assistive technology; the message is shown by the FormField. */
  invalid?: boolean;
  name?: string;
  helpText?: string;
  className?: string;
}

/**
 * A single-choice `<sl-select>` as every form wants it (issue 17 item 5): 请选择 while empty, the
 * asterisk when required, the list hoisted out of dialogs, and the value kept when the options
 * arrive after it.
 *
 * Why the value needs help: React sets `value` as a property, and Shoelace 2.20 answers a value it
 * has no option for by clearing it (`handleValueChange` -> `selectionChanged` sets `value` to '');
 * when the options come, it selects from that cleared value, and React, whose prop did not change,
 * never sets it again. So once new options are in place the value is given again. (Making the
 * element anew instead, as before, shut a list the user had open while the options loaded.)
 */
export function Select({
  label,
  value,
  onChange,
  options,
  children,
  placeholder,
  required,
  disabled = false,
  clearable = false,
  size,
  invalid = false,
  name,
  helpText,
  className,
}: SelectProps) {
  const { t } = useTranslation(UI_NS);
  const fieldRequired = useFieldRequired();
  const optionsKey = options ? options.map((option) => option.value).join('\u0000') : '';
  const selectRef = useRef<HTMLElement & { value: string | string[] }>(null);
  // After the commit that put the options in: Shoelace's own check runs later (a Lit update, a
  // microtask), and by then it finds the option this value names.
  useLayoutEffect(() => {
    const select = selectRef.current;
    // Only on Shoelace's element: on one not yet defined it would make an own `value` property,
    // and React would then stop writing the attribute the element reads when it is defined.
    if (select && 'value' in select && select.value !== value) select.value = value;
  }, [value, optionsKey]);
  return (
    <sl-select
      ref={selectRef}
      label={label}
      value={value}
      name={name}
      placeholder={placeholder ?? t('choose')}
      required={required ?? fieldRequired}
      disabled={disabled}
      clearable={clearable}
      size={size}
      help-text={helpText}
      className={className}
      aria-invalid={invalid || undefined}
      hoist
      onsl-change={(event: CustomEvent) => onChange(String((event.target as HTMLSelectElement).value ?? ''))}
    >
      {options?.map((option) => (
        <sl-option key={option.value} value={option.value} disabled={option.disabled ?? false}>
          {option.label}
        </sl-option>
      ))}
      {children}
    </sl-select>
  );
}
