import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { FormField, TabGroup, useStyleSheet } from '@atrium/ui';
import { kindOf, subTableColumns, SUB_TABLE } from '../model/kinds';
import type { Field } from '../model/types';
import type { CalculatedValues } from './calculations';
import { FieldControl } from './fields/FieldControl';
import { FormScopeContext, type FormScope } from './fields/formScope';
import { SubTableField } from './fields/SubTableField';
import type { RecordErrors } from './validation';
import sheet from './runtime.module.css';

const styles = sheet.locals;

/** Whether a field shows on this page: not hidden by design, meant for pc, and allowed by the form rights. */
export type FieldFilter = (field: Field, table?: Field) => boolean;

export interface DynamicFormProps {
  fields: readonly Field[];
  values: Record<string, unknown>;
  onChange: (name: string, value: unknown) => void;
  errors: RecordErrors;
  calculated: CalculatedValues;
  shown: FieldFilter;
  disabled?: boolean;
}

/** Spec section 2: hidden when marked no-show or not visible on pc. */
export function visibleOnPc(field: Field): boolean {
  const { noShow, visibility } = field.__config__;
  return noShow !== true && (!Array.isArray(visibility) || visibility.includes('pc'));
}

const span = (field: Field): CSSProperties => ({ gridColumn: `span ${Math.max(1, Math.min(24, Number(field.__config__.span) || 24))}` });

/** A released module's form: its fields in its 24-column grid, layouts opened, sub-tables as tables. */
export function DynamicForm({ fields, values, onChange, errors, calculated, shown, disabled = false }: DynamicFormProps) {
  useStyleSheet(sheet);

  const renderFields = (list: readonly Field[]): ReactNode[] =>
    list.filter((field) => visibleOnPc(field)).map((field) => {
      const key = field.__config__.renderKey ?? field.__vModel__;
      const kind = kindOf(field);
      const children = field.__config__.children ?? [];
      switch (kind) {
        case 'row':
        case 'tabItem':
        case 'collapseItem':
          return (
            <div key={key} className={styles.grid} style={span(field)}>
              {renderFields(children)}
            </div>
          );
        case 'card':
          return (
            <sl-card key={key} className={styles.card} style={span(field)}>
              {field.__config__.label && <div slot="header">{field.__config__.label}</div>}
              <div className={styles.grid}>{renderFields(children)}</div>
            </sl-card>
          );
        case 'tab':
          return (
            <TabGroup
              key={key}
              style={span(field)}
              panes={children.map((pane, index) => ({
                name: `pane-${key}-${index}`,
                label: String(pane.title ?? pane.__config__.label ?? index + 1),
                children: <div className={styles.grid}>{renderFields(pane.__config__.children ?? [])}</div>,
              }))}
            />
          );
        case 'collapse':
          return (
            <div key={key} style={span(field)}>
              {children.map((pane, index) => (
                <sl-details key={index} summary={String(pane.title ?? pane.__config__.label ?? index + 1)} open={index === 0}>
                  <div className={styles.grid}>{renderFields(pane.__config__.children ?? [])}</div>
                </sl-details>
              ))}
            </div>
          );
        default:
          break;
      }
      if (field.__vModel__ && !shown(field)) return null;
      const name = field.__vModel__ ?? '';
      if (kind === SUB_TABLE) {
        const columns = subTableColumns(field).filter((column) => visibleOnPc(column) && shown(column, field));
        return (
          <div key={key} style={span(field)} data-field={name}>
            <SubTableField
              table={field}
              columns={columns}
              rows={Array.isArray(values[name]) ? (values[name] as Record<string, unknown>[]) : []}
              onChange={(rows) => onChange(name, rows)}
              errors={errors}
              disabled={disabled}
              calculated={calculated.rows[name]}
            />
          </div>
        );
      }
      return (
        <div key={key} style={span(field)}>
          <FormField name={name || undefined} error={name ? (errors[name] ?? null) : null}>
            <FieldControl
              field={field}
              value={name ? values[name] : undefined}
              error={name ? (errors[name] ?? null) : null}
              calculated={kind === 'calculate' ? calculated.main[name] : undefined}
              disabled={disabled}
              onChange={(value) => name && onChange(name, value)}
            />
          </FormField>
        </div>
      );
    });

  // Codes bound to a field and related attributes read the record through this.
  const scope = useMemo<FormScope>(() => ({ values, fields }), [values, fields]);
  return (
    <FormScopeContext.Provider value={scope}>
      <div className={styles.grid}>{renderFields(fields)}</div>
    </FormScopeContext.Provider>
  );
}
