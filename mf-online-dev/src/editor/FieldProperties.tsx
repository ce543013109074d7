import { useEffect, useMemo, useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { getDictionaries, type DictionaryGroup } from '@atrium/shared';
import { BillRulePicker, FormField } from '@atrium/ui';
import { compileCalculations, formulaText } from '../model/formula';
import { DISPLAY_KINDS, holdsValue, isComputedKind, isPaneKind, isStored, kindOf, LAYOUT_CONTAINERS, RELATION_ATTR_KINDS, STORAGE_KINDS, subTableColumns, SUB_TABLE, valueFields } from '../model/kinds';
import type { Field, FieldOption, OptionSource, RegRule } from '../model/types';
import { ONLINE_DEV_NS } from '../i18n';
import type { ConfigPatch, EditorAction, EditorState, FieldPatch } from './editorReducer';
import { keyOf, parentOf } from './fieldTree';
import type { DataInterfaceOption, DesignerApi } from './api';
import { defaultFieldName, NUMBER_KINDS, OPTION_KINDS, POPUP_KINDS, TREE_OPTION_KINDS } from './palette';
import { fieldNameError, ruleProblem } from './rules';
import { formulaScope, rowScope } from '../model/formulaScope';
import sheet from './editor.module.css';

const styles = sheet.locals;

interface Props {
  field: Field;
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  api: DesignerApi;
}

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;
const checked = (event: Event) => (event.target as HTMLInputElement).checked;
const numberOrUndefined = (text: string): number | undefined => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));

const TEXT_KINDS = new Set(['comInput', 'textarea']);
const MULTIPLE_KINDS = new Set(['select', 'dicSelect', 'treeSelect', 'cascader', 'userSelect', 'depSelect', 'comSelect', 'posSelect', 'roleSelect', 'groupSelect', 'address', 'popupSelect', 'popupTableSelect']);
/** Kinds whose rules (regList) the form checks: the typed ones. */
const RULE_KINDS = new Set(['comInput', 'textarea', 'numInput', 'amount']);
const NUMERIC_DEFAULT_KINDS = new Set(['numInput', 'amount', 'rate', 'slider']);
/** Layout and display kinds whose text the property form edits, and the property that holds it. */
const CONTENT_PROPS: Readonly<Record<string, string>> = { JNPFText: 'content', groupTitle: 'content', divider: 'content', link: 'content', alert: 'title', button: 'buttonText', card: 'header' };

