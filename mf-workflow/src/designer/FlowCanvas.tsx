// The JNPF-style vertical node tree: start, approvers, branches with their arms side by side.
// Editable in the designer (a + between nodes adds an approver, a condition branch or a parallel
// branch; each card opens its properties and has a delete button), read-only in the flow detail
// (the current node highlighted, handled nodes marked). Every control is a real button: Tab, Enter
// and Space operate the whole designer.
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKFLOW_NS } from '../i18n';
import { ASSIGNEE_TYPES, type FlowNode, type ValidationIssue } from './model';
import sheet from './designer.module.css';

const styles = sheet.locals;

export interface CanvasActions {
  onSelect: (nodeId: string) => void;
  onAddApprover: (afterId: string) => void;
  onAddCopy: (afterId: string) => void;
  onAddBranch: (afterId: string, kind: 'condition' | 'interflow') => void;
  onAddArm: (ownerId: string) => void;
  onRemove: (nodeId: string) => void;
}

interface Props {
  root: FlowNode;
  /** Absent: read-only. */
  actions?: CanvasActions;
  selectedId?: string | null;
  /** Node ids to highlight as current (detail). */
  current?: ReadonlySet<string>;
  /** Node ids already handled (detail). */
  handled?: ReadonlySet<string>;
  issues?: readonly ValidationIssue[];
}

const NO_ISSUES: readonly ValidationIssue[] = [];

/**
 * The chosen node, outside React's props: each card subscribes to whether it is the one, so choosing
 * another node re-renders those two cards, not the whole tree (200 nodes: issue 18's budget).
 */
interface SelectionStore {
  get: () => string | null;
  set: (nodeId: string | null) => void;
  subscribe: (listener: () => void) => () => void;
}

