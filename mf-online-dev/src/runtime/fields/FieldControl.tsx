// One field of a dynamic form, by kind (issue 15 contract): every kind of the palette has a control
// (a kind this client does not know, from a newer designer, shows a clear read-only cell instead
// of failing).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chineseAmount, formatDate } from '@atrium/shared';
import { AreaPicker, GroupSelect, OrganizeSelect, PositionSelect, RoleSelect, TreeSelect, UserSelect, useStyleSheet } from '@atrium/ui';
import { holdsValue, isComputedKind, kindOf, SYSTEM_KINDS } from '../../model/kinds';
import type { Field, FieldOption } from '../../model/types';
import { ONLINE_DEV_NS } from '../../i18n';
import { dateFormatOf, displayText } from './display';
import { CodeField } from './CodeField';
import { NotSupported } from './NotSupported';
import { PopupField } from './PopupField';
import { RelatedAttribute, RelationFormField } from './RelationFormField';
import { RichTextField } from './RichTextField';
import { UploadField } from './UploadField';
import { useOptions } from './useOptions';
import sheet from '../runtime.module.css';

const styles = sheet.locals;

export interface FieldControlProps {
  field: Field;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The field's message from validation. */
  error?: string | null;
  /** The whole form is read-only (or the field is disabled). */
  disabled?: boolean;
  /** A calculated field's result. */
  calculated?: number;
  /** In a sub-table cell: its label is read out but not shown (the column header shows it). */
  inCell?: boolean;
}

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;
const asString = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : value === null || value === undefined || value === '' ? [] : [String(value)]);

/** A date input's text for a stored value (JNPF stores dates as epoch milliseconds). */
function dateText(value: unknown, withTime: boolean): string {
  if (value === null || value === undefined || value === '') return '';
  return formatDate(typeof value === 'number' ? value : String(value), withTime ? "yyyy-MM-dd'T'HH:mm" : 'yyyy-MM-dd');
}

/** An input's text as epoch milliseconds, local time; '' for none. */
function dateValue(text: string): number | '' {
  if (text === '') return '';
  const [datePart = '', timePart = '00:00'] = text.split('T');
  const [year, month, day] = datePart.split('-').map(Number);
  const [hours, minutes] = timePart.split(':').map(Number);
  const date = new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0);
  return Number.isNaN(date.getTime()) ? '' : date.getTime();
}

function numberValue(text: string, precision: number | undefined): number | '' {
  if (text.trim() === '') return '';
  const number = Number(text);
  if (!Number.isFinite(number)) return '';
  return precision === undefined ? number : Number(number.toFixed(Math.max(0, Math.min(10, precision))));
}

/** The ids from the root down to `id` in an option tree (a cascader's value). */
function pathTo(options: readonly FieldOption[], id: string): string[] | null {
  for (const option of options) {
    if (option.id === id) return [id];
    const inner = pathTo(option.children ?? [], id);
    if (inner) return [option.id, ...inner];
  }
  return null;
}

