import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '@atrium/shared';
import { kindOf, SUB_TABLE } from '../model/kinds';
import type { Field } from '../model/types';
import { ONLINE_DEV_NS } from '../i18n';
import type { EditorAction, EditorState } from './editorReducer';
import { findField, keyOf } from './fieldTree';
import { FieldProperties } from './FieldProperties';
import { COLUMN_KINDS, FORM_KINDS } from './palette';
import sheet from './editor.module.css';

const styles = sheet.locals;

interface Props {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
}

/**
 * The basic form editor: a palette of the basic kinds, the field tree (kind, label, field name;
 * move up/down, remove) and the selected field's properties.
 */
export function FieldDesigner({ state, dispatch }: Props) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const fields = state.formData.fields;
  const selected = state.selected === null ? null : findField(fields, state.selected);
  const add = (kind: string, parent: number | null = null) => dispatch({ type: 'addField', kind, label: t(`kinds.${kind}`), parent });

  const remove = async (field: Field) => {
    if (!(await confirmDialog({ message: t('editor.confirmRemoveField', { label: field.__config__.label }) }))) return;
    dispatch({ type: 'removeField', key: keyOf(field) });
  };

  const renderList = (list: readonly Field[], depth: number) => (
    <ul className={styles.fieldList} role={depth === 0 ? 'list' : undefined} aria-label={depth === 0 ? t('editor.fields') : undefined}>
      {list.map((field, index) => {
        const key = keyOf(field);
        const kind = kindOf(field);
        const children = field.__config__.children;
        return (
          <li key={key} data-key={key} className={state.selected === key ? `${styles.fieldItem} ${styles.selectedField}` : styles.fieldItem}>
            <div className={styles.fieldRow}>
              <button type="button" className={styles.fieldSelect} aria-pressed={state.selected === key} onClick={() => dispatch({ type: 'select', key })}>
                <span className={styles.fieldLabel}>{field.__config__.label || t('editor.noLabel')}</span>
                <span className={styles.fieldKind}>{t(`kinds.${kind}`, { defaultValue: kind })}</span>
                {field.__vModel__ && <code className={styles.fieldName}>{field.__vModel__}</code>}
              </button>
              <sl-icon-button name="arrow-up" label={t('editor.moveUp', { label: field.__config__.label })} disabled={index === 0} onClick={() => dispatch({ type: 'moveField', key, delta: -1 })} />
              <sl-icon-button
                name="arrow-down"
                label={t('editor.moveDown', { label: field.__config__.label })}
                disabled={index === list.length - 1}
                onClick={() => dispatch({ type: 'moveField', key, delta: 1 })}
              />
              <sl-icon-button name="trash" label={t('editor.removeField', { label: field.__config__.label })} onClick={() => void remove(field)} />
            </div>
            {children && children.length > 0 && renderList(children, depth + 1)}
            {kind === SUB_TABLE && (
              <sl-select
                size="small"
                className={styles.addColumn}
                label={t('editor.addColumn')}
                placeholder={t('common.choose')}
                value=""
                hoist
                onsl-change={(event: Event) => {
                  const select = event.target as HTMLSelectElement;
                  if (select.value) add(select.value, key);
                  select.value = '';
                }}
              >
                {COLUMN_KINDS.map((columnKind) => (
                  <sl-option key={columnKind} value={columnKind}>
                    {t(`kinds.${columnKind}`)}
                  </sl-option>
                ))}
              </sl-select>
            )}
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className={styles.designer}>
      <nav className={styles.palette} aria-label={t('editor.palette')}>
        {FORM_KINDS.map((kind) => (
          <sl-button key={kind} size="small" onClick={() => add(kind)}>
            <sl-icon slot="prefix" name="plus-lg" />
            {t(`kinds.${kind}`)}
          </sl-button>
        ))}
      </nav>
      <div className={styles.fieldTree}>{fields.length === 0 ? <p className={styles.hint}>{t('editor.noFields')}</p> : renderList(fields, 0)}</div>
      <aside className={styles.properties} aria-label={t('editor.properties')}>
        {selected ? <FieldProperties key={keyOf(selected)} field={selected} state={state} dispatch={dispatch} /> : <p className={styles.hint}>{t('editor.chooseField')}</p>}
      </aside>
    </div>
  );
}
