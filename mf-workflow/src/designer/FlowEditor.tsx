// The flow editor: basic settings, the flow's form fields and the visual node tree with its
// property drawer. 保存 checks the basic settings and fields; 保存并发布 also checks the flow
// (designer/model.ts validateFlow) and lists what blocks the release, each item leading to its node.
import { memo, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ApiError, confirmDelete, notifySuccess } from '@atrium/shared';
import { WORKFLOW_NS } from '../i18n';
import type { BindableForm, FlowEngineForm, FlowEngineInfo, FlowFormField, FormType, PrintTemplateChoice, WorkflowApi } from '../api';
import { useFlowCategories, type FlowCategory } from '../common/categories';
import { FlowCanvas, type CanvasActions } from './FlowCanvas';
import { NodeDrawer, defaultPickers, type PickerComponents } from './NodeDrawer';
import { whenIdle } from './idle';
import {
  addApproverAfter,
  addArm,
  addBranchAfter,
  createApprover,
  createCopy,
  createFlow,
  findNode,
  moveArm,
  parseFlowTemplate,
  removeNode,
  serializeFlowTemplate,
  updateProperties,
  validateFlow,
  type FlowNode,
  type ValidationIssue,
} from './model';
import sheet from './designer.module.css';

const styles = sheet.locals;
const CODE = /^[A-Za-z][A-Za-z0-9_]*$/;

interface Basic {
  fullName: string;
  enCode: string;
  category: string;
  type: number;
  sortCode: number;
  description: string;
}

interface Bound {
  formType: FormType;
  formId: string;
}

interface Props {
  api: WorkflowApi;
  /** The flow to edit, or null for a new one. */
  id: string | null;
  onBack: () => void;
  pickers?: PickerComponents;
  /** The tab shown first when editing (流程表单 opens the form fields). */
  initialTab?: 'basic' | 'form' | 'flow';
}

const valueOf = (event: Event) => (event.target as HTMLInputElement).value;