/** The selected field's properties: everything its kind needs to design a real form. */
export function FieldProperties({ field, state, dispatch, api }: Props) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const key = keyOf(field);
  const kind = kindOf(field);
  const config = field.__config__;
  const update = (patch: FieldPatch = {}, configPatch: ConfigPatch = {}) => dispatch({ type: 'updateField', key, patch, config: configPatch });
  const parent = parentOf(state.formData.fields, key);
  const inSubTable = parent !== null && kindOf(parent) === SUB_TABLE;
  const name = field.__vModel__ ?? '';
  const computed = isComputedKind(kind);
  const visibility = Array.isArray(config.visibility) ? config.visibility : ['pc', 'app'];
  const setVisible = (device: 'pc' | 'app', on: boolean) => update({}, { visibility: on ? [...new Set([...visibility, device])] : visibility.filter((item) => item !== device) });

  if (isPaneKind(kind)) return <PaneProperties field={field} update={update} />;

  return (
    <div className={styles.propertyForm}>
      <h4 className={styles.propertyTitle}>{t(`kinds.${kind}`, { defaultValue: kind })}</h4>
      <FormField error={config.label.trim() === '' ? t('props.labelRequired') : null}>
        <sl-input label={t('props.label')} required value={config.label} onsl-input={(event: Event) => update({}, { label: inputValue(event) })} />
      </FormField>
      {holdsValue(field) || (name === '' && !DISPLAY_KINDS.has(kind) && !LAYOUT_CONTAINERS.has(kind)) ? (
        <FormField error={fieldNameError(name, t)}>
          <sl-input label={t('props.fieldName')} required help-text={t('props.fieldNameHelp')} value={name} onsl-input={(event: Event) => update({ __vModel__: inputValue(event).trim() })} />
        </FormField>
      ) : null}
      {CONTENT_PROPS[kind] && (
        <FormField>
          <sl-input label={t(`props.content.${kind}`)} value={String(field[CONTENT_PROPS[kind]!] ?? '')} onsl-input={(event: Event) => update({ [CONTENT_PROPS[kind]!]: inputValue(event) })} />
        </FormField>
      )}
      {kind === 'link' && (
        <FormField error={typeof field.href === 'string' && field.href !== '' && !/^https?:\/\//i.test(field.href) ? t('props.hrefFormat') : null}>
          <sl-input label={t('props.href')} placeholder="https://" value={String(field.href ?? '')} onsl-input={(event: Event) => update({ href: inputValue(event).trim() })} />
        </FormField>
      )}
      {(kind === 'tab' || kind === 'collapse') && <PanesEditor field={field} dispatch={dispatch} />}
      {holdsValue(field) && !computed && (
        <FormField>
          <sl-switch checked={config.required === true} onsl-change={(event: Event) => update({}, { required: checked(event) })}>
            {t('props.required')}
          </sl-switch>
        </FormField>
      )}
      {holdsValue(field) && !computed && kind !== SUB_TABLE && (
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
            onsl-input={(event: Event) => update({}, { span: clampSpan(inputValue(event)) })}
          />
        </FormField>
      )}
      <fieldset className={styles.group}>
        <legend>{t('props.visibility')}</legend>
        <sl-checkbox checked={visibility.includes('pc')} onsl-change={(event: Event) => setVisible('pc', checked(event))}>
          {t('props.showPc')}
        </sl-checkbox>
        <sl-checkbox checked={visibility.includes('app')} onsl-change={(event: Event) => setVisible('app', checked(event))}>
          {t('props.showApp')}
        </sl-checkbox>
      </fieldset>
      {holdsValue(field) && kind !== SUB_TABLE && (
        <FormField>
          <sl-switch checked={field.readonly === true} disabled={computed} onsl-change={(event: Event) => update({ readonly: checked(event) })}>
            {t('props.readonly')}
          </sl-switch>
        </FormField>
      )}
      {!computed && <DefaultValueEditor field={field} update={update} />}
      {RULE_KINDS.has(kind) && <RegListEditor rules={config.regList ?? []} onChange={(regList) => update({}, { regList })} />}
      {(kind === 'numInput' || kind === 'amount' || kind === 'slider') && (
        <div className={styles.inline}>
          <sl-input type="number" label={t('props.min')} value={field.min === undefined ? '' : String(field.min)} onsl-input={(event: Event) => update({ min: numberOrUndefined(inputValue(event)) })} />
          <sl-input type="number" label={t('props.max')} value={field.max === undefined ? '' : String(field.max)} onsl-input={(event: Event) => update({ max: numberOrUndefined(inputValue(event)) })} />
          {kind !== 'slider' && (
            <sl-input
              type="number"
              min={0}
              max={6}
              label={t('props.precision')}
              value={String(field.precision ?? 0)}
              onsl-input={(event: Event) => update({ precision: Math.max(0, Math.min(6, Math.trunc(Number(inputValue(event)) || 0))) })}
            />
          )}
        </div>
      )}
      {OPTION_KINDS.has(kind) && <OptionSourceEditor field={field} update={update} api={api} />}
      {kind === 'dicSelect' && <DictionaryChooser value={config.dictionaryType ?? ''} onChange={(dictionaryType) => update({}, { dictionaryType })} />}
      {POPUP_KINDS.has(kind) && (
        <DataInterfaceChooser api={api} value={String(field.interfaceId ?? '')} onChange={(interfaceId) => update({ interfaceId }, { propsUrl: interfaceId })} />
      )}
      {MULTIPLE_KINDS.has(kind) && (
        <FormField>
          <sl-switch checked={field.multiple === true} onsl-change={(event: Event) => update({ multiple: checked(event) })}>
            {t('props.multiple')}
          </sl-switch>
        </FormField>
      )}
      {kind === 'billRule' && <BillRuleChooser value={config.billRule ?? ''} onChange={(billRule) => update({}, { billRule })} />}
      {kind === 'calculate' && <FormulaEditor field={field} state={state} parent={inSubTable ? parent : null} onChange={(expression) => update({}, { expression })} />}
      {(kind === 'barcode' || kind === 'qrcode') && <CodeSource field={field} state={state} update={update} />}
      {kind === 'relationFormAttr' && <RelatedAttribute field={field} state={state} update={update} />}
      {STORAGE_KINDS.has(kind) && (
        <FormField>
          <sl-switch
            checked={isStored(field)}
            help-text={t('props.isStorageHelp')}
            onsl-change={(event: Event) => {
              const on = checked(event);
              // A stored related attribute needs a field name (its column); a shown one has none.
              if (RELATION_ATTR_KINDS.has(kind)) update({ isStorage: on ? 1 : 0, __vModel__: on ? name || defaultFieldName(kind, key) : undefined });
              else update({ isStorage: on ? 1 : 0 });
            }}
          >
            {t('props.isStorage')}
          </sl-switch>
        </FormField>
      )}
      {kind === 'relationForm' && <RelationFormProperties field={field} update={update} api={api} />}
      {kind === SUB_TABLE && <SubTableProperties field={field} update={update} api={api} />}
    </div>
  );
}

