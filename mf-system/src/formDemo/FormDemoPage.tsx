import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { $sysConfig, confirmDialog, type PasswordPolicy, type UploadItem } from '@atrium/shared';
import { focusFirstInvalid, isValid, useOwnUploader } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { AdvancedControls } from './AdvancedControls';
import { formDemoApi, INDUSTRY_DICTIONARY, type DictionaryOption, type FormDemoApi } from './api';
import { BasicControls } from './BasicControls';
import type { FormDemoErrors, SectionProps } from './controls';
import { ResultDialog } from './ResultDialog';
import {
  DEFAULTS,
  formDemoRules,
  passwordPolicyOf,
  requiredFields,
  submission,
  validateFormDemo,
  type FormDemoSubmission,
  type FormDemoValues,
} from './rules';
import { ValidationExamples } from './ValidationExamples';
import sheet from './formDemo.module.css';

const styles = sheet.locals;

const NO_ITEMS = atom<readonly UploadItem[]>([]);

/** A stored file leaves its uploader's list: anything still listed is on its way, or failed. */
function uploadBlock(items: readonly UploadItem[]): 'uploading' | 'uploadFailed' | null {
  if (items.some((item) => item.status !== 'error' && item.status !== 'success')) return 'uploading';
  return items.some((item) => item.status === 'error') ? 'uploadFailed' : null;
}

/** 表单示例 (extend/formDemo): the password rules follow the system's configuration. */
export function FormDemoPage() {
  const system = useStore($sysConfig);
  return <FormDemoView api={formDemoApi} systemPolicy={system} />;
}

interface ViewProps {
  api: FormDemoApi;
  /** The system's password policy; without a strength limit the page shows a demonstration one. */
  systemPolicy: PasswordPolicy | null;
}

/**
 * JNPF's 表单示例: every control of the form kit and every shared validation rule in one form on the
 * page. 提交 checks everything (messages beside the fields, the focus on the first) and shows the
 * values as JSON; 重置 brings the defaults back, after a confirmation when anything changed. Nothing
 * is saved: the only calls are the pickers', the uploads' and the industry dictionary's.
 */
export function FormDemoView({ api, systemPolicy }: ViewProps) {
  const { t } = useTranslation(SYSTEM_NS);
  const [values, setValues] = useState<FormDemoValues>(DEFAULTS);
  // After the first submit the messages follow the input, so a corrected field loses its message.
  const [checking, setChecking] = useState(false);
  // Counts submits: after each, once the messages are rendered, the first field in error takes the focus.
  const [attempt, setAttempt] = useState(0);
  // Changes on reset: the controls are made anew, so none keeps a choice of its own (the area cascade).
  const [generation, setGeneration] = useState(0);
  const [result, setResult] = useState<FormDemoSubmission | null>(null);
  const [industries, setIndustries] = useState<DictionaryOption[]>([]);
  const form = useRef<HTMLFormElement>(null);
  // The page's own uploaders (made per mount, destroyed on unmount): a submit sees files on their way.
  const fileUploader = useOwnUploader(undefined);
  const imageUploader = useOwnUploader(undefined);
  const fileItems = useStore(fileUploader?.$items ?? NO_ITEMS);
  const imageItems = useStore(imageUploader?.$items ?? NO_ITEMS);
  const { policy, fromSystem } = passwordPolicyOf(systemPolicy);
  const required = useMemo(() => requiredFields(formDemoRules(DEFAULTS, policy)), [policy]);

  useEffect(() => {
    let active = true;
    // A failed load was told by the http client; the tree select stays empty.
    api.dictionary(INDUSTRY_DICTIONARY).then((list) => active && setIndustries(list), () => undefined);
    return () => {
      active = false;
    };
  }, [api]);

  useEffect(() => {
    if (attempt === 0) return undefined;
    const frame = requestAnimationFrame(() => focusFirstInvalid(form.current));
    return () => cancelAnimationFrame(frame);
  }, [attempt]);

  const errorsOf = (current: FormDemoValues): FormDemoErrors => {
    const found = validateFormDemo(current, policy);
    const files = uploadBlock(fileItems);
    const images = uploadBlock(imageItems);
    if (files) found.files = t(`formDemo.rules.${files}`);
    if (images) found.images = t(`formDemo.rules.${images}`);
    return found;
  };
  const errors = checking ? errorsOf(values) : {};
  const errorCount = Object.keys(errors).length;
  const dirty = JSON.stringify(values) !== JSON.stringify(DEFAULTS);

  const set: SectionProps['set'] = (key, value) => setValues((current) => ({ ...current, [key]: value }));

  const submit = () => {
    setChecking(true);
    setAttempt((count) => count + 1);
    if (isValid(errorsOf(values))) setResult(submission(values));
  };

  const reset = async () => {
    if (dirty && !(await confirmDialog({ message: t('formDemo.confirmReset') }))) return;
    // Files still on their way would land in the fresh form: they are stopped.
    for (const uploader of [fileUploader, imageUploader]) {
      for (const item of uploader?.$items.get() ?? []) uploader?.remove(item.id);
    }
    setValues(DEFAULTS);
    setChecking(false);
    setGeneration((count) => count + 1);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A picker's form (in a portal on the body) is inside this one in React's tree: not ours.
    if (event.target !== event.currentTarget) return;
    submit();
  };

  const section = { values, errors, required, set };
  return (
    <section className={styles.page} aria-label={t('formDemo.title')}>
      <sl-alert open variant="primary" className={styles.hint}>
        <sl-icon slot="icon" name="info-circle" />
        {t('formDemo.hint')}
      </sl-alert>
      <form ref={form} noValidate onSubmit={onSubmit} key={generation}>
        <BasicControls {...section} />
        <AdvancedControls {...section} industries={industries} uploaders={{ files: fileUploader, images: imageUploader }} />
        <ValidationExamples {...section} policy={policy} fromSystem={fromSystem} />
        {/* Enter in an sl-input submits its form only when the form has a submit button. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
        <div className={styles.footer}>
          <span className={styles.status} aria-live="polite">
            {errorCount > 0 ? t('formDemo.invalidCount', { count: errorCount }) : ''}
          </span>
          <sl-button onClick={() => void reset()}>{t('formDemo.reset')}</sl-button>
          <sl-button variant="primary" onClick={submit}>
            {t('formDemo.submit')}
          </sl-button>
        </div>
      </form>
      {result && <ResultDialog result={result} onClose={() => setResult(null)} />}
    </section>
  );
}
