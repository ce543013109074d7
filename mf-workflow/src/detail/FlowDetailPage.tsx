// /workFlowDetail?config=…: a task with its form (read-only, or editable at the caller's node per
// the node's field rights), the flow chart with the current node highlighted, the operator
// records, print, and the actions the caller may take there. A config that names no task (a flow
// message's own body, as older links carry) shows what the message carries, read-only.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, navigate, notifySuccess } from '@atrium/shared';
import { pageParamOf, printCodesFor, printDocumentOf, printHtml, renderPrintJob, type UserSelectProps } from '@atrium/ui';
import type { ComponentType } from 'react';
import { WORKFLOW_NS } from '../i18n';
import { NODE_STATE, workflowApi, type FlowBeforeInfo, type OperatorRecord, type WorkflowApi } from '../api';
import { isHandleStatus } from '../common/codes';
import { OP_TYPE, parseDetailConfig, type DetailConfig } from '../common/detailRoute';
import { announceTaskChange } from '../common/events';
import { FlowForm, fieldsOf, rightsOf, validateValues, valuesOf, type FormValues } from '../common/FlowForm';
import { StatusTag, UrgencyTag } from '../common/Tags';
import { FlowCanvas } from '../designer/FlowCanvas';
import { parseFlowTemplate } from '../designer/model';
import { ActionDialog, type ActionKind } from './ActionDialog';
import { MessageView } from './MessageView';
import common from '../common/common.module.css';
import sheet from './detail.module.css';

const styles = sheet.locals;
const commonStyles = common.locals;

const configOfLocation = (): string | null => new URLSearchParams(window.location.search).get('config');

/** The `config` query, followed across navigations while the page stays mounted (page cache). */
function useConfigQuery(): string | null {
  const [config, setConfig] = useState(configOfLocation);
  useEffect(() => {
    const sync = () => setConfig(configOfLocation());
    window.addEventListener('popstate', sync);
    window.addEventListener('single-spa:routing-event', sync);
    return () => {
      window.removeEventListener('popstate', sync);
      window.removeEventListener('single-spa:routing-event', sync);
    };
  }, []);
  return config;
}

export function FlowDetailPage() {
  const { t } = useTranslation(WORKFLOW_NS);
  const parsed = parseDetailConfig(useConfigQuery());
  if (!parsed) {
    return (
      <div className={commonStyles.page}>
        <h3 className={styles.heading}>{t('detail.heading')}</h3>
        <sl-alert variant="warning" open>{t('detail.invalid')}</sl-alert>
      </div>
    );
  }
  if ('message' in parsed) return <MessageView body={parsed.message} />;
  return <TaskDetail api={workflowApi} config={parsed.task} />;
}

/** What the caller may do: the server's `actions` when it sends them, otherwise from how the page was opened (a JNPF backend). */
export function actionsOf(info: FlowBeforeInfo, config: DetailConfig): ActionKind[] {
  const given = info.actions;
  if (given && typeof given === 'object') {
    const kinds = ['audit', 'addSign', 'reject', 'transfer', 'revoke', 'press', 'cancel'] as const;
    const out: ActionKind[] = kinds.filter((kind) => given[kind] === true);
    if (typeof given.recall === 'string' && given.recall !== '') out.push('recall');
    // 指派 goes with 终止: both are the monitor's, on a waiting task.
    if (given.cancel === true && (info.currentNodeIds?.length ?? 0) > 0) out.push('assign');
    return out;
  }
  if (info.flowTaskInfo.status !== 1) return [];
  switch (config.opType) {
    case OP_TYPE.todo:
      return config.taskOperatorId ? ['audit', 'reject', 'transfer'] : [];
    case OP_TYPE.mine:
      return ['revoke', 'press'];
    case OP_TYPE.done:
      return config.taskOperatorRecordId ? ['recall'] : [];
    case OP_TYPE.monitor:
      return ['cancel'];
    default:
      return [];
  }
}

/** The ids the actions take: the caller's to-do and the record they may recall, from the server first. */
export function targetsOf(info: FlowBeforeInfo, config: DetailConfig): { operatorId: string; recordId: string } {
  const recall = info.actions?.recall;
  return {
    operatorId: info.taskOperatorId || config.taskOperatorId || '',
    recordId: (typeof recall === 'string' && recall) || config.taskOperatorRecordId || '',
  };
}

/** Prints a rendered job on its paper (the shared hidden-frame printer; tests pass a stand-in). */
export type Printer = typeof printHtml;