const clampSpan = (text: string): number => Math.max(1, Math.min(24, Math.trunc(Number(text)) || 24));

function PaneProperties({ field, update }: { field: Field; update: (patch?: FieldPatch, config?: ConfigPatch) => void }) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const title = String(field.title ?? field.__config__.label ?? '');
  return (
    <div className={styles.propertyForm}>
      <h4 className={styles.propertyTitle}>{t(`kinds.${kindOf(field)}`)}</h4>
      <FormField error={title.trim() === '' ? t('props.labelRequired') : null}>
        <sl-input label={t('props.paneTitle')} required value={title} onsl-input={(event: Event) => update({ title: inputValue(event) }, { label: inputValue(event) })} />
      </FormField>
    </div>
  );
}

/** The panes of a tab or collapse: add one, or remove an empty one (a pane with fields is emptied first). */
function PanesEditor({ field, dispatch }: { field: Field; dispatch: Dispatch<EditorAction> }) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const panes = field.__config__.children ?? [];
  const title = t(kindOf(field) === 'tab' ? 'designer.paneTab' : 'designer.paneCollapse');
  return (
    <fieldset className={styles.group}>
      <legend>{t('props.panes')}</legend>
      {panes.map((pane) => {
        const name = String(pane.title ?? pane.__config__.label ?? '');
        const filled = (pane.__config__.children ?? []).length > 0;
        return (
          <div key={keyOf(pane)} className={styles.inline}>
            <sl-button size="small" variant="text" onClick={() => dispatch({ type: 'select', key: keyOf(pane) })}>
              {name}
            </sl-button>
            <sl-icon-button
              name="x-lg"
              label={t('props.removePane', { name })}
              disabled={panes.length <= 1 || filled}
              onClick={() => dispatch({ type: 'removeField', key: keyOf(pane) })}
            />
          </div>
        );
      })}
      <sl-button size="small" onClick={() => dispatch({ type: 'addPane', key: keyOf(field), title: `${title}${panes.length + 1}` })}>
        {t('props.addPane')}
      </sl-button>
    </fieldset>
  );
}

/** The default value, by kind: text, number, on/off, or one of the static options. */
function DefaultValueEditor({ field, update }: { field: Field; update: (patch?: FieldPatch, config?: ConfigPatch) => void }) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const kind = kindOf(field);
  const value = field.__config__.defaultValue;
  const setDefault = (defaultValue: unknown) => update({}, { defaultValue });
  if (TEXT_KINDS.has(kind) || kind === 'colorPicker') {
    return (
      <FormField>
        <sl-input label={t('props.defaultValue')} value={typeof value === 'string' ? value : ''} onsl-input={(event: Event) => setDefault(inputValue(event))} />
      </FormField>
    );
  }
  if (NUMERIC_DEFAULT_KINDS.has(kind)) {
    const outside = typeof value === 'number' && ((typeof field.min === 'number' && value < field.min) || (typeof field.max === 'number' && value > field.max));
    return (
      <FormField error={outside ? t('props.defaultOutside') : null}>
        <sl-input type="number" label={t('props.defaultValue')} value={typeof value === 'number' ? String(value) : ''} onsl-input={(event: Event) => setDefault(numberOrUndefined(inputValue(event)))} />
      </FormField>
    );
  }
  if (kind === 'switch') {
    return (
      <FormField>
        <sl-switch checked={value === (field.activeValue ?? 1)} onsl-change={(event: Event) => setDefault(checked(event) ? (field.activeValue ?? 1) : (field.inactiveValue ?? 0))}>
          {t('props.defaultOn')}
        </sl-switch>
      </FormField>
    );
  }
  if ((kind === 'radio' || kind === 'select') && field.__config__.dataType !== 'dictionary' && field.__config__.dataType !== 'dynamic' && field.multiple !== true) {
    return (
      <FormField>
        <sl-select label={t('props.defaultValue')} placeholder={t('common.choose')} clearable value={typeof value === 'string' ? value : ''} hoist onsl-change={(event: Event) => setDefault(inputValue(event) || undefined)}>
          {(field.options ?? []).map((option) => (
            <sl-option key={option.id} value={option.id}>
              {option.fullName}
            </sl-option>
          ))}
        </sl-select>
      </FormField>
    );
  }
  return null;
}

