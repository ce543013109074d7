import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useFieldRequired } from '../formContext';
import { useStyleSheet } from '../useStyleSheet';
import type { PickerNode } from './api';
import { PICKERS_NS } from './i18n';
import sheet from './pickers.module.css';

const styles = sheet.locals;

export interface PickerFieldProps {
  /** The field's label (a form names what is chosen: 所属组织, 审批人…). */
  label?: string;
  /** Chosen values, as the picker answers them. */
  value: readonly string[];
  onChange: (values: string[], items: PickerNode[]) => void;
  /** 请选择 by default. */
  placeholder?: string;
  /** Shows the chosen names, greyed, and opens nothing. */
  disabled?: boolean;
  required?: boolean;
  /** Marks the field as failing validation. */
  invalid?: boolean;
}

interface Props extends PickerFieldProps {
  /** Names for values the field did not choose itself (the value a form opens with). */
  resolve: (values: readonly string[]) => Promise<PickerNode[]>;
  /** The picker dialog, open while rendered. */
  renderPicker: (close: () => void, confirm: (values: string[], items: PickerNode[]) => void) => ReactNode;
  keyOf: (node: PickerNode) => string;
  multiple: boolean;
}

/**
 * A form field that shows the chosen items as tags and opens its picker on click, Enter or Space
 * (spec section 2: organisation, user, role, position and group selects of forms).
 */
export function PickerField({ label, value, onChange, placeholder, disabled = false, required: requiredProp, invalid = false, resolve, renderPicker, keyOf, multiple }: Props) {
  useStyleSheet(sheet);
  const { t } = useTranslation(PICKERS_NS);
  // The asterisk: said here, or from the enclosing FormField (the dialog's rules).
  const fieldRequired = useFieldRequired();
  const required = requiredProp ?? fieldRequired;
  const [open, setOpen] = useState(false);
  const [names, setNames] = useState<ReadonlyMap<string, PickerNode>>(new Map());
  const resolveRef = useRef(resolve);
  resolveRef.current = resolve;

  // Look up the names of values not seen yet (once per value list).
  const valueKey = value.join(',');
  useEffect(() => {
    const missing = valueKey ? valueKey.split(',').filter((item) => !names.has(item)) : [];
    if (missing.length === 0) return undefined;
    let active = true;
    resolveRef.current(missing).then(
      (found) =>
        active &&
        setNames((current) => {
          const next = new Map(current);
          for (const node of found) next.set(keyOf(node), node);
          return next;
        }),
      () => undefined,
    );
    return () => {
      active = false;
    };
    // `names` is left out on purpose: a lookup that found nothing must not repeat forever.
  }, [valueKey, keyOf]);

  const confirm = (values: string[], items: PickerNode[]) => {
    setNames((current) => {
      const next = new Map(current);
      for (const node of items) next.set(keyOf(node), node);
      return next;
    });
    setOpen(false);
    onChange(values, items);
  };
  const remove = (key: string) => {
    const values = value.filter((item) => item !== key);
    onChange(
      values,
      values.map((item) => names.get(item) ?? { id: item, fullName: item }),
    );
  };
  const nameOf = (item: string) => names.get(item)?.fullName ?? item;

  return (
    <div className={styles.field}>
      {label && (
        <span className={styles.fieldLabel}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </span>
      )}
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-haspopup="dialog"
        aria-disabled={disabled}
        aria-invalid={invalid}
        aria-label={label ? `${label}: ${value.map(nameOf).join('、') || (placeholder ?? t('choose'))}` : undefined}
        className={disabled ? `${styles.fieldBox} ${styles.fieldDisabled}` : invalid ? `${styles.fieldBox} ${styles.fieldInvalid}` : styles.fieldBox}
        onClick={() => !disabled && setOpen(true)}
        onKeyDown={(event) => {
          if (disabled || (event.key !== 'Enter' && event.key !== ' ')) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {value.length === 0 ? (
          <span className={styles.placeholder}>{placeholder ?? t('choose')}</span>
        ) : multiple ? (
          value.map((item) => (
            <sl-tag
              key={item}
              size="small"
              removable={!disabled}
              onClick={(event) => event.stopPropagation()}
              onsl-remove={() => remove(item)}
            >
              {nameOf(item)}
            </sl-tag>
          ))
        ) : (
          <span>{nameOf(value[0] ?? '')}</span>
        )}
        {!disabled && value.length > 0 && (
          <sl-tooltip content={t('clearValue')}>
            <sl-icon-button
              name="x-circle-fill"
              label={t('clearValue')}
              className={styles.fieldClear}
              onClick={(event) => {
                event.stopPropagation();
                onChange([], []);
              }}
            />
          </sl-tooltip>
        )}
      </div>
      {/* On the body: the field often sits in a form dialog, and a form must not hold another. */}
      {open && createPortal(renderPicker(() => setOpen(false), confirm), document.body)}
    </div>
  );
}