export function FlowEditor({ api, id, onBack, pickers = defaultPickers, initialTab = 'flow' }: Props) {
  const { t } = useTranslation(WORKFLOW_NS);
  const [flowId, setFlowId] = useState<string | null>(id);
  const [loaded, setLoaded] = useState<FlowEngineInfo | null>(null);
  const [basic, setBasic] = useState<Basic>({ fullName: '', enCode: '', category: '', type: 0, sortCode: 0, description: '' });
  const [forms, setForms] = useState<BindableForm[]>([]);
  const [bound, setBound] = useState<Bound | null>(null);
  const [fields, setFields] = useState<FlowFormField[]>([]);
  const [root, setRoot] = useState<FlowNode>(createFlow);
  // A new flow starts on its settings from the first render: flipped there by an effect, its 流程设计
  // tab was active for one render, and a tab group defined in between showed (and reported) that one.
  const [tab, setTab] = useState<'basic' | 'form' | 'flow'>(id ? initialTab : 'basic');
  const [selected, setSelected] = useState<string | null>(null);
  const [basicErrors, setBasicErrors] = useState<Errors>({});
  const [issues, setIssues] = useState<ValidationIssue[]>([]);
  const [busy, setBusy] = useState(false);
  /** The server's refusal of the last save, kept on the page (the toast goes after 1.5 s). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const categories = useFlowCategories(api.categories);
  const tabGroup = useRef<HTMLElement>(null);
  // `tab` is the shown panel: the group reports a click (sl-tab-show) and is told to show the
  // panel that needs fixing (show()). @atrium/shoelace defines the group after its tabs and panels
  // (commit ecaffde), so the group finds its panels upgraded.
  useEffect(() => {
    const group = tabGroup.current as (HTMLElement & { show?: (panel: string) => void; updateComplete?: Promise<unknown> }) | null;
    if (!group) return undefined;
    let active = true;
    void customElements.whenDefined('sl-tab-group').then(() => group.updateComplete).then(() => {
      if (active) group.show?.(tab);
    });
    return () => {
      active = false;
    };
  }, [tab]);
  const [printTemplates, setPrintTemplates] = useState<PrintTemplateChoice[]>([]);

  useEffect(() => {
    if (!id) return undefined;
    let active = true;
    api.engine.get(id).then((info) => {
      if (!active) return;
      setLoaded(info);
      setBasic({ fullName: info.fullName, enCode: info.enCode, category: info.category, type: info.type ?? 0, sortCode: info.sortCode ?? 0, description: info.description ?? '' });
      setBound({ formType: info.formType === 2 ? 2 : 1, formId: info.formId });
      setRoot(parseFlowTemplate(info.flowTemplateJson) ?? createFlow());
    }, () => undefined);
    return () => {
      active = false;
    };
  }, [api, id]);

  useEffect(() => {
    let active = true;
    api.forms.listAll().then((list) => active && setForms(list), () => undefined);
    api.print.templates().then((list) => active && setPrintTemplates(list), () => undefined);
    return () => {
      active = false;
    };
  }, [api]);

  // The bound form's fields: conditions, form-field approvers and field rights refer to them.
  useEffect(() => {
    if (!bound?.formId) {
      setFields([]);
      return undefined;
    }
    let active = true;
    api.forms.get(bound.formId, bound.formType).then((form) => active && setFields(form.fields ?? []), () => active && setFields([]));
    return () => {
      active = false;
    };
  }, [api, bound?.formId, bound?.formType]);

  const flowFields = useMemo(() => fields.map((field) => ({ vModel: field.vModel, label: field.label, type: field.jnpfKey })), [fields]);
  const selectedNode = selected ? findNode(root, selected) : null;
  // The node drawer is made (closed) when the browser is first idle, or when a node is chosen
  // before that, and then stays: choosing a node opens it instead of making it (issue 18's budget).
  // Made in the idle period itself (flushSync), not in a task after it that could meet a frame.
  const [drawerIdle, setDrawerIdle] = useState(false);
  useEffect(() => whenIdle(() => flushSync(() => setDrawerIdle(true))), []);
  const drawerKept = useRef(false);
  if (selectedNode) drawerKept.current = true;
  const drawerMade = drawerIdle || drawerKept.current;

  // Shown issues follow the flow's changes, checked again when the browser is idle after a change
  // rather than in each key's own event (200 nodes: issue 18's budget); an unchanged list is kept,
  // so the canvas does not re-render for it.
  const showingIssues = issues.length > 0;
  useEffect(() => {
    if (!showingIssues) return undefined;
    return whenIdle(() => {
      const found = validateFlow(root, flowFields);
      setIssues((current) => (sameIssues(current, found) ? current : found));
    });
  }, [root, flowFields, showingIssues]);

  const latest: CanvasActions = {
    onSelect: setSelected,
    onAddApprover: (afterId) => setRoot((current) => addApproverAfter(current, afterId, createApprover(t('designer.newApprover')))),
    onAddCopy: (afterId) => setRoot((current) => addApproverAfter(current, afterId, createCopy(t('designer.newCopy')))),
    onAddBranch: (afterId, kind) =>
      setRoot((current) => addBranchAfter(current, afterId, kind, kind === 'condition' ? [t('designer.newCondition', { n: 1 }), t('designer.defaultTitle')] : [t('designer.newParallel', { n: 1 }), t('designer.newParallel', { n: 2 })])),
    onAddArm: (ownerId) =>
      setRoot((current) => {
        const owner = findNode(current, ownerId);
        const n = (owner?.conditionNodes?.length ?? 0) + (owner?.isInterflow ? 1 : 0);
        return addArm(current, ownerId, t(owner?.isInterflow ? 'designer.newParallel' : 'designer.newCondition', { n }));
      }),
    onRemove: (nodeId) => {
      const node = findNode(root, nodeId);
      if (!node) return;
      void confirmDelete(t('designer.confirmRemoveNode', { name: node.properties.title })).then((yes) => {
        if (!yes) return;
        setRoot((current) => removeNode(current, nodeId));
        if (selected === nodeId) setSelected(null);
      });
    },
  };

  // The canvas gets one stable actions object (its nodes are memoised); calls go to the latest handlers.
  const handlers = useRef(latest);
  handlers.current = latest;
  const actions = useMemo<CanvasActions>(() => ({
    onSelect: (nodeId) => handlers.current.onSelect(nodeId),
    onAddApprover: (afterId) => handlers.current.onAddApprover(afterId),
    onAddCopy: (afterId) => handlers.current.onAddCopy(afterId),
    onAddBranch: (afterId, kind) => handlers.current.onAddBranch(afterId, kind),
    onAddArm: (ownerId) => handlers.current.onAddArm(ownerId),
    onRemove: (nodeId) => handlers.current.onRemove(nodeId),
  }), []);

  const checkBasic = (): boolean => {
    const found: Errors = {};
    if (basic.fullName.trim() === '') found.fullName = t('designer.fullNameRequired');
    if (basic.enCode.trim() === '') found.enCode = t('designer.enCodeRequired');
    else if (!CODE.test(basic.enCode.trim())) found.enCode = t('designer.enCodeInvalid');
    if (!basic.category) found.category = t('designer.categoryRequired');
    // Only the 流程分类 dictionary's categories (the server refuses others); a flow may keep the one it has.
    else if (categories.length > 0 && basic.category !== loaded?.category && !categories.some((category) => category.code === basic.category)) {
      found.category = t('designer.categoryUnknown', { category: basic.category });
    }
    if (!bound?.formId) found.form = t('designer.formRequired');
    setBasicErrors(found);
    if (Object.keys(found).length > 0) {
      setTab(found.form && Object.keys(found).length === 1 ? 'form' : 'basic');
      return false;
    }
    return true;
  };

  const save = async (release: boolean) => {
    if (busy || !checkBasic()) return;
    if (release) {
      const found = validateFlow(root, flowFields);
      setIssues(found);
      if (found.length > 0) {
        setTab('flow');
        return;
      }
    }
    if (!bound) return;
    const form: FlowEngineForm = {
      fullName: basic.fullName.trim(),
      enCode: basic.enCode.trim(),
      category: basic.category,
      type: basic.type,
      formType: bound.formType,
      formId: bound.formId,
      sortCode: basic.sortCode,
      description: basic.description,
      icon: loaded?.icon ?? '',
      iconBackground: loaded?.iconBackground ?? '',
      flowTemplateJson: serializeFlowTemplate(root),
    };
    setBusy(true);
    setRefusal(null);
    try {
      let savedId = flowId;
      if (savedId) await api.engine.update(savedId, form);
      else {
        const answer = await api.engine.create(form);
        savedId = answer.id;
        setFlowId(savedId);
      }
      if (release && savedId) await api.engine.release(savedId);
      notifySuccess(t(release ? 'engine.releasedMessage' : 'designer.saved'));
    } catch (error) {
      // The shared client showed the server's message as a toast; it also stays on the page.
      if (error instanceof ApiError && error.kind === 'api' && error.msg) setRefusal(error.msg);
    } finally {
      setBusy(false);
    }
  };

  const issueText = (issue: ValidationIssue) => t(`designer.issues.${issue.code}`, issue.params);

  return (
    <section aria-label={basic.fullName || t('engine.addTitle')}>
      <div className={styles.header}>
        <h3>{flowId ? t('engine.editTitle', { name: basic.fullName }) : t('engine.addTitle')}</h3>
        <sl-button size="small" onClick={onBack}>{t('designer.back')}</sl-button>
        <sl-button size="small" disabled={busy} onClick={() => void save(false)} data-action="save">{t('designer.save')}</sl-button>
        <sl-button size="small" variant="primary" loading={busy} onClick={() => void save(true)} data-action="saveRelease">{t('designer.saveAndRelease')}</sl-button>
      </div>
      {refusal && <div role="alert" className={styles.flagText} data-save-refusal="">{refusal}</div>}
      <sl-tab-group ref={tabGroup} onsl-tab-show={(event: Event) => setTab((event as CustomEvent<{ name: string }>).detail.name as typeof tab)}>
        <sl-tab slot="nav" panel="basic" active={tab === 'basic'}>{t('designer.basic')}</sl-tab>
        <sl-tab slot="nav" panel="form" active={tab === 'form'}>{t('designer.formTab')}</sl-tab>
        <sl-tab slot="nav" panel="flow" active={tab === 'flow'}>{t('designer.flowTab')}</sl-tab>
        <sl-tab-panel name="basic" active={tab === 'basic'} data-panel="basic" className={styles.panel}>
          <BasicPanel basic={basic} errors={basicErrors} categories={categories} setBasic={setBasic} />
        </sl-tab-panel>
        <sl-tab-panel name="form" active={tab === 'form'} data-panel="form" className={styles.panel}>
          <FormPanel forms={forms} bound={bound} setBound={setBound} fields={fields} error={basicErrors.form} />
        </sl-tab-panel>
        <sl-tab-panel name="flow" active={tab === 'flow'} data-panel="flow" className={styles.panel}>
          {issues.length > 0 && (
            <sl-alert variant="danger" open>
              <strong>{t('designer.issuesTitle')}</strong>
              <ul className={styles.issues} data-issues="">
                {issues.map((issue, index) => (
                  <li key={`${issue.code}-${issue.nodeId}-${index}`}>
                    <button type="button" onClick={() => setSelected(issue.nodeId)}>{issueText(issue)}</button>
                  </li>
                ))}
              </ul>
            </sl-alert>
          )}
          <FlowCanvas root={root} actions={actions} selectedId={selected} issues={issues} />
        </sl-tab-panel>
      </sl-tab-group>
      {drawerMade && (
        <NodeDrawer
          node={selectedNode}
          fields={flowFields}
          pickers={pickers}
          printTemplates={printTemplates}
          onChange={(properties) => {
            if (!selectedNode) return;
            setRoot((current) => updateProperties(current, selectedNode.nodeId, properties));
          }}
          onMoveArm={(delta) => selectedNode && setRoot((current) => moveArm(current, selectedNode.nodeId, delta))}
          onClose={() => setSelected(null)}
        />
      )}
    </section>
  );
}

type Errors = Partial<Record<keyof Basic | 'form', string>>;

const sameIssues = (a: readonly ValidationIssue[], b: readonly ValidationIssue[]) =>
  a.length === b.length &&
  a.every((issue, index) => {
    const other = b[index];
    if (!other || issue.code !== other.code || issue.nodeId !== other.nodeId) return false;
    const keys = Object.keys(issue.params);
    return keys.length === Object.keys(other.params).length && keys.every((key) => issue.params[key] === other.params[key]);
  });

/**
 * The 基本设置 panel: memoised with the 表单 panel, so a change of the flow (a key in a node's title,
 * choosing a node) does not re-render them (issue 18's budget).
 */
const BasicPanel = memo(function BasicPanel({ basic, errors, categories, setBasic }: { basic: Basic; errors: Errors; categories: readonly FlowCategory[]; setBasic: Dispatch<SetStateAction<Basic>> }) {
  const { t } = useTranslation(WORKFLOW_NS);
  return (
    <div className={styles.stack}>
      <sl-input label={t('engine.fullName')} required value={basic.fullName} data-basic="fullName" help-text={errors.fullName} onsl-input={(event: Event) => setBasic((b) => ({ ...b, fullName: valueOf(event) }))} />
      {errors.fullName && <div role="alert" className={styles.flagText}>{errors.fullName}</div>}
      <sl-input label={t('engine.enCode')} required value={basic.enCode} data-basic="enCode" onsl-input={(event: Event) => setBasic((b) => ({ ...b, enCode: valueOf(event) }))} />
      {errors.enCode && <div role="alert" className={styles.flagText}>{errors.enCode}</div>}
      <sl-select label={t('engine.category')} required placeholder={t('form.choose')} value={basic.category} hoist data-basic="category" onsl-change={(event: Event) => setBasic((b) => ({ ...b, category: valueOf(event) }))}>
        {categories.map((category) => <sl-option key={category.code} value={category.code}>{category.name}</sl-option>)}
        {basic.category && !categories.some((category) => category.code === basic.category) && <sl-option value={basic.category}>{basic.category}</sl-option>}
      </sl-select>
      {errors.category && <div role="alert" className={styles.flagText}>{errors.category}</div>}
      <sl-select label={t('engine.type')} value={String(basic.type)} hoist onsl-change={(event: Event) => setBasic((b) => ({ ...b, type: Number(valueOf(event)) }))}>
        <sl-option value="0">{t('engine.types.0')}</sl-option>
        <sl-option value="1">{t('engine.types.1')}</sl-option>
      </sl-select>
      <sl-input type="number" label={t('engine.sortCode')} value={String(basic.sortCode)} onsl-input={(event: Event) => setBasic((b) => ({ ...b, sortCode: Number(valueOf(event)) || 0 }))} />
      <sl-textarea label={t('designer.description')} rows={2} value={basic.description} onsl-input={(event: Event) => setBasic((b) => ({ ...b, description: valueOf(event) }))} />
    </div>
  );
});

const FormPanel = memo(function FormPanel({ forms, bound, setBound, fields, error }: { forms: readonly BindableForm[]; bound: Bound | null; setBound: Dispatch<SetStateAction<Bound | null>>; fields: readonly FlowFormField[]; error: string | undefined }) {
  const { t } = useTranslation(WORKFLOW_NS);
  return (
    <div className={styles.stack}>
      <sl-select label={t('designer.boundForm')} required placeholder={t('form.choose')} hoist data-basic="form"
        value={bound ? `${bound.formType}:${bound.formId}` : ''}
        onsl-change={(event: Event) => {
          const [type, ...rest] = valueOf(event).split(':');
          const formId = rest.join(':');
          setBound(formId ? { formType: type === '2' ? 2 : 1, formId } : null);
        }}>
        {forms.map((form) => (
          <sl-option key={`${form.formType}:${form.id}`} value={`${form.formType}:${form.id}`}>
            {form.fullName}（{t(`engine.formTypes.${form.formType === 2 ? 2 : 1}`)}）
          </sl-option>
        ))}
      </sl-select>
      {error && <div role="alert" className={styles.flagText}>{error}</div>}
      <table className={styles.operates} aria-label={t('fields.title')}>
        <thead><tr><th>{t('fields.vModel')}</th><th>{t('fields.label')}</th><th>{t('fields.jnpfKey')}</th><th>{t('fields.required')}</th></tr></thead>
        <tbody>
          {fields.length === 0 ? (
            <tr><td colSpan={4}>{t('fields.empty')}</td></tr>
          ) : fields.map((field) => (
            <tr key={field.vModel}><td>{field.vModel}</td><td>{field.label}</td><td>{field.jnpfKey}</td><td>{field.required ? '✓' : '—'}</td></tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