/** Where options come from: the field's own list, a dictionary, or a data interface. */
function OptionSourceEditor({ field, update, api }: { field: Field; update: (patch?: FieldPatch, config?: ConfigPatch) => void; api: DesignerApi }) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const config = field.__config__;
  const source: OptionSource = config.dataType === 'dictionary' || config.dataType === 'dynamic' ? config.dataType : 'static';
  const tree = TREE_OPTION_KINDS.has(kindOf(field));
  return (
    <>
      <FormField>
        <sl-radio-group label={t('props.optionSource')} value={source} onsl-change={(event: Event) => update({}, { dataType: inputValue(event) as OptionSource })}>
          <sl-radio-button value="static">{t('props.sourceStatic')}</sl-radio-button>
          <sl-radio-button value="dictionary">{t('props.sourceDictionary')}</sl-radio-button>
          <sl-radio-button value="dynamic">{t('props.sourceDynamic')}</sl-radio-button>
        </sl-radio-group>
      </FormField>
      {source === 'static' && <OptionsEditor options={field.options ?? []} tree={tree} onChange={(options) => update({ options })} />}
      {source === 'dictionary' && <DictionaryChooser value={config.dictionaryType ?? ''} onChange={(dictionaryType) => update({}, { dictionaryType })} />}
      {source === 'dynamic' && <DataInterfaceChooser api={api} value={config.propsUrl ?? ''} onChange={(propsUrl) => update({}, { propsUrl })} />}
    </>
  );
}

type InterfaceLoad = { kind: 'loading' } | { kind: 'ready'; list: DataInterfaceOption[] } | { kind: 'failed' };

