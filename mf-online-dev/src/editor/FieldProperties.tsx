import { useEffect, useMemo, useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { getDictionaries, isFieldName, type DictionaryGroup } from '@atrium/shared';
import { BillRulePicker, FormField } from '@atrium/ui';
import { compileCalculations, formulaText } from '../model/formula';
import { holdsValue, isComputedKind, kindOf, subTableColumns, SUB_TABLE, valueFields } from '../model/kinds';
import type { Field, FieldOption, RegRule } from '../model/types';
import { ONLINE_DEV_NS } from '../i18n';
import type { ConfigPatch, EditorAction, EditorState, FieldPatch } from './editorReducer';
import { keyOf, parentOf } from './fieldTree';
import { NUMBER_KINDS, OPTION_KINDS } from './palette';
import { formulaScope, rowScope } from '../model/formulaScope';
import sheet from './editor.module.css';

const styles = sheet.locals;

interface Props {
  field: Field;
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
}

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;
const checked = (event: Event) => (event.target as HTMLInputElement).checked;
const numberOrUndefined = (text: string): number | undefined => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));

const TEXT_KINDS = new Set(['comInput', 'textarea']);
const MULTIPLE_KINDS = new Set(['select', 'dicSelect', 'userSelect', 'depSelect']);

/** The selected field's properties: what the basic kinds need to design a real form. */
export function FieldProperties({ field, state, dispatch }: Props) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const key = keyOf(field);
  const kind = kindOf(field);
  const config = field.__config__;
  const update = (patch: FieldPatch = {}, configPatch: ConfigPatch = {}) => dispatch({ type: 'updateField', key, patch, config: configPatch });
  const parent = parentOf(state.formData.fields, key);
  const inSubTable = parent !== null && kindOf(parent) === SUB_TABLE;
  const name = field.__vModel__ ?? '';

  return (
    <div className={styles.propertyForm}>
      <h4 className={styles.propertyTitle}>{t(`kinds.${kind}`, { defaultValue: kind })}</h4>
      <FormField>
        <sl-input label={t('props.label')} required value={config.label} onsl-input={(event: Event) => update({}, { label: inputValue(event) })} />
      </FormField>
      {holdsValue(field) && (
        <FormField error={name !== '' && !isFieldName(name) ? t('props.nameFormat') : null}>
          <sl-input label={t('props.fieldName')} required help-text={t('props.fieldNameHelp')} value={name} onsl-input={(event: Event) => update({ __vModel__: inputValue(event).trim() })} />
        </FormField>
      )}
      {holdsValue(field) && !isComputedKind(kind) && (
        <FormField>
          <sl-switch checked={config.required === true} onsl-change={(event: Event) => update({}, { required: checked(event) })}>
            {t('props.required')}
          </sl-switch>
        </FormField>
      )}
      {!isComputedKind(kind) && kind !== SUB_TABLE && (
        <FormField>
          <sl-input label={t('props.placeholder')} value={field.placeholder ?? ''} onsl-input={(event: Event) => update({ placeholder: inputValue(event) })} />
        </FormField>
      )}
      {!inSubTable && (
        <FormField>
          <sl-input
            type="number"
            min={1}
            max={24}
            label={t('props.span')}
            value={String(config.span ?? 24)}
            onsl-input={(event: Event) => update({}, { span: Math.max(1, Math.min(24, Math.trunc(Number(inputValue(event)) || 24))) })}
          />
        </FormField>
      )}
      {TEXT_KINDS.has(kind) && (
        <>
          <FormField>
            <sl-input label={t('props.defaultValue')} value={typeof config.defaultValue === 'string' ? config.defaultValue : ''} onsl-input={(event: Event) => update({}, { defaultValue: inputValue(event) })} />
          </FormField>
          <RegListEditor rules={config.regList ?? []} onChange={(regList) => update({}, { regList })} />
        </>
      )}
      {(kind === 'numInput' || kind === 'amount') && (
        <div className={styles.inline}>
          <sl-input type="number" label={t('props.min')} value={field.min === undefined ? '' : String(field.min)} onsl-input={(event: Event) => update({ min: numberOrUndefined(inputValue(event)) })} />
          <sl-input type="number" label={t('props.max')} value={field.max === undefined ? '' : String(field.max)} onsl-input={(event: Event) => update({ max: numberOrUndefined(inputValue(event)) })} />
          <sl-input
            type="number"
            min={0}
            max={6}
            label={t('props.precision')}
            value={String(field.precision ?? 0)}
            onsl-input={(event: Event) => update({ precision: Math.max(0, Math.min(6, Math.trunc(Number(inputValue(event)) || 0))) })}
          />
        </div>
      )}
      {OPTION_KINDS.has(kind) && <OptionsEditor options={field.options ?? []} onChange={(options) => update({ options })} />}
      {kind === 'dicSelect' && <DictionaryChooser value={config.dictionaryType ?? ''} onChange={(dictionaryType) => update({}, { dictionaryType })} />}
      {MULTIPLE_KINDS.has(kind) && (
        <FormField>
          <sl-switch checked={field.multiple === true} onsl-change={(event: Event) => update({ multiple: checked(event) })}>
            {t('props.multiple')}
          </sl-switch>
        </FormField>
      )}
      {kind === 'billRule' && <BillRuleChooser value={config.billRule ?? ''} onChange={(billRule) => update({}, { billRule })} />}
      {kind === 'calculate' && <FormulaEditor field={field} state={state} parent={inSubTable ? parent : null} onChange={(expression) => update({}, { expression })} />}
      {kind === SUB_TABLE && <SubTableProperties field={field} update={update} />}
    </div>
  );
}

