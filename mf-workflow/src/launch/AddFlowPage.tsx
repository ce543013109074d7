// 新建流程 (发起流程): the released flows the user may start, by category; picking one shows its
// bound form with the urgency; 暂存 saves a draft, 提交 submits (JNPF's FlowTask codes: status 1
// draft, 0 submit). Opened with ?taskId=… it continues a draft of 我发起的.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate, notifySuccess } from '@atrium/shared';
import type { UserSelectProps } from '@atrium/ui';
import type { ComponentType } from 'react';
import { WORKFLOW_NS } from '../i18n';
import { LAUNCH_STATUS, workflowApi, type FlowChoice, type FlowFormField, type WorkflowApi } from '../api';
import { categoryLabel, useFlowCategories } from '../common/categories';
import { URGENCIES } from '../common/codes';
import { announceTaskChange } from '../common/events';
import { FlowForm, rightsOf, validateValues, valuesOf, type FormValues } from '../common/FlowForm';
import common from '../common/common.module.css';
import sheet from './launch.module.css';

const styles = sheet.locals;
const commonStyles = common.locals;

export function AddFlowPage() {
  const taskId = new URLSearchParams(window.location.search).get('taskId');
  return <AddFlowView api={workflowApi} taskId={taskId} open={navigate} />;
}

interface Props {
  api: WorkflowApi;
  /** A draft to continue. */
  taskId: string | null;
  open: (path: string) => void;
  userSelect?: ComponentType<UserSelectProps>;
}

export function AddFlowView({ api, taskId, open, userSelect }: Props) {
  const { t } = useTranslation(WORKFLOW_NS);
  const [choices, setChoices] = useState<FlowChoice[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [category, setCategory] = useState('');
  const [keyword, setKeyword] = useState('');
  const [flow, setFlow] = useState<{ id: string; fullName: string } | null>(null);
  const [fields, setFields] = useState<FlowFormField[]>([]);
  const [draftId, setDraftId] = useState<string | null>(taskId);
  const [values, setValues] = useState<FormValues>({});
  const [urgency, setUrgency] = useState(1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const categories = useFlowCategories(api.categories);

  useEffect(() => {
    let active = true;
    api.engine.listAll().then((list) => active && setChoices(list), () => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [api]);

  // A draft: its flow and values.
  useEffect(() => {
    if (!taskId) return undefined;
    let active = true;
    api.task.get(taskId).then((detail) => {
      if (!active) return;
      const task = detail.flowTaskInfo;
      setUrgency(task.flowUrgent ?? 1);
      setFlow({ id: task.flowId, fullName: task.flowName });
      setFields(detail.formFields ?? []);
      setValues(valuesOf(detail.formData));
    }, () => undefined);
    return () => {
      active = false;
    };
  }, [api, taskId]);

  const rights = useMemo(() => rightsOf(fields, undefined, true), [fields]);

  const pick = (choice: FlowChoice) => {
    api.engine.formFields(choice.id).then((list) => {
      setFlow({ id: choice.id, fullName: choice.fullName });
      setFields(list);
      setValues({});
      setErrors({});
      setDraftId(null);
      setUrgency(1);
    }, () => undefined);
  };

  const save = (draft: boolean) => {
    if (!flow || busy) return;
    if (!draft) {
      const found = validateValues(fields, rights, values, t);
      setErrors(found);
      if (Object.keys(found).length > 0) {
        document.querySelector<HTMLElement>(`[data-form-field="${Object.keys(found)[0]}"]`)?.focus();
        return;
      }
    }
    const body = { flowId: flow.id, formData: values, status: draft ? LAUNCH_STATUS.draft : LAUNCH_STATUS.submit, flowUrgent: urgency };
    setBusy(true);
    const call = draftId ? api.task.update(draftId, body) : api.task.create(body);
    call.then(
      (answer) => {
        setBusy(false);
        announceTaskChange();
        if (draft) {
          if (answer?.id) setDraftId(answer.id);
          notifySuccess(t('launch.saved'));
          return;
        }
        notifySuccess(t('launch.submitted'));
        open('/workFlow/flowLaunch');
      },
      () => setBusy(false),
    );
  };

  if (flow) {
    return (
      <section className={commonStyles.page} aria-label={t('launch.formTitle', { name: flow.fullName })}>
        <div className={styles.header}>
          <h3>{t('launch.formTitle', { name: flow.fullName })}</h3>
          <sl-select size="small" label={t('launch.urgency')} value={String(urgency)} hoist data-field="flowUrgent"
            onsl-change={(event: Event) => setUrgency(Number((event.target as HTMLSelectElement).value) || 1)}>
            {URGENCIES.map((code) => <sl-option key={code} value={String(code)}>{t(`urgency.${code}`)}</sl-option>)}
          </sl-select>
        </div>
        <FlowForm fields={fields} rights={rights} values={values} errors={errors} userSelect={userSelect}
          onChange={(vModel, value) => setValues((current) => ({ ...current, [vModel]: value }))} />
        <div className={styles.buttons}>
          <sl-button variant="default" disabled={busy} onClick={() => (taskId ? open('/workFlow/flowLaunch') : setFlow(null))}>{t('launch.back')}</sl-button>
          <sl-button variant="default" disabled={busy} onClick={() => save(true)}>{t('launch.saveDraft')}</sl-button>
          <sl-button variant="primary" loading={busy} onClick={() => save(false)}>{t('launch.submit')}</sl-button>
        </div>
      </section>
    );
  }

  const needle = keyword.trim().toLowerCase();
  const shown = (choices ?? []).filter((choice) => (!category || choice.category === category) && (!needle || choice.fullName.toLowerCase().includes(needle)));
  return (
    <section className={commonStyles.page} aria-label={t('launch.title')}>
      <div className={styles.header}>
        <h3>{t('launch.title')}</h3>
        <sl-input size="small" clearable placeholder={t('launch.search')} aria-label={t('launch.search')} value={keyword}
          onsl-input={(event: Event) => setKeyword((event.target as HTMLInputElement).value)} />
      </div>
      <div className={styles.categories} role="tablist" aria-label={t('list.category')}>
        {[{ code: '', name: t('list.all') }, ...categories].map(({ code, name }) => (
          <sl-button key={code || 'all'} size="small" role="tab" aria-selected={category === code} variant={category === code ? 'primary' : 'default'} onClick={() => setCategory(code)}>
            {name}
          </sl-button>
        ))}
      </div>
      {failed && <sl-alert variant="danger" open>{t('launch.loadFailed')}</sl-alert>}
      {choices && shown.length === 0 && <p className={commonStyles.muted}>{t('launch.none')}</p>}
      <ul className={styles.flows}>
        {shown.map((choice) => (
          <li key={choice.id}>
            <button type="button" className={styles.flow} onClick={() => pick(choice)}>
              <strong>{choice.fullName}</strong>
              <span className={commonStyles.muted}>{categoryLabel(choice.category, categories)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