/** A data interface from GET /api/system/DataInterface/Selector; an empty or failed list says so, and a retry is offered. */
function DataInterfaceChooser({ api, value, onChange }: { api: DesignerApi; value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const [load, setLoad] = useState<InterfaceLoad>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    setLoad({ kind: 'loading' });
    api.dataInterfaces().then(
      (list) => active && setLoad({ kind: 'ready', list }),
      () => active && setLoad({ kind: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [api, attempt]);
  const list = load.kind === 'ready' ? load.list : [];
  const unknown = load.kind === 'ready' && value !== '' && !list.some((item) => item.id === value);
  const error = value === '' ? t('props.interfaceMissing') : unknown ? t('props.interfaceUnknown') : null;
  return (
    <FormField error={error}>
      <sl-select label={t('props.dataInterface')} required placeholder={t('common.choose')} value={value} disabled={load.kind !== 'ready' || list.length === 0} hoist onsl-change={(event: Event) => onChange(inputValue(event))}>
        {list.map((item) => (
          <sl-option key={item.id} value={item.id}>
            {item.category ? `${item.category} / ${item.fullName}` : item.fullName}
          </sl-option>
        ))}
      </sl-select>
      {load.kind === 'loading' && <p className={styles.hint}>{t('common.loading')}</p>}
      {load.kind === 'ready' && list.length === 0 && <p className={styles.hint}>{t('props.interfaceNone')}</p>}
      {load.kind === 'failed' && (
        <p className={styles.hint} role="status">
          {t('props.interfaceFailed')}{' '}
          <sl-button size="small" variant="text" onClick={() => setAttempt((n) => n + 1)}>
            {t('props.retry')}
          </sl-button>
        </p>
      )}
    </FormField>
  );
}

/** A barcode or QR code shows a fixed text or another field's value. */
function CodeSource({ field, state, update }: { field: Field; state: EditorState; update: (patch?: FieldPatch, config?: ConfigPatch) => void }) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const relation = field.dataType === 'relation';
  const candidates = valueFields(state.formData.fields).filter((other) => kindOf(other) !== SUB_TABLE);
  return (
    <>
      <FormField>
        <sl-radio-group label={t('props.codeSource')} value={relation ? 'relation' : 'static'} onsl-change={(event: Event) => update({ dataType: inputValue(event) })}>
          <sl-radio-button value="static">{t('props.codeStatic')}</sl-radio-button>
          <sl-radio-button value="relation">{t('props.codeRelation')}</sl-radio-button>
        </sl-radio-group>
      </FormField>
      {relation ? (
        <FormField error={field.relationField ? null : t('props.relationMissing')}>
          <sl-select label={t('props.relationField')} required placeholder={t('common.choose')} value={String(field.relationField ?? '')} hoist onsl-change={(event: Event) => update({ relationField: inputValue(event) })}>
            {candidates.map((other) => (
              <sl-option key={keyOf(other)} value={other.__vModel__!}>
                {other.__config__.label}
              </sl-option>
            ))}
          </sl-select>
        </FormField>
      ) : (
        <FormField>
          <sl-input label={t('props.staticText')} value={String(field.staticText ?? '')} onsl-input={(event: Event) => update({ staticText: inputValue(event) })} />
        </FormField>
      )}
    </>
  );
}

/** A related-form link: the released module it links to (chosen from the list when the api can list them) and the field it shows. */
function RelationFormProperties({ field, update, api }: { field: Field; update: (patch?: FieldPatch, config?: ConfigPatch) => void; api: DesignerApi }) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const [modules, setModules] = useState<{ id: string; fullName: string }[] | null>(null);
  useEffect(() => {
    if (!api.modules) return undefined;
    let active = true;
    api.modules().then((list) => active && setModules(list), () => active && setModules(null));
    return () => {
      active = false;
    };
  }, [api]);
  const modelId = String(field.modelId ?? '');
  return (
    <>
      <FormField error={modelId ? null : t('props.modelMissing')}>
        {modules ? (
          <sl-select label={t('props.modelId')} required placeholder={t('common.choose')} value={modelId} hoist onsl-change={(event: Event) => update({ modelId: inputValue(event) })}>
            {modules.map((module) => (
              <sl-option key={module.id} value={module.id}>
                {module.fullName}
              </sl-option>
            ))}
          </sl-select>
        ) : (
          <sl-input label={t('props.modelId')} required value={modelId} onsl-input={(event: Event) => update({ modelId: inputValue(event).trim() })} />
        )}
      </FormField>
      <FormField>
        <sl-input label={t('props.showField')} value={String(field.relationField ?? '')} onsl-input={(event: Event) => update({ relationField: inputValue(event).trim() })} />
      </FormField>
    </>
  );
}

/** A related attribute shows one field of the record a related-form field of this form points at. */
function RelatedAttribute({ field, state, update }: { field: Field; state: EditorState; update: (patch?: FieldPatch, config?: ConfigPatch) => void }) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const related = valueFields(state.formData.fields).filter((other) => kindOf(other) === 'relationForm');
  return (
    <>
      <FormField error={field.relationField ? null : related.length === 0 ? t('props.noRelationForm') : t('props.relationMissing')}>
        <sl-select label={t('props.relationFormField')} required placeholder={t('common.choose')} value={String(field.relationField ?? '')} hoist onsl-change={(event: Event) => update({ relationField: inputValue(event) })}>
          {related.map((other) => (
            <sl-option key={keyOf(other)} value={other.__vModel__!}>
              {other.__config__.label}
            </sl-option>
          ))}
        </sl-select>
      </FormField>
      <FormField>
        <sl-input label={t('props.showField')} value={String(field.showField ?? '')} onsl-input={(event: Event) => update({ showField: inputValue(event).trim() })} />
      </FormField>
    </>
  );
}

function RegListEditor({ rules, onChange }: { rules: readonly RegRule[]; onChange: (rules: RegRule[]) => void }) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const set = (index: number, patch: Partial<RegRule>) => onChange(rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)));
  return (
    <fieldset className={styles.group}>
      <legend>{t('props.regList')}</legend>
      {rules.map((rule, index) => {
        const problem = ruleProblem(rule);
        return (
          <FormField key={index} error={problem ? t(`props.rule.${problem}`, { n: index + 1 }) : null}>
            <div className={styles.inline}>
              <sl-input size="small" label={t('props.pattern')} placeholder="/^\d+$/" value={rule.pattern} onsl-input={(event: Event) => set(index, { pattern: inputValue(event) })} />
              <sl-input size="small" label={t('props.message')} value={rule.message} onsl-input={(event: Event) => set(index, { message: inputValue(event) })} />
              <sl-icon-button name="x-lg" label={t('props.removeRuleN', { n: index + 1 })} onClick={() => onChange(rules.filter((_, i) => i !== index))} />
            </div>
          </FormField>
        );
      })}
      <sl-button size="small" onClick={() => onChange([...rules, { pattern: '', message: '' }])}>
        {t('props.addRule')}
      </sl-button>
    </fieldset>
  );
}