interface TaskProps {
  api: WorkflowApi;
  config: DetailConfig;
  userSelect?: ComponentType<UserSelectProps>;
  printer?: Printer;
}

export function TaskDetail({ api, config, userSelect, printer = printHtml }: TaskProps) {
  const { t } = useTranslation(WORKFLOW_NS);
  const [info, setInfo] = useState<FlowBeforeInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [acting, setActing] = useState<ActionKind | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let active = true;
    setFailed(false);
    api.before.info(config.id, { taskOperatorId: config.taskOperatorId }).then(
      (answer) => {
        if (!active) return;
        setInfo(answer);
        setValues(valuesOf(answer.formData));
        setErrors({});
      },
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [api, config.id, config.taskOperatorId, generation]);

  const actions = info ? actionsOf(info, config) : [];
  const editable = actions.includes('audit');
  const fields = useMemo(() => fieldsOf({ fields: info?.formFields }), [info]);
  const rights = useMemo(() => rightsOf(fields, info?.formOperates, editable), [fields, info, editable]);
  const template = useMemo(() => parseFlowTemplate(info?.flowTemplateJson), [info]);
  const { current, handled } = useMemo(() => nodeStates(info), [info]);
  const records = info?.flowTaskOperatorRecordList ?? [];
  const printId = template?.type === 'start' ? template.properties.printId : '';
  const [printing, setPrinting] = useState(false);

  /**
   * 打印: with the flow's print template (its start node's printId), the template filled with the
   * task's form data and operator records (/api/system/printDev/Data, formId = the task); without
   * one, or when the template has no layout, the detail page itself.
   */
  const print = async (taskId: string, title: string) => {
    if (!printId) {
      window.print();
      return;
    }
    setPrinting(true);
    try {
      const answer = await api.print.data(printId, taskId);
      const layout = printDocumentOf(answer.printTemplate);
      if (!layout) {
        window.print();
        return;
      }
      // Barcodes and QR codes: @atrium/ui's code libraries, fetched only for a layout that draws one.
      const codes = await printCodesFor(layout);
      const html = renderPrintJob(layout, [{ data: answer.printData ?? {}, operatorRecordList: answer.operatorRecordList ?? [] }], 1, {
        codes,
        statusLabel: (status) => (isHandleStatus(status) ? t(`handle.${status}`) : ''),
        invalidCode: t('detail.invalidCode'),
      });
      await printer(html, answer.fullName || title, pageParamOf(answer.pageParam));
      void api.print.log({ printTitle: title, printNum: 1, printId }).catch(() => undefined);
    } catch {
      // The shared client showed the server's message.
    } finally {
      setPrinting(false);
    }
  };

  const start = useCallback((kind: ActionKind) => {
    if (kind === 'audit' || kind === 'addSign') {
      const found = validateValues(fields, rights, values, t);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        const first = document.querySelector<HTMLElement>(`[data-form-field="${Object.keys(found)[0]}"]`);
        first?.focus();
        return;
      }
    }
    setActing(kind);
  }, [fields, rights, values, t]);

  if (failed) {
    return (
      <div className={commonStyles.page}>
        <h3 className={styles.heading}>{t('detail.heading')}</h3>
        <sl-alert variant="danger" open>{t('detail.loadFailed')}</sl-alert>
        <sl-button size="small" onClick={() => setGeneration((value) => value + 1)}>{t('detail.retry')}</sl-button>
      </div>
    );
  }
  if (!info) return <div className={commonStyles.page}><sl-spinner aria-label={t('detail.loading')} /></div>;
  const task = info.flowTaskInfo;

  return (
    <div className={`${commonStyles.page} ${styles.detail}`} data-task-id={task.id}>
      <div className={styles.header}>
        <h3 className={styles.heading} data-field="title">{task.fullName}</h3>
        <span data-field="status"><StatusTag status={task.status} /></span>
        <UrgencyTag urgency={task.flowUrgent} />
        <span className={styles.spacer} />
        {actions.map((kind) => (
          <sl-button key={kind} size="small" variant={kind === 'audit' ? 'primary' : kind === 'reject' || kind === 'cancel' ? 'danger' : 'default'} data-action={kind} onClick={() => start(kind)}>
            {t(`detail.actions.${kind}`)}
          </sl-button>
        ))}
        {info.actions?.edit === true && (
          <sl-button size="small" variant="primary" data-action="edit" onClick={() => navigate(`/workFlow/addFlow?taskId=${encodeURIComponent(task.id)}`)}>
            {t('detail.actions.edit')}
          </sl-button>
        )}
        <sl-button size="small" data-action="print" data-print-template={printId || undefined} loading={printing} onClick={() => void print(task.id, task.fullName)}>{t('detail.actions.print')}</sl-button>
        <sl-button size="small" variant="text" onClick={() => window.history.length > 1 ? window.history.back() : navigate('/workFlow/flowTodo')}>{t('detail.back')}</sl-button>
      </div>
      <dl className={styles.facts}>
        <dt>{t('detail.flowName')}</dt>
        <dd data-field="flowName">{task.flowName || '—'}</dd>
        <dt>{t('detail.initiator')}</dt>
        <dd>{task.userName || '—'}</dd>
        <dt>{t('detail.startTime')}</dt>
        <dd>{formatDate(task.creatorTime ?? null) || '—'}</dd>
        <dt>{t('detail.thisStep')}</dt>
        <dd data-field="thisStep">{task.thisStep || '—'}</dd>
      </dl>

      <h4 className={styles.subheading}>{t('detail.form')}</h4>
      <FlowForm fields={fields} rights={rights} values={values} errors={errors} userSelect={userSelect}
        onChange={(vModel, value) => setValues((currentValues) => ({ ...currentValues, [vModel]: value }))} />

      <h4 className={styles.subheading}>{t('detail.chart')}</h4>
      {template ? <FlowCanvas root={template} current={current} handled={handled} /> : <p className={commonStyles.muted}>{t('detail.noChart')}</p>}

      <h4 className={styles.subheading}>{t('detail.records')}</h4>
      <RecordList records={records} />

      {acting && (
        <ActionDialog
          api={api}
          kind={acting}
          info={info}
          formData={values}
          targets={targetsOf(info, config)}
          userSelect={userSelect}
          onClose={() => setActing(null)}
          onDone={(message) => {
            setActing(null);
            notifySuccess(message);
            announceTaskChange();
            setGeneration((value) => value + 1);
          }}
        />
      )}
    </div>
  );
}

