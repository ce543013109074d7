// The property drawer of the chosen node: who may start (start), who approves and how, copy-to,
// timeout and field rights (approver), the conditions of a condition arm. Changes apply at once.
// A key in the title re-renders the title only: the sections below are memoised on every property
// but the title, and their changes merge into the node's latest properties (issue 18's budget).
// The drawer is a plain side panel (SidePanel.tsx), not Shoelace's sl-drawer: see there why.
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { PositionSelect, RoleSelect, UserSelect, type ItemSelectProps, type UserSelectProps } from '@atrium/ui';
import type { ComponentType } from 'react';
import { WORKFLOW_NS } from '../i18n';
import type { PrintTemplateChoice } from '../api';
import {
  ASSIGNEE_TYPES,
  ASSIGNEE_TYPE_VALUES,
  DEFAULT_TIME_LIMIT,
  MANAGER_LEVELS,
  SYMBOLS,
  type ApproverProperties,
  type Condition,
  type ConditionProperties,
  type CopyProperties,
  type FlowField,
  type FlowNode,
  type FormOperate,
  type StartProperties,
  createApprover,
  createCopy,
  createStart,
} from './model';
import { whenIdle } from './idle';
import { SidePanel } from './SidePanel';
import sheet from './designer.module.css';

const styles = sheet.locals;

export interface PickerComponents {
  users: ComponentType<UserSelectProps>;
  roles: ComponentType<ItemSelectProps>;
  positions: ComponentType<ItemSelectProps>;
}

export const defaultPickers: PickerComponents = { users: UserSelect, roles: RoleSelect, positions: PositionSelect };

interface Props {
  /** The chosen node; null: the drawer is closed. */
  node: FlowNode | null;
  /** The print templates the start node may name. */
  printTemplates?: readonly PrintTemplateChoice[];
  fields: readonly FlowField[];
  onChange: (properties: FlowNode['properties']) => void;
  onMoveArm: (delta: -1 | 1) => void;
  onClose: () => void;
  pickers?: PickerComponents;
}

const valueOf = (event: Event) => (event.target as HTMLInputElement).value;
const checkedOf = (event: Event) => (event.target as HTMLInputElement).checked;
const preventSubmit = (event: React.FormEvent) => event.preventDefault();

/** Field rights of every form field, keeping stored choices (new fields: readable, not writable). */
export function operatesFor(fields: readonly FlowField[], stored: readonly FormOperate[]): FormOperate[] {
  const byId = new Map(stored.map((operate) => [operate.id, operate]));
  return fields.map((field) => byId.get(field.vModel) ?? { id: field.vModel, name: field.label, read: true, write: false, required: false });
}

/** A section's change: the properties it sets, merged into the node's latest properties. */
type Change<P> = (change: Partial<P>) => void;

/** Equal but for the title: a section shows everything else, so a title key does not re-render it. */
function sameButTitle(before: object, after: object): boolean {
  if (before === after) return true;
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => key === 'title' || (key in b && Object.is(a[key], b[key])));
}

/** Memoised section: re-renders when anything but its properties' title changes. */
function section<P extends { properties: object }>(component: (props: P) => React.ReactElement) {
  return memo(component, (before, after) => {
    const keys = Object.keys(before) as (keyof P)[];
    return keys.length === Object.keys(after).length && keys.every((key) => (key === 'properties' ? sameButTitle(before.properties, after.properties) : Object.is(before[key], after[key])));
  });
}

/**
 * The sections of the drawer: one per node type (a parallel arm has its title only), and one of its
 * own for a condition branch's default arm (其他情况), which has no condition rows: choosing the
 * default arm, then another arm, would otherwise unmake and remake the rows' Shoelace elements
 * (~12 ms of CPU with 200 nodes, issue 18's budget); the condition section keeps its rows, hidden.
 */
type SectionType = 'start' | 'approver' | 'copy' | 'condition' | 'defaultArm';
export const SECTION_TYPES: readonly SectionType[] = ['start', 'approver', 'copy', 'condition', 'defaultArm'];
/** The section that shows the node, if any. */
export function sectionTypeOf(node: FlowNode): SectionType | null {
  if (node.type === 'condition') return node.properties.isDefault ? 'defaultArm' : 'condition';
  return node.type === 'interflow' ? null : node.type;
}

/**
 * What a section pre-created before any node of its type was chosen shows (hidden): a condition
 * with one row, so that the row's fields are made too.
 */
interface SectionProperties {
  start: StartProperties;
  approver: ApproverProperties;
  copy: CopyProperties;
  condition: ConditionProperties;
  defaultArm: ConditionProperties;
}