function OptionsEditor({ options, tree = false, onChange }: { options: readonly FieldOption[]; tree?: boolean; onChange: (options: FieldOption[]) => void }) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const set = (index: number, patch: Partial<FieldOption>) => onChange(options.map((option, i) => (i === index ? { ...option, ...patch } : option)));
  const seen = new Set<string>();
  const duplicate = options.find((option) => (seen.has(option.id) ? true : (seen.add(option.id), false)));
  const nextId = () => {
    let n = options.length + 1;
    while (options.some((option) => option.id === String(n))) n += 1;
    return String(n);
  };
  return (
    <fieldset className={styles.group}>
      <legend>{t('props.options')}</legend>
      {options.map((option, index) => (
        <div key={index} className={styles.optionBlock}>
          <div className={styles.inline}>
            <sl-input size="small" label={t('props.optionName')} value={option.fullName} onsl-input={(event: Event) => set(index, { fullName: inputValue(event) })} />
            <sl-input size="small" label={t('props.optionValue')} value={option.id} onsl-input={(event: Event) => set(index, { id: inputValue(event) })} />
            <sl-icon-button name="x-lg" label={t('props.removeOption', { name: option.fullName })} onClick={() => onChange(options.filter((_, i) => i !== index))} />
          </div>
          {tree && (
            <div className={styles.childOptions}>
              <OptionsEditor options={option.children ?? []} tree onChange={(children) => set(index, { children })} />
            </div>
          )}
        </div>
      ))}
      {duplicate && <p className={styles.fieldError} role="alert">{t('props.optionDuplicate', { value: duplicate.id })}</p>}
      <sl-button size="small" onClick={() => onChange([...options, { id: nextId(), fullName: t('props.optionDefault', { n: options.length + 1 }) }])}>
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

/** 选择添加: the data interface rows are chosen from, and which interface field fills each column. */
function AddTableConfEditor({ field, update, api }: { field: Field; update: (patch?: FieldPatch, config?: ConfigPatch) => void; api: DesignerApi }) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const conf = (typeof field.addTableConf === 'object' && field.addTableConf !== null ? field.addTableConf : {}) as Record<string, unknown>;
  const relations = Array.isArray(conf.relationOptions) ? (conf.relationOptions as { field: string; value: string }[]) : [];
  const columns = subTableColumns(field);
  const set = (patch: Record<string, unknown>) => update({ addTableConf: { popupTitle: '选择数据', popupType: 'dialog', popupWidth: '800px', hasPage: true, pageSize: 20, ...conf, ...patch } });
  const map = (name: string, value: string) => {
    const next = [...relations.filter((relation) => relation.field !== name), ...(value.trim() === '' ? [] : [{ field: name, value: value.trim() }])];
    // The popup shows the interface fields the columns take, under the columns' labels.
    const columnOptions = next.map((relation) => ({ value: relation.value, label: columns.find((column) => column.__vModel__ === relation.field)?.__config__.label ?? relation.value }));
    set({ relationOptions: next, columnOptions });
  };
  return (
    <fieldset className={styles.group}>
      <legend>{t('props.addBySelection')}</legend>
      <DataInterfaceChooser api={api} value={String(conf.interfaceId ?? '')} onChange={(interfaceId) => set({ interfaceId })} />
      <FormField>
        <sl-input label={t('props.popupTitle')} value={String(conf.popupTitle ?? '选择数据')} onsl-input={(event: Event) => set({ popupTitle: inputValue(event) })} />
      </FormField>
      <p className={styles.hint}>{t('props.relationOptionsHint')}</p>
      {columns.map((column) => (
        <FormField key={column.__config__.renderKey}>
          <sl-input
            size="small"
            label={column.__config__.label}
            placeholder={t('props.interfaceField')}
            value={relations.find((relation) => relation.field === column.__vModel__)?.value ?? ''}
            onsl-change={(event: Event) => map(column.__vModel__!, inputValue(event))}
          />
        </FormField>
      ))}
    </fieldset>
  );
}

function SubTableProperties({ field, update, api }: { field: Field; update: (patch?: FieldPatch, config?: ConfigPatch) => void; api: DesignerApi }) {
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
      {field.addType === 1 && <AddTableConfEditor field={field} update={update} api={api} />}
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