function RegListEditor({ rules, onChange }: { rules: readonly RegRule[]; onChange: (rules: RegRule[]) => void }) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const set = (index: number, patch: Partial<RegRule>) => onChange(rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)));
  return (
    <fieldset className={styles.group}>
      <legend>{t('props.regList')}</legend>
      {rules.map((rule, index) => (
        <div key={index} className={styles.inline}>
          <sl-input size="small" label={t('props.pattern')} placeholder="/^\d+$/" value={rule.pattern} onsl-input={(event: Event) => set(index, { pattern: inputValue(event) })} />
          <sl-input size="small" label={t('props.message')} value={rule.message} onsl-input={(event: Event) => set(index, { message: inputValue(event) })} />
          <sl-icon-button name="x-lg" label={t('props.removeRule')} onClick={() => onChange(rules.filter((_, i) => i !== index))} />
        </div>
      ))}
      <sl-button size="small" onClick={() => onChange([...rules, { pattern: '', message: '' }])}>
        {t('props.addRule')}
      </sl-button>
    </fieldset>
  );
}

function OptionsEditor({ options, onChange }: { options: readonly FieldOption[]; onChange: (options: FieldOption[]) => void }) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const set = (index: number, patch: Partial<FieldOption>) => onChange(options.map((option, i) => (i === index ? { ...option, ...patch } : option)));
  return (
    <fieldset className={styles.group}>
      <legend>{t('props.options')}</legend>
      {options.map((option, index) => (
        <div key={index} className={styles.inline}>
          <sl-input size="small" label={t('props.optionName')} value={option.fullName} onsl-input={(event: Event) => set(index, { fullName: inputValue(event) })} />
          <sl-input size="small" label={t('props.optionValue')} value={option.id} onsl-input={(event: Event) => set(index, { id: inputValue(event) })} />
          <sl-icon-button name="x-lg" label={t('props.removeOption', { name: option.fullName })} onClick={() => onChange(options.filter((_, i) => i !== index))} />
        </div>
      ))}
      <sl-button size="small" onClick={() => onChange([...options, { id: String(options.length + 1), fullName: t('props.optionDefault', { n: options.length + 1 }) }])}>
        {t('props.addOption')}
      </sl-button>
    </fieldset>
  );
}