/** Only web links open from a form; anything else shows as text. */
const safeHref = (href: unknown): string | null => (typeof href === 'string' && /^https?:\/\//i.test(href) ? href : null);

export function FieldControl({ field, value, onChange, error = null, disabled = false, calculated, inCell = false }: FieldControlProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(ONLINE_DEV_NS);
  const kind = kindOf(field);
  const config = field.__config__;
  const options = useOptions(field);
  const label = config.showLabel === false && !inCell ? undefined : config.label;
  const ariaLabel = config.label;
  const locked = disabled || field.disabled === true || field.readonly === true;
  const invalid = error !== null && error !== undefined;
  const common = {
    label,
    'aria-label': label ? undefined : ariaLabel,
    required: config.required === true && !locked,
    disabled: disabled || field.disabled === true,
    'aria-invalid': invalid || undefined,
    'data-invalid': invalid || undefined,
    size: inCell ? 'small' : 'medium',
    className: inCell ? styles.cellControl : undefined,
  };
  const placeholder = field.placeholder || undefined;
  const multiple = field.multiple === true;

  const readOnlyText = (text: string, hint: string): ReactNode => (
    <sl-input {...common} readonly value={text} placeholder={hint} disabled={disabled} />
  );

  if (SYSTEM_KINDS.has(kind)) return readOnlyText(displayText(value, field), t('form.systemFilled'));
  if (isComputedKind(kind) && kind === 'billRule') return readOnlyText(asString(value), t('form.billRuleAuto'));
  if (kind === 'calculate') return readOnlyText(calculated === undefined ? asString(value) : String(calculated), '0');

  switch (kind) {
    case 'comInput':
      return <sl-input {...common} placeholder={placeholder} readonly={field.readonly === true} value={asString(value)} onsl-input={(event: Event) => onChange(inputValue(event))} />;
    case 'textarea':
      return <sl-textarea {...common} rows={inCell ? 1 : 3} placeholder={placeholder} readonly={field.readonly === true} value={asString(value)} onsl-input={(event: Event) => onChange(inputValue(event))} />;
    case 'numInput':
    case 'amount':
      return (
        <sl-input
          {...common}
          type="number"
          placeholder={placeholder}
          readonly={field.readonly === true}
          min={field.min}
          max={field.max}
          value={asString(value)}
          help-text={kind === 'amount' && !inCell ? chineseAmount(value === '' || value === null || value === undefined ? null : Number(value)) : undefined}
          onsl-change={(event: Event) => onChange(numberValue(inputValue(event), field.precision))}
          onsl-input={(event: Event) => onChange(numberValue(inputValue(event), undefined))}
        />
      );
    case 'switch': {
      const on = field.activeValue ?? 1;
      const off = field.inactiveValue ?? 0;
      return (
        <sl-switch {...common} checked={String(value) === String(on)} disabled={locked} onsl-change={(event: Event) => onChange((event.target as HTMLInputElement).checked ? on : off)}>
          {label}
        </sl-switch>
      );
    }
    case 'radio':
      return (
        <sl-radio-group {...common} value={asString(value)} onsl-change={(event: Event) => onChange(inputValue(event))}>
          {options.map((option) => (
            <sl-radio key={option.id} value={option.id} disabled={locked}>
              {option.fullName}
            </sl-radio>
          ))}
        </sl-radio-group>
      );
    case 'checkbox': {
      const chosen = asList(value);
      return (
        <fieldset className={styles.choiceGroup} aria-invalid={invalid || undefined} data-invalid={invalid || undefined}>
          {label && <legend>{label}{common.required && <span className={styles.requiredMark}>*</span>}</legend>}
          {options.map((option) => (
            <sl-checkbox
              key={option.id}
              checked={chosen.includes(option.id)}
              disabled={locked}
              onsl-change={(event: Event) =>
                onChange((event.target as HTMLInputElement).checked ? [...chosen, option.id] : chosen.filter((item) => item !== option.id))
              }
            >
              {option.fullName}
            </sl-checkbox>
          ))}
        </fieldset>
      );
    }
    case 'select':
    case 'dicSelect':
      return (
        <sl-select
          {...common}
          placeholder={placeholder ?? t('common.choose')}
          multiple={multiple}
          clearable={!config.required}
          hoist
          disabled={locked}
          value={multiple ? asList(value) : asString(value)}
          onsl-change={(event: Event) => {
            const next = (event.target as HTMLSelectElement & { value: string | string[] }).value;
            onChange(multiple ? asList(next) : asString(next));
          }}
        >
          {options.map((option) => (
            <sl-option key={option.id} value={option.id}>
              {option.fullName}
            </sl-option>
          ))}
        </sl-select>
      );
    case 'treeSelect':
      return <TreeSelect label={label ?? ariaLabel} nodes={options} value={asString(value)} placeholder={placeholder} disabled={locked} invalid={invalid} onChange={onChange} />;
    case 'cascader': {
      const path = asList(value);
      return (
        <TreeSelect
          label={label ?? ariaLabel}
          nodes={options}
          value={path[path.length - 1] ?? ''}
          placeholder={placeholder}
          disabled={locked}
          invalid={invalid}
          onChange={(id) => onChange(pathTo(options, id) ?? [id])}
        />
      );
    }
    case 'date': {
      const withTime = /H/.test(dateFormatOf(field));
      return (
        <sl-input
          {...common}
          type={withTime ? 'datetime-local' : 'date'}
          readonly={field.readonly === true}
          value={dateText(value, withTime)}
          onsl-change={(event: Event) => onChange(dateValue(inputValue(event)))}
        />
      );
    }
    case 'dateRange':
    case 'timeRange': {
      const [start, end] = Array.isArray(value) ? value : [];
      const isDate = kind === 'dateRange';
      const part = (index: 0 | 1, current: unknown) => (
        <sl-input
          size={common.size}
          type={isDate ? 'date' : 'time'}
          aria-label={t(index === 0 ? 'form.rangeStart' : 'form.rangeEnd', { label: ariaLabel })}
          disabled={locked}
          aria-invalid={invalid || undefined}
          value={isDate ? dateText(current, false) : asString(current)}
          onsl-change={(event: Event) => {
            const text = inputValue(event);
            const next = isDate ? dateValue(text) : text;
            const range = index === 0 ? [next, end ?? ''] : [start ?? '', next];
            // Spec section 5: both ends empty is an empty list.
            onChange(range.every((item) => item === '' || item === null || item === undefined) ? [] : range);
          }}
        />
      );
      return (
        <fieldset className={styles.range} data-invalid={invalid || undefined}>
          {label && <legend>{label}{common.required && <span className={styles.requiredMark}>*</span>}</legend>}
          {part(0, start)}
          <span aria-hidden="true">~</span>
          {part(1, end)}
        </fieldset>
      );
    }
    case 'time':
      return <sl-input {...common} type="time" value={asString(value)} onsl-change={(event: Event) => onChange(inputValue(event))} />;
    case 'colorPicker':
      return <sl-color-picker {...common} value={asString(value)} disabled={locked} onsl-change={(event: Event) => onChange(inputValue(event))} />;
    case 'rate':
      return (
        <label className={styles.inlineLabel}>
          {label}
          <sl-rating label={ariaLabel} value={Number(value) || 0} max={Number(field.max) || 5} readonly={locked} onsl-change={(event: Event) => onChange(Number((event.target as HTMLInputElement).value))} />
        </label>
      );
    case 'slider':
      return <sl-range {...common} min={field.min ?? 0} max={field.max ?? 100} value={Number(value) || 0} onsl-change={(event: Event) => onChange(Number(inputValue(event)))} />;
    case 'userSelect':
    case 'usersSelect': {
      const many = kind === 'usersSelect' || multiple;
      return <UserSelect label={label ?? ariaLabel} value={asList(value)} multiple={many} required={common.required} disabled={locked} invalid={invalid} placeholder={placeholder} onChange={(values) => onChange(many ? values : (values[0] ?? ''))} />;
    }
    case 'comSelect':
    case 'depSelect': {
      return (
        <OrganizeSelect
          label={label ?? ariaLabel}
          value={asList(value)}
          multiple={multiple}
          required={common.required}
          disabled={locked}
          invalid={invalid}
          placeholder={placeholder}
          // A comSelect holds a list even when single (JNPF); a department select its id.
          onChange={(values) => onChange(kind === 'comSelect' || multiple ? values : (values[0] ?? ''))}
        />
      );
    }
    case 'posSelect':
    case 'roleSelect':
    case 'groupSelect': {
      const Select = kind === 'posSelect' ? PositionSelect : kind === 'roleSelect' ? RoleSelect : GroupSelect;
      return <Select label={label ?? ariaLabel} value={asList(value)} multiple={multiple} required={common.required} disabled={locked} invalid={invalid} placeholder={placeholder} onChange={(values) => onChange(multiple ? values : (values[0] ?? ''))} />;
    }
    case 'address': {
      const paths: string[][] = multiple ? (Array.isArray(value) ? (value as unknown[]).filter(Array.isArray).map((path) => (path as unknown[]).map(String)) : []) : asList(value).length > 0 ? [asList(value)] : [];
      return (
        <fieldset className={styles.choiceGroup} data-invalid={invalid || undefined}>
          {label && <legend>{label}{common.required && <span className={styles.requiredMark}>*</span>}</legend>}
          <AreaPicker value={paths} multiple={multiple} level={typeof field.level === 'number' ? field.level : undefined} disabled={locked} onChange={(next) => onChange(multiple ? next : (next[0] ?? []))} />
        </fieldset>
      );
    }
    case 'divider':
      return <sl-divider aria-label={ariaLabel} />;
    case 'JNPFText':
      return <p className={styles.text}>{asString(field.content ?? config.defaultValue)}</p>;
    case 'link': {
      const href = safeHref(field.href);
      const text = asString(field.content) || ariaLabel;
      return href ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {text}
        </a>
      ) : (
        <span>{text}</span>
      );
    }
    case 'alert':
      return (
        <sl-alert open variant={field.type === 'error' ? 'danger' : field.type === 'success' ? 'success' : field.type === 'warning' ? 'warning' : 'primary'}>
          {asString(field.title) || ariaLabel}
          {field.description ? <div>{asString(field.description)}</div> : null}
        </sl-alert>
      );
    case 'groupTitle':
      return <h4 className={styles.groupTitle}>{asString(field.content) || ariaLabel}</h4>;
    case 'button':
      return (
        <sl-button size="small" disabled>
          {asString(field.buttonText) || ariaLabel}
        </sl-button>
      );
    case 'popupSelect':
    case 'popupTableSelect':
      return <PopupField field={field} value={value} onChange={onChange} label={label} disabled={locked} invalid={invalid} />;
    case 'editor':
      return <RichTextField field={field} value={value} onChange={onChange} label={label} required={common.required} disabled={locked} invalid={invalid} />;
    case 'uploadFz':
    case 'uploadImg':
      return <UploadField field={field} value={value} onChange={onChange} label={label} required={common.required} disabled={locked} invalid={invalid} />;
    case 'relationForm':
      return <RelationFormField field={field} value={value} onChange={onChange} label={label} disabled={locked} invalid={invalid} />;
    case 'relationFormAttr':
    case 'popupAttr':
      // Stored (isStorage on): the text shown also goes into the record (the server checks it again).
      return <RelatedAttribute field={field} label={label} value={value} onChange={holdsValue(field) ? onChange : undefined} />;
    case 'barcode':
    case 'qrcode':
      return <CodeField field={field} label={label} />;
    default:
      return <NotSupported label={label} kind={kind} value={displayText(value, field)} />;
  }
}