const STAND_INS = {
  start: createStart('').properties,
  approver: createApprover('').properties,
  copy: createCopy('').properties,
  condition: { title: '', isDefault: false, conditions: [{ field: '', fieldName: '', symbol: '==', filedValue: '', logic: '&&' }] },
  defaultArm: { title: '', isDefault: true, conditions: [] },
} as SectionProperties;

/**
 * The drawer stays in the page once made (closed when no node is chosen), and so do the sections
 * of the node types chosen so far; the section of the chosen node's type is shown, the others are
 * hidden with the last node of their type. The sections not made yet are made hidden, one per idle
 * period (designer/idle.ts), so the first choice of a node of another type shows a section that
 * exists instead of making its Shoelace elements then (40–45 ms with 200 nodes: issue 18's budget).
 * Closed, the panel and every section in it stay laid out (SidePanel, designer.module.css), so the
 * browser lays them out as they are made, in ordinary frames while idle, not on an opening.
 */
export function NodeDrawer({ node, fields, onChange, onMoveArm, onClose, pickers = defaultPickers, printTemplates = [] }: Props) {
  const { t } = useTranslation(WORKFLOW_NS);
  // The last node shown of each section's type (a hidden section keeps showing it, and skips renders).
  const lastOfType = useRef<Partial<SectionProperties>>({});
  const lastShown = useRef<FlowNode | null>(null);
  if (node) lastShown.current = node;
  const shownType = node ? sectionTypeOf(node) : null;
  if (node && shownType) (lastOfType.current as Record<SectionType, FlowNode['properties']>)[shownType] = node.properties;
  const shown = node ?? lastShown.current;
  const [made, setMade] = useState<readonly SectionType[]>([]);
  const present = SECTION_TYPES.filter((type) => made.includes(type) || lastOfType.current[type]);
  const next = SECTION_TYPES.find((type) => !present.includes(type));
  // Made in the idle period itself (flushSync), not in a task after it that could meet a frame.
  useEffect(() => (next ? whenIdle(() => flushSync(() => setMade((list) => (list.includes(next) ? list : [...list, next])))) : undefined), [next]);

  const title = shown?.properties.title ?? '';
  // The sections may skip a render (a title key), so their changes apply to the latest properties.
  const latest = useRef({ properties: node?.properties, onChange, onMoveArm });
  latest.current = { properties: node?.properties, onChange, onMoveArm };
  const change = useCallback((part: object) => {
    const { properties } = latest.current;
    if (properties) latest.current.onChange({ ...properties, ...part } as FlowNode['properties']);
  }, []);
  const moveArm = useCallback((delta: -1 | 1) => latest.current.onMoveArm(delta), []);
  const propertiesOf = <T extends SectionType>(type: T): SectionProperties[T] => lastOfType.current[type] ?? STAND_INS[type];
  const sectionOf = (type: SectionType) => {
    switch (type) {
      case 'start':
        return <StartForm properties={propertiesOf('start')} fields={fields} onChange={change} pickers={pickers} printTemplates={printTemplates} />;
      case 'approver':
        return <ApproverForm properties={propertiesOf('approver')} fields={fields} onChange={change} pickers={pickers} />;
      case 'copy':
        return <CopyForm properties={propertiesOf('copy')} onChange={change} pickers={pickers} />;
      case 'condition':
        return <ConditionForm properties={propertiesOf('condition')} fields={fields} onChange={change} onMoveArm={moveArm} />;
      default:
        return <DefaultArmForm onMoveArm={moveArm} />;
    }
  };
  const titleInput = useRef<HTMLElement>(null);
  return (
    // Not modal: the canvas stays usable beside it (the next card is chosen with the drawer open,
    // which then follows it), nothing locks the page's scrolling nor lies over the canvas.
    <SidePanel open={node !== null} title={t('designer.node.drawerTitle', { name: title })} closeLabel={t('designer.node.close')} onClose={onClose}
      initialFocus={() => titleInput.current} data-node-drawer="" data-sections={present.join(' ')}
      footer={<sl-button variant="primary" onClick={onClose}>{t('designer.node.close')}</sl-button>}>
      {/* Forms of their own: the browser's autofill, told of each key in the title, looks at the
          fields of the title's form, not at every button of the canvas (~3 ms a key with 200
          nodes), nor at the ~50 fields of the sections, made and hidden (~1.3 ms a key). */}
      <div className={styles.stack}>
        <form noValidate onSubmit={preventSubmit}>
          <sl-input ref={titleInput} label={t('designer.node.title')} required value={title} data-node-title=""
            onsl-input={(event: Event) => {
              const value = valueOf(event);
              // At once, in the key's own task: the card's title and the drawer's heading change in
              // the frame that shows the typed character, not in a second frame after it.
              if (node) flushSync(() => onChange({ ...node.properties, title: value } as FlowNode['properties']));
            }} />
        </form>
        <form className={`${styles.stack} ${styles.sections}`} noValidate onSubmit={preventSubmit}>
          {present.map((type) => (
            <div key={type} className={styles.drawerSection} data-section={type} hidden={type !== shownType}>
              {sectionOf(type)}
            </div>
          ))}
        </form>
      </div>
    </SidePanel>
  );
}