function createSelectionStore(initial: string | null): SelectionStore {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function FlowCanvas({ root, actions, selectedId = null, current, handled, issues = NO_ISSUES }: Props) {
  const { t } = useTranslation(WORKFLOW_NS);
  const [selection] = useState(() => createSelectionStore(selectedId));
  useLayoutEffect(() => selection.set(selectedId), [selection, selectedId]);
  // One context object per change of what it holds, so unchanged nodes (memo) skip re-rendering:
  // the flagged nodes change the context when they change, not when an issue's text does (a key in
  // a flagged node's title gives a new list of issues, with the same nodes).
  const flaggedKey = issues.map((issue) => issue.nodeId).join('\n');
  const flagged = useMemo(() => new Set(flaggedKey === '' ? [] : flaggedKey.split('\n')), [flaggedKey]);
  const ctx = useMemo<Ctx>(() => ({ actions, selection, current, handled, flagged }), [actions, selection, current, handled, flagged]);
  return (
    <div className={styles.canvas} role="group" aria-label={t('designer.canvas')}>
      <Chain node={root} ctx={ctx} />
      <div className={styles.end} aria-label={t('designer.endNode')}>{t('designer.endNode')}</div>
    </div>
  );
}

interface Ctx {
  actions?: CanvasActions;
  selection: SelectionStore;
  current?: ReadonlySet<string>;
  handled?: ReadonlySet<string>;
  flagged: ReadonlySet<string>;
}

/** A node and everything that follows it. */
function Chain({ node, ctx }: { node: FlowNode | null; ctx: Ctx }) {
  const items: FlowNode[] = [];
  let current = node;
  while (current) {
    items.push(current);
    current = current.childNode;
  }
  return (
    <>
      {items.map((item) => (
        <NodeBlock key={item.nodeId} node={item} ctx={ctx} />
      ))}
    </>
  );
}

/**
 * A node card, its + and its branch. What follows the node is rendered by the Chain around it, so
 * a change further down (which gives every node above it a new object) does not re-render it.
 */
const sameBlock = (before: { node: FlowNode; ctx: Ctx }, after: { node: FlowNode; ctx: Ctx }) =>
  before.ctx === after.ctx &&
  before.node.nodeId === after.node.nodeId &&
  before.node.type === after.node.type &&
  before.node.properties === after.node.properties &&
  before.node.isInterflow === after.node.isInterflow &&
  before.node.conditionNodes === after.node.conditionNodes;

const NodeBlock = memo(function NodeBlock({ node, ctx }: { node: FlowNode; ctx: Ctx }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const arm = node.type === 'condition' || node.type === 'interflow';
  return (
    <>
      {!arm && <NodeCard node={node} ctx={ctx} />}
      {arm && <ArmHead node={node} ctx={ctx} />}
      {ctx.actions && <AddButton afterId={node.nodeId} actions={ctx.actions} />}
      {node.conditionNodes && (
        <div className={styles.branch} role="group" aria-label={t(node.isInterflow ? 'designer.parallelBranch' : 'designer.conditionBranch')}>
          {ctx.actions && (
            <sl-button size="small" pill className={styles.addArm} onClick={() => ctx.actions?.onAddArm(node.nodeId)}>
              {t(node.isInterflow ? 'designer.addParallelArm' : 'designer.addCondition')}
            </sl-button>
          )}
          <div className={styles.arms}>
            {node.conditionNodes.map((item) => (
              <div key={item.nodeId} className={styles.arm}>
                <Chain node={item} ctx={ctx} />
              </div>
            ))}
          </div>
        </div>
      )}
    </>
  );
}, sameBlock);

function summary(node: FlowNode, t: (key: string, params?: Record<string, unknown>) => string): string {
  switch (node.type) {
    case 'start':
      return node.properties.initiator.length + node.properties.initiateRole.length + node.properties.initiatePos.length === 0 ? t('designer.everyone') : t('designer.someInitiators');
    case 'approver': {
      const p = node.properties;
      if (p.assigneeType !== ASSIGNEE_TYPES.members) return t(`designer.assignee.${p.assigneeType}`);
      const names = [...p.approvers, ...p.approverRole, ...p.approverPos].map((id) => p.names[id] ?? id);
      return names.length === 0 ? t('designer.chooseApprover') : names.join('、');
    }
    case 'copy': {
      const p = node.properties;
      const names = [...p.circulateUser, ...p.circulateRole, ...p.circulatePosition].map((id) => p.names[id] ?? id);
      return names.length === 0 ? t('designer.chooseCopy') : names.join('、');
    }
    case 'condition':
      if (node.properties.isDefault) return t('designer.defaultArm');
      return node.properties.conditions.length === 0
        ? t('designer.chooseCondition')
        : node.properties.conditions.map((c) => `${c.fieldName || c.field} ${t(`designer.symbols.${c.symbol}`)} ${c.filedValue}`).join(` ${t('designer.and')} `);
    default:
      return t('designer.parallelArmSummary');
  }
}

/**
 * A card re-renders when its own node's properties change, not when its block does (a branch whose
 * arm changed re-renders its block to reach the arm, not its own card): a key in a title re-renders
 * that title's card only.
 */
const sameCard = (before: { node: FlowNode; ctx: Ctx }, after: { node: FlowNode; ctx: Ctx }) =>
  before.ctx === after.ctx && before.node.nodeId === after.node.nodeId && before.node.type === after.node.type && before.node.properties === after.node.properties;

const NodeCard = memo(function NodeCard({ node, ctx }: { node: FlowNode; ctx: Ctx }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const isCurrent = ctx.current?.has(node.nodeId) ?? false;
  const isHandled = ctx.handled?.has(node.nodeId) ?? false;
  const selected = useSyncExternalStore(ctx.selection.subscribe, () => ctx.selection.get() === node.nodeId);
  const classes = [styles.card, styles[node.type], selected ? styles.selected : '', isCurrent ? styles.current : '', isHandled ? styles.handled : '', ctx.flagged.has(node.nodeId) ? styles.flagged : '']
    .filter(Boolean)
    .join(' ');
  const body = (
    <>
      {/* One line, cut with an ellipsis (designer.module.css): the whole title shows on hover. */}
      <span className={styles.cardTitle} title={node.properties.title}>{node.properties.title}</span>
      <span className={styles.cardBody}>{summary(node, t)}</span>
      {ctx.flagged.has(node.nodeId) && <span className={styles.flagText}>{t('designer.hasIssue')}</span>}
    </>
  );
  return (
    <div className={classes} data-node-id={node.nodeId} data-node-type={node.type} data-current={isCurrent ? 'true' : undefined} aria-current={isCurrent ? 'step' : undefined}>
      {ctx.actions ? (
        <button type="button" className={styles.cardButton} onClick={() => ctx.actions?.onSelect(node.nodeId)} aria-label={t('designer.editNode', { name: node.properties.title })}>
          {body}
        </button>
      ) : (
        <div className={styles.cardButton}>{body}</div>
      )}
      {ctx.actions && node.type !== 'start' && (
        <button type="button" className={`${styles.glyphButton} ${styles.remove}`} aria-label={t('designer.removeNode', { name: node.properties.title })} onClick={() => ctx.actions?.onRemove(node.nodeId)} />
      )}
    </div>
  );
}, sameCard);

function ArmHead({ node, ctx }: { node: FlowNode; ctx: Ctx }) {
  return <NodeCard node={node} ctx={ctx} />;
}

/**
 * The + between nodes. Its menu (a dropdown with its popup, a menu and four items: some seventeen
 * elements with shadow roots) is made the first time the + is pressed; until then the + is one
 * icon button. Two hundred ready-made menus were most of the designer's DOM (issue 18's budget).
 */
const AddButton = memo(function AddButton({ afterId, actions }: { afterId: string; actions: CanvasActions }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const [made, setMade] = useState(false);
  return (
    <div className={made ? `${styles.add} ${styles.addMade}` : styles.add}>
      {made ? (
        <AddMenu afterId={afterId} actions={actions} label={t('designer.addAfter')} />
      ) : (
        <button type="button" className={`${styles.glyphButton} ${styles.plus}`} aria-label={t('designer.addAfter')} data-add-after={afterId} onClick={() => setMade(true)} />
      )}
    </div>
  );
});

function AddMenu({ afterId, actions, label }: { afterId: string; actions: CanvasActions; label: string }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const trigger = useRef<HTMLButtonElement>(null);
  // The pressed + was replaced by this menu's own: focus moves to it, so the keyboard goes on from
  // where it was (the arrow keys then walk the open menu, Escape closes it).
  useEffect(() => trigger.current?.focus(), []);
  return (
    <sl-dropdown hoist open>
      <button ref={trigger} type="button" slot="trigger" className={`${styles.glyphButton} ${styles.plus}`} aria-label={label} data-add-after={afterId} />
      <sl-menu
        onsl-select={(event: Event) => {
          const value = (event as CustomEvent<{ item: { value: string } }>).detail.item.value;
          if (value === 'approver') actions.onAddApprover(afterId);
          else if (value === 'copy') actions.onAddCopy(afterId);
          else actions.onAddBranch(afterId, value === 'interflow' ? 'interflow' : 'condition');
        }}
      >
        <sl-menu-item value="approver">{t('designer.addApprover')}</sl-menu-item>
        <sl-menu-item value="copy">{t('designer.addCopy')}</sl-menu-item>
        <sl-menu-item value="condition">{t('designer.addConditionBranch')}</sl-menu-item>
        <sl-menu-item value="interflow">{t('designer.addParallelBranch')}</sl-menu-item>
      </sl-menu>
    </sl-dropdown>
  );
}