function DictionaryChooser({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const [groups, setGroups] = useState<readonly DictionaryGroup[]>([]);
  useEffect(() => {
    let active = true;
    getDictionaries().then((found) => active && setGroups(found), () => undefined);
    return () => {
      active = false;
    };
  }, []);
  return (
    <FormField error={value ? null : t('props.dictionaryMissing')}>
      <sl-select label={t('props.dictionary')} required placeholder={t('common.choose')} value={value} hoist onsl-change={(event: Event) => onChange(inputValue(event))}>
        {groups.map((group) => (
          <sl-option key={group.id} value={group.id}>
            {group.fullName ?? group.enCode ?? group.id}
          </sl-option>
        ))}
      </sl-select>
    </FormField>
  );
}

function BillRuleChooser({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const [open, setOpen] = useState(false);
  return (
    <FormField error={value ? null : t('props.billRuleMissing')}>
      <div className={styles.inline}>
        <sl-input label={t('props.billRule')} required readonly value={value} />
        <sl-button size="small" onClick={() => setOpen(true)}>
          {t('common.choose')}
        </sl-button>
      </div>
      {open && (
        <BillRulePicker
          value={value || null}
          onClose={() => setOpen(false)}
          onConfirm={(rule) => {
            setOpen(false);
            onChange(rule.enCode);
          }}
        />
      )}
    </FormField>
  );
}

function FormulaEditor({ field, state, parent, onChange }: { field: Field; state: EditorState; parent: Field | null; onChange: (expression: string) => void }) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const text = formulaText(field.__config__.expression);
  // A formula in a sub-table reads its row's columns; in the form, the form's fields and `table.column`.
  const scope = useMemo(
    () => (parent ? rowScope(parent, state.formData.fields) : formulaScope(state.formData.fields)),
    [parent, state.formData.fields],
  );
  const siblings = parent ? subTableColumns(parent) : valueFields(state.formData.fields);
  const error = useMemo(() => {
    if (text.trim() === '') return t('props.formulaEmpty');
    const calculations = siblings
      .filter((other) => kindOf(other) === 'calculate' && other.__vModel__)
      .map((other) => ({ name: other.__vModel__!, expression: other.__vModel__ === field.__vModel__ ? text : other.__config__.expression }));
    const found = compileCalculations(calculations, scope).errors.get(field.__vModel__ ?? '');
    return found ? t(`model.formula.${found.code}`, { label: field.__config__.label, detail: found.detail }) : null;
  }, [text, scope, siblings, field, t]);
  const names = [...scope].filter(([name, numeric]) => numeric && name !== field.__vModel__).map(([name]) => name);
  return (
    <FormField error={error}>
      <sl-input label={t('props.formula')} required placeholder="numInput101 * 2 + tableField102.amount" value={text} onsl-input={(event: Event) => onChange(inputValue(event))} />
      <p className={styles.hint}>{t('props.formulaHelp', { names: names.join(', ') || '—' })}</p>
    </FormField>
  );
}

function SubTableProperties({ field, update }: { field: Field; update: (patch?: FieldPatch, config?: ConfigPatch) => void }) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const numeric = subTableColumns(field).filter((column) => NUMBER_KINDS.has(kindOf(column)));
  const summary = field.summaryField ?? [];
  return (
    <>
      <FormField>
        <sl-radio-group label={t('props.addType')} value={String(field.addType ?? 0)} onsl-change={(event: Event) => update({ addType: inputValue(event) === '1' ? 1 : 0 })}>
          <sl-radio value="0">{t('props.addEmptyRow')}</sl-radio>
          <sl-radio value="1">{t('props.addBySelection')}</sl-radio>
        </sl-radio-group>
      </FormField>
      <FormField>
        <sl-switch checked={field.showSummary === true} onsl-change={(event: Event) => update({ showSummary: checked(event) })}>
          {t('props.showSummary')}
        </sl-switch>
      </FormField>
      {field.showSummary === true && (
        <fieldset className={styles.group}>
          <legend>{t('props.summaryField')}</legend>
          {numeric.length === 0 && <p className={styles.hint}>{t('props.noNumberColumns')}</p>}
          {numeric.map((column) => (
            <sl-checkbox
              key={column.__config__.renderKey}
              checked={summary.includes(column.__vModel__!)}
              onsl-change={(event: Event) =>
                update({ summaryField: checked(event) ? [...summary, column.__vModel__!] : summary.filter((name) => name !== column.__vModel__) })
              }
            >
              {column.__config__.label}
            </sl-checkbox>
          ))}
        </fieldset>
      )}
    </>
  );
}
