import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, formatDate } from '@atrium/shared';
import { FormDialog, FormField, isValid, type FormErrors } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { useSave } from '../common/useSave';
import type { ActionOption, TaskApi } from './api';
import { validateTask, type TaskValues } from './rules';
import sheet from './task.module.css';

const styles = sheet.locals;

interface Props {
  api: TaskApi;
  /** The task to edit, or null for a new one. */
  id: string | null;
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: TaskValues = {
  fullName: '',
  enCode: '',
  cron: '',
  actionId: '',
  params: '',
  timeout: '60',
  description: '',
  enabledMark: 1,
};

/** How long the cron field waits after the last keystroke before asking the server. */
export const CRON_CHECK_DELAY_MS = 400;

/** What the server said of the cron text: its next runs, or why it is refused. */
type CronCheck = { state: 'idle' } | { state: 'checking' } | { state: 'ok'; cron: string; runs: number[] } | { state: 'invalid'; cron: string; message: string };

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/** 新建任务 / 编辑任务: name, code, cron (checked live, next five runs shown), action, parameters, timeout. */
export function TaskDialog({ api, id, onClose, onSaved }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const [values, setValues] = useState<TaskValues>(EMPTY);
  const [errors, setErrors] = useState<FormErrors<TaskValues>>({});
  const [actions, setActions] = useState<ActionOption[]>([]);
  const [check, setCheck] = useState<CronCheck>({ state: 'idle' });
  const { busy, run } = useSave(onSaved);

  useEffect(() => {
    let active = true;
    api.actions().then((list) => active && setActions(list), () => undefined);
    if (id) {
      api.get(id).then((task) => {
        if (!active) return;
        setValues({
          fullName: task.fullName,
          enCode: task.enCode,
          cron: task.cron,
          actionId: task.actionId,
          params: task.params,
          timeout: String(task.timeout),
          description: task.description,
          enabledMark: task.enabledMark,
        });
      }, () => undefined);
    }
    return () => {
      active = false;
    };
  }, [api, id]);

  // The server checks the expression a moment after typing stops; an older answer never wins.
  const cron = values.cron.trim();
  useEffect(() => {
    if (cron === '') {
      setCheck({ state: 'idle' });
      return undefined;
    }
    let active = true;
    setCheck({ state: 'checking' });
    const timer = setTimeout(() => {
      api.nextRuns(cron).then(
        (answer) => active && setCheck({ state: 'ok', cron, runs: answer.nextRuns }),
        (error: unknown) => active && setCheck({ state: 'invalid', cron, message: error instanceof ApiError ? error.msg : String(error) }),
      );
    }, CRON_CHECK_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [api, cron]);

  const set = <K extends keyof TaskValues>(key: K, value: TaskValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const action = actions.find((option) => option.id === values.actionId);
  const builtIn = actions.filter((option) => option.actionType === 'builtin');
  const interfaces = actions.filter((option) => option.actionType === 'dataInterface');

  const save = () => {
    const found = validateTask(values);
    if (!found.cron && check.state === 'invalid' && check.cron === cron) found.cron = check.message;
    setErrors(found);
    if (!isValid(found)) return;
    const form = {
      fullName: values.fullName,
      enCode: values.enCode,
      cron,
      actionType: action?.actionType ?? 'builtin',
      actionId: values.actionId,
      params: values.params.trim(),
      timeout: values.timeout.trim() === '' ? 60 : Number(values.timeout),
      description: values.description,
      enabledMark: values.enabledMark,
    };
    void run(() => (id ? api.update(id, form) : api.create(form)), t(id ? 'task.updated' : 'task.created'));
  };

  const cronHelp = (() => {
    if (check.state === 'checking') return <div className={styles.cronNote}>{t('task.checking')}</div>;
    // Once a save was refused the field's own error says it; until then the server's reason shows here.
    if (check.state === 'invalid') return errors.cron ? null : <div className={styles.cronError} role="alert">{check.message}</div>;
    if (check.state === 'ok') {
      return (
        <div className={styles.cronNote} aria-label={t('task.nextRuns')}>
          <div>{t('task.nextRuns')}</div>
          <ol className={styles.nextRuns}>
            {check.runs.map((time) => (
              <li key={time}>{formatDate(time)}</li>
            ))}
          </ol>
        </div>
      );
    }
    return null;
  })();

  return (
    <FormDialog title={t(id ? 'task.editTitle' : 'task.newTitle')} width={600} busy={busy} onConfirm={save} onClose={onClose}>
      <FormField name="fullName" error={errors.fullName}>
        <sl-input label={t('task.fullName')} required value={values.fullName} onsl-input={(event: Event) => set('fullName', inputValue(event))} />
      </FormField>
      <FormField name="enCode" error={errors.enCode}>
        <sl-input label={t('task.enCode')} required value={values.enCode} onsl-input={(event: Event) => set('enCode', inputValue(event))} />
      </FormField>
      <FormField name="cron" error={errors.cron}>
        <sl-input label={t('task.cron')} required value={values.cron} help-text={t('task.cronHint')} onsl-input={(event: Event) => set('cron', inputValue(event))} />
        {cronHelp}
      </FormField>
      <FormField name="actionId" error={errors.actionId}>
        <sl-select label={t('task.action')} required placeholder={t('task.choose')} value={values.actionId} hoist onsl-change={(event: Event) => set('actionId', inputValue(event))}>
          {builtIn.map((option) => (
            <sl-option key={option.id} value={option.id}>
              {option.fullName}
            </sl-option>
          ))}
          {interfaces.length > 0 && <sl-divider />}
          {interfaces.length > 0 && <small>{t('task.dataInterfaces')}</small>}
          {interfaces.map((option) => (
            <sl-option key={option.id} value={option.id}>
              {option.fullName}
            </sl-option>
          ))}
        </sl-select>
        {action && <div className={styles.cronNote}>{action.description}</div>}
      </FormField>
      <FormField name="params" error={errors.params}>
        <sl-textarea
          rows={2}
          label={t('task.params')}
          value={values.params}
          help-text={action?.example ? t('task.paramsExample', { example: action.example }) : t('task.paramsHint')}
          onsl-input={(event: Event) => set('params', inputValue(event))}
        />
      </FormField>
      <FormField name="timeout" error={errors.timeout}>
        <sl-input type="number" min={1} max={86400} label={t('task.timeout')} value={values.timeout} onsl-input={(event: Event) => set('timeout', inputValue(event))} />
      </FormField>
      <FormField name="enabledMark">
        <sl-switch checked={values.enabledMark === 1} onsl-change={(event: Event) => set('enabledMark', (event.target as HTMLInputElement).checked ? 1 : 0)}>
          {t('task.enabledMark')}
        </sl-switch>
      </FormField>
      <FormField name="description">
        <sl-textarea rows={3} label={t('task.description')} value={values.description} onsl-input={(event: Event) => set('description', inputValue(event))} />
      </FormField>
    </FormDialog>
  );
}