function OperatesTable({ fields, operates, onChange }: { fields: readonly FlowField[]; operates: FormOperate[]; onChange: (operates: FormOperate[]) => void }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const rows = operatesFor(fields, operates);
  const set = (id: string, change: Partial<FormOperate>) => onChange(rows.map((row) => (row.id === id ? { ...row, ...change } : row)));
  if (rows.length === 0) return <p>{t('form.noFields')}</p>;
  return (
    <table className={styles.operates}>
      <thead>
        <tr><th>{t('designer.node.field')}</th><th>{t('designer.node.read')}</th><th>{t('designer.node.write')}</th><th>{t('designer.node.required')}</th></tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{fields.find((field) => field.vModel === row.id)?.label ?? row.name}</td>
            <td><input type="checkbox" aria-label={`${row.name} ${t('designer.node.read')}`} checked={row.read} onChange={(event) => set(row.id, { read: event.target.checked, ...(event.target.checked ? {} : { write: false, required: false }) })} /></td>
            <td><input type="checkbox" aria-label={`${row.name} ${t('designer.node.write')}`} checked={row.write} onChange={(event) => set(row.id, { write: event.target.checked, ...(event.target.checked ? { read: true } : { required: false }) })} /></td>
            <td><input type="checkbox" aria-label={`${row.name} ${t('designer.node.required')}`} checked={row.required} disabled={!row.write} onChange={(event) => set(row.id, { required: event.target.checked })} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const StartForm = section(function StartForm({ properties, fields, onChange, pickers, printTemplates }: { properties: StartProperties; fields: readonly FlowField[]; onChange: Change<StartProperties>; pickers: PickerComponents; printTemplates: readonly PrintTemplateChoice[] }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const { users: Users, roles: Roles, positions: Positions } = pickers;
  const unknownPrint = properties.printId !== '' && !printTemplates.some((template) => template.id === properties.printId);
  return (
    <>
      <sl-select label={t('designer.node.printTemplate')} help-text={t('designer.node.printTemplateHint')} value={properties.printId || '-'} hoist data-print-template=""
        onsl-change={(event: Event) => onChange({ printId: valueOf(event) === '-' ? '' : valueOf(event) })}>
        <sl-option value="-">{t('designer.node.printTemplateNone')}</sl-option>
        {printTemplates.map((template) => <sl-option key={template.id} value={template.id}>{template.fullName}（{template.category}）</sl-option>)}
        {unknownPrint && <sl-option value={properties.printId}>{properties.printId}</sl-option>}
      </sl-select>
      <div className={styles.section}>{t('designer.node.initiators')}</div>
      <Users label={t('designer.node.initiatorUsers')} multiple value={properties.initiator} onChange={(ids) => onChange({ initiator: ids })} />
      <Roles label={t('designer.node.initiatorRoles')} multiple value={properties.initiateRole} onChange={(ids) => onChange({ initiateRole: ids })} />
      <Positions label={t('designer.node.initiatorPositions')} multiple value={properties.initiatePos} onChange={(ids) => onChange({ initiatePos: ids })} />
      <div className={styles.section}>{t('designer.node.fieldRights')}</div>
      <OperatesTable fields={fields} operates={properties.formOperates} onChange={(formOperates) => onChange({ formOperates })} />
    </>
  );
});

const ApproverForm = section(function ApproverForm({ properties: p, fields, onChange: set, pickers }: { properties: ApproverProperties; fields: readonly FlowField[]; onChange: Change<ApproverProperties>; pickers: PickerComponents }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const { users: Users, roles: Roles, positions: Positions } = pickers;
  const named = (ids: string[], items: { id: string; fullName: string }[]) => {
    const names = { ...p.names };
    for (const item of items) names[item.id] = item.fullName;
    return { names, ids };
  };
  return (
    <>
      <sl-radio-group label={t('designer.node.assigneeType')} value={String(p.assigneeType)} onsl-change={(event: Event) => set({ assigneeType: Number(valueOf(event)) as ApproverProperties['assigneeType'] })}>
        {ASSIGNEE_TYPE_VALUES.map((type) => <sl-radio key={type} value={String(type)}>{t(`designer.assignee.${type}`)}</sl-radio>)}
      </sl-radio-group>
      {p.assigneeType === ASSIGNEE_TYPES.members && (
        <>
          <Users label={t('designer.node.users')} multiple value={p.approvers} onChange={(ids, items) => { const r = named(ids, items); set({ approvers: r.ids, names: r.names }); }} />
          <Roles label={t('designer.node.roles')} multiple value={p.approverRole} onChange={(ids, items) => { const r = named(ids, items); set({ approverRole: r.ids, names: r.names }); }} />
          <Positions label={t('designer.node.positions')} multiple value={p.approverPos} onChange={(ids, items) => { const r = named(ids, items); set({ approverPos: r.ids, names: r.names }); }} />
        </>
      )}
      {(p.assigneeType === ASSIGNEE_TYPES.initiatorManager || p.assigneeType === ASSIGNEE_TYPES.departmentManager) && (
        <sl-select label={t('designer.node.managerLevel')} value={String(p.managerLevel)} hoist data-manager-level=""
          help-text={t(p.assigneeType === ASSIGNEE_TYPES.initiatorManager ? 'designer.node.managerLevelHint' : 'designer.node.departmentLevelHint')}
          onsl-change={(event: Event) => set({ managerLevel: Number(valueOf(event)) || 1 })}>
          {MANAGER_LEVELS.map((n) => (
            <sl-option key={n} value={String(n)}>
              {t(p.assigneeType === ASSIGNEE_TYPES.initiatorManager ? 'designer.node.managerLevelOption' : 'designer.node.departmentLevelOption', { n })}
            </sl-option>
          ))}
        </sl-select>
      )}
      {p.assigneeType === ASSIGNEE_TYPES.formField && (
        <sl-select label={t('designer.node.formField')} placeholder={t('form.choose')} value={p.formField} hoist onsl-change={(event: Event) => set({ formField: valueOf(event) })}>
          {fields.map((field) => <sl-option key={field.vModel} value={field.vModel}>{field.label}</sl-option>)}
        </sl-select>
      )}
      <sl-radio-group label={t('designer.node.counterSign')} value={String(p.counterSign)} onsl-change={(event: Event) => set({ counterSign: valueOf(event) === '1' ? 1 : 0 })}>
        <sl-radio value="0">{t('designer.node.counterSigns.0')}</sl-radio>
        <sl-radio value="1">{t('designer.node.counterSigns.1')}</sl-radio>
      </sl-radio-group>

      <div className={styles.section}>{t('designer.node.circulate')}</div>
      <Users label={t('designer.node.circulateUser')} multiple value={p.circulateUser} onChange={(ids) => set({ circulateUser: ids })} />
      <Roles label={t('designer.node.circulateRole')} multiple value={p.circulateRole} onChange={(ids) => set({ circulateRole: ids })} />
      <Positions label={t('designer.node.circulatePosition')} multiple value={p.circulatePosition} onChange={(ids) => set({ circulatePosition: ids })} />

      <div className={styles.section}>{t('designer.node.timeout')}</div>
      <sl-switch checked={p.timeLimit !== null} onsl-change={(event: Event) => set({ timeLimit: checkedOf(event) ? { ...DEFAULT_TIME_LIMIT } : null })}>{t('designer.node.timeoutOn')}</sl-switch>
      {p.timeLimit && (
        <>
          <sl-input type="number" min={1} label={t('designer.node.timeoutHours')} value={String(p.timeLimit.hours)} data-time="hours"
            onsl-input={(event: Event) => p.timeLimit && set({ timeLimit: { ...p.timeLimit, hours: Math.max(0, Number(valueOf(event)) || 0) } })} />
          <sl-input type="number" min={0} label={t('designer.node.remindHours')} value={String(p.timeLimit.reminderHours)} data-time="reminderHours"
            onsl-input={(event: Event) => p.timeLimit && set({ timeLimit: { ...p.timeLimit, reminderHours: Math.max(0, Number(valueOf(event)) || 0) } })} />
          <sl-select label={t('designer.node.timeoutAction')} value={String(p.timeLimit.action)} hoist
            onsl-change={(event: Event) => p.timeLimit && set({ timeLimit: { ...p.timeLimit, action: valueOf(event) === '1' ? 1 : valueOf(event) === '2' ? 2 : 0 } })}>
            {(['0', '1', '2'] as const).map((action) => <sl-option key={action} value={action}>{t(`designer.node.timeoutActions.${action}`)}</sl-option>)}
          </sl-select>
        </>
      )}

      <div className={styles.section}>{t('designer.node.fieldRights')}</div>
      <OperatesTable fields={fields} operates={p.formOperates} onChange={(formOperates) => set({ formOperates })} />
    </>
  );
});

const CopyForm = section(function CopyForm({ properties: p, onChange, pickers }: { properties: CopyProperties; onChange: Change<CopyProperties>; pickers: PickerComponents }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const { users: Users, roles: Roles, positions: Positions } = pickers;
  const named = (items: { id: string; fullName: string }[]) => {
    const names = { ...p.names };
    for (const item of items) names[item.id] = item.fullName;
    return names;
  };
  return (
    <>
      <Users label={t('designer.node.circulateUser')} multiple value={p.circulateUser} onChange={(ids, items) => onChange({ circulateUser: ids, names: named(items) })} />
      <Roles label={t('designer.node.circulateRole')} multiple value={p.circulateRole} onChange={(ids, items) => onChange({ circulateRole: ids, names: named(items) })} />
      <Positions label={t('designer.node.circulatePosition')} multiple value={p.circulatePosition} onChange={(ids, items) => onChange({ circulatePosition: ids, names: named(items) })} />
    </>
  );
});

/** Moving a condition branch's arm left or right. */
function ArmMoves({ onMoveArm }: { onMoveArm: (delta: -1 | 1) => void }) {
  const { t } = useTranslation(WORKFLOW_NS);
  return (
    <div className={styles.header}>
      <sl-button size="small" onClick={() => onMoveArm(-1)}>{t('designer.node.moveUp')}</sl-button>
      <sl-button size="small" onClick={() => onMoveArm(1)}>{t('designer.node.moveDown')}</sl-button>
    </div>
  );
}

/** A condition branch's default arm: taken when no other arm's conditions hold; it has none itself. */
const DefaultArmForm = memo(function DefaultArmForm({ onMoveArm }: { onMoveArm: (delta: -1 | 1) => void }) {
  const { t } = useTranslation(WORKFLOW_NS);
  return (
    <>
      <ArmMoves onMoveArm={onMoveArm} />
      <p>{t('designer.defaultArm')}</p>
    </>
  );
});

/** An arm of a condition branch other than the default one: its conditions. */
const ConditionForm = section(function ConditionForm({ properties: p, fields, onChange, onMoveArm }: { properties: ConditionProperties; fields: readonly FlowField[]; onChange: Change<ConditionProperties>; onMoveArm: (delta: -1 | 1) => void }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const setRow = (index: number, change: Partial<Condition>) => onChange({ conditions: p.conditions.map((row, at) => (at === index ? { ...row, ...change } : row)) });
  return (
    <>
      <ArmMoves onMoveArm={onMoveArm} />
      <div className={styles.section}>{t('designer.node.conditions')}</div>
      {p.conditions.map((row, index) => (
        <div key={index} className={styles.fieldRow} data-condition-row={index}>
          <span>{index > 0 ? t('designer.and') : ''}</span>
          <sl-select size="small" label={t('designer.node.conditionField')} placeholder={t('form.choose')} value={row.field} hoist
            onsl-change={(event: Event) => {
              const field = fields.find((item) => item.vModel === valueOf(event));
              setRow(index, { field: valueOf(event), fieldName: field?.label ?? '' });
            }}>
            {fields.map((field) => <sl-option key={field.vModel} value={field.vModel}>{field.label}</sl-option>)}
          </sl-select>
          <sl-select size="small" label={t('designer.node.symbol')} value={row.symbol} hoist onsl-change={(event: Event) => setRow(index, { symbol: valueOf(event) as Condition['symbol'] })}>
            {SYMBOLS.map((symbol) => <sl-option key={symbol} value={symbol}>{t(`designer.symbols.${symbol}`)}</sl-option>)}
          </sl-select>
          <sl-input size="small" label={t('designer.node.value')} value={row.filedValue} onsl-input={(event: Event) => setRow(index, { filedValue: valueOf(event) })} />
          <sl-icon-button name="trash" label={t('designer.node.removeConditionRow')} onClick={() => onChange({ conditions: p.conditions.filter((_, at) => at !== index) })} />
        </div>
      ))}
      <div>
        <sl-button size="small" onClick={() => onChange({ conditions: [...p.conditions, { field: '', fieldName: '', symbol: '==', filedValue: '', logic: '&&' }] })}>
          {t('designer.node.addConditionRow')}
        </sl-button>
      </div>
    </>
  );
});