/** The current node(s) and the handled ones, by designer node id. */
export function nodeStates(info: FlowBeforeInfo | null): { current: Set<string>; handled: Set<string> } {
  const current = new Set<string>();
  const handled = new Set<string>();
  if (!info) return { current, handled };
  const waiting = info.flowTaskInfo.status === 1;
  for (const node of info.flowTaskNodeList ?? []) {
    if (node.state === NODE_STATE.active && waiting) current.add(node.nodeCode);
    else if (node.state === NODE_STATE.done) handled.add(node.nodeCode);
  }
  if (waiting) for (const code of info.currentNodeIds ?? []) current.add(code);
  // A JNPF backend without node states: thisStepId holds the current node codes, comma separated.
  if (waiting && current.size === 0 && info.flowTaskInfo.thisStepId) for (const code of info.flowTaskInfo.thisStepId.split(',')) if (code) current.add(code);
  for (const code of current) handled.delete(code);
  return { current, handled };
}

export function RecordList({ records }: { records: readonly OperatorRecord[] }) {
  const { t } = useTranslation(WORKFLOW_NS);
  if (records.length === 0) return <p className={commonStyles.muted}>{t('detail.noRecords')}</p>;
  return (
    <ol className={styles.timeline} aria-label={t('detail.records')}>
      {records.map((record) => (
        <li key={record.id} className={styles.record} data-record-status={record.handleStatus}>
          <div className={styles.recordHead}>
            <strong>{record.nodeName || '—'}</strong>
            <span>{record.userName || '—'}{record.forUserName ? ` ${t('detail.forUser', { name: record.forUserName })}` : ''}</span>
            <sl-tag size="small" variant={record.handleStatus === 0 ? 'danger' : record.handleStatus === 1 ? 'success' : 'neutral'}>
              {isHandleStatus(record.handleStatus) ? t(`handle.${record.handleStatus}`) : '—'}
            </sl-tag>
            <span className={commonStyles.muted}>{formatDate(record.handleTime ?? null) || '—'}</span>
          </div>
          {record.operatorName && <div className={commonStyles.muted}>{t('detail.toUser', { name: record.operatorName })}</div>}
          <div className={styles.opinion}>{record.handleOpinion || t('detail.noOpinion')}</div>
          {record.signImg && <img className={styles.sign} src={record.signImg} alt={t('detail.signatureOf', { name: record.userName })} />}
        </li>
      ))}
    </ol>
  );
}
