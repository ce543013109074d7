import type { ReactNode } from 'react';
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
 * arrive after it (an sl-select given a value before its options shows blank: it is made again
 * once the options are there).
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
  return (
    <sl-select
      key={optionsKey}
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
