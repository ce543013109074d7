import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@atrium/shared';
import { FormDialog, FormField, isValid, Select, type FormErrors } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { DB_TYPES, DEFAULT_PORTS, HAS_SCHEMA, HAS_TABLE_SPACE, type DataSourceApi, type SourceForm } from './api';
import { validateSource, type SourceValues } from './rules';
import sheet from './dataSource.module.css';

const styles = sheet.locals;

const EMPTY: SourceValues = {
  fullName: '', dbType: 'SQLite', host: '', port: '', userName: '', password: '', serviceName: '', dbSchema: '', tableSpace: '',
  sortCode: '0', enabledMark: 1, description: '',
};

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/** The values as the server takes them; '' as the port means the type's default. */
export function formOf(values: SourceValues, id: string | null): SourceForm {
  const dbType = values.dbType || 'SQLite';
  const sqlite = dbType === 'SQLite';
  return {
    ...(id ? { id } : {}),
    fullName: values.fullName.trim(),
    dbType,
    host: sqlite ? '' : values.host.trim(),
    port: sqlite ? null : values.port.trim() === '' ? DEFAULT_PORTS[dbType] : Number(values.port),
    userName: sqlite ? '' : values.userName.trim(),
    password: sqlite ? '' : values.password,
    serviceName: values.serviceName.trim(),
    dbSchema: HAS_SCHEMA.includes(dbType) ? values.dbSchema.trim() : '',
    tableSpace: HAS_TABLE_SPACE.includes(dbType) ? values.tableSpace.trim() : '',
    sortCode: Number(values.sortCode || '0'),
    enabledMark: values.enabledMark,
    description: values.description.trim(),
  };
}

interface Props {
  api: DataSourceApi;
  /** The source to edit, or null for a new one. */
  id: string | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** 新建数据连接 / 编辑数据连接: JNPF's fields for the chosen type, a connection test, save. */
export function SourceDialog({ api, id, onClose, onSaved }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const [values, setValues] = useState<SourceValues>(EMPTY);
  const [errors, setErrors] = useState<FormErrors<SourceValues>>({});
  const [busy, setBusy] = useState(false);
  const [testing, setTesting] = useState(false);
  const [hasPassword, setHasPassword] = useState(false);

  useEffect(() => {
    if (!id) return undefined;
    let active = true;
    api.get(id).then((item) => {
      if (!active) return;
      setHasPassword(item.password !== '');
      setValues({
        fullName: item.fullName,
        dbType: item.dbType,
        host: item.host,
        port: item.port === null ? '' : String(item.port),
        userName: item.userName,
        // Never the stored one (the server sends only a mask): empty keeps it.
        password: '',
        serviceName: item.serviceName,
        dbSchema: item.dbSchema,
        tableSpace: item.tableSpace,
        sortCode: String(item.sortCode),
        enabledMark: item.enabledMark,
        description: item.description,
      });
    }, () => undefined);
    return () => {
      active = false;
    };
  }, [api, id]);

  const set = <K extends keyof SourceValues>(key: K, value: SourceValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const checked = (forTest: boolean): SourceForm | null => {
    const found = validateSource(values, forTest);
    setErrors(found);
    if (!isValid(found)) {
      requestAnimationFrame(() => {
        const first = document.querySelector<HTMLElement>('[data-ds-dialog] [role="alert"]');
        first?.parentElement?.querySelector<HTMLElement>('sl-input, sl-textarea, sl-select')?.focus();
      });
      return null;
    }
    return formOf(values, id);
  };

  const save = async () => {
    const form = checked(false);
    if (!form) return;
    setBusy(true);
    try {
      if (id) await api.update(id, form);
      else await api.create(form);
      onSaved(t(id ? 'dataSource.source.updated' : 'dataSource.source.created'));
    } catch {
      // Refused (the client showed the server's reason): the input stays.
    } finally {
      setBusy(false);
    }
  };

  const test = async () => {
    const form = checked(true);
    if (!form) return;
    setTesting(true);
    try {
      await api.test(form);
      notifySuccess(t('dataSource.source.tested'));
    } catch {
      // The client showed why (not supported, no such file, not a database).
    } finally {
      setTesting(false);
    }
  };

  const type = values.dbType;
  const sqlite = type === 'SQLite';
  const portPlaceholder = type && type !== 'SQLite' ? String(DEFAULT_PORTS[type]) : '';

  return (
    <FormDialog title={t(id ? 'dataSource.source.editTitle' : 'dataSource.source.newTitle')} width={800} busy={busy} onConfirm={() => void save()} onClose={onClose}>
      <div data-ds-dialog className={styles.grid}>
        <FormField name="fullName" error={errors.fullName}>
          <sl-input label={t('dataSource.source.fullName')} required maxlength={50} value={values.fullName} onsl-input={(event: Event) => set('fullName', inputValue(event))} />
        </FormField>
        <FormField name="dbType" error={errors.dbType}>
          <Select
            label={t('dataSource.source.dbType')}
            required
            value={type}
            options={DB_TYPES.map((value) => ({ value, label: value }))}
            onChange={(value) => set('dbType', (DB_TYPES as readonly string[]).includes(value) ? (value as SourceValues['dbType']) : '')}
          />
        </FormField>
        {!sqlite && type !== '' && <p className={`${styles.note} ${styles.wide}`}>{t('dataSource.source.unsupportedNote')}</p>}
        {sqlite ? (
          <div className={styles.wide}>
            <FormField name="serviceName" error={errors.serviceName}>
              <sl-input label={t('dataSource.source.file')} required maxlength={200} placeholder="sales/2026.db" help-text={t('dataSource.source.fileHint')} value={values.serviceName} onsl-input={(event: Event) => set('serviceName', inputValue(event))} />
            </FormField>
          </div>
        ) : (
          <>
            <FormField name="host" error={errors.host}>
              <sl-input label={t('dataSource.source.host')} required maxlength={255} value={values.host} onsl-input={(event: Event) => set('host', inputValue(event))} />
            </FormField>
            <FormField name="port" error={errors.port}>
              <sl-input label={t('dataSource.source.port')} inputmode="numeric" placeholder={portPlaceholder} value={values.port} onsl-input={(event: Event) => set('port', inputValue(event))} />
            </FormField>
            <FormField name="userName" error={errors.userName}>
              <sl-input label={t('dataSource.source.userName')} required maxlength={100} autocomplete="off" value={values.userName} onsl-input={(event: Event) => set('userName', inputValue(event))} />
            </FormField>
            <FormField name="password">
              <sl-input
                type="password"
                label={t('dataSource.source.password')}
                autocomplete="new-password"
                maxlength={200}
                password-toggle
                placeholder={id && hasPassword ? t('dataSource.source.passwordKeep') : ''}
                value={values.password}
                onsl-input={(event: Event) => set('password', inputValue(event))}
              />
            </FormField>
            <FormField name="serviceName" error={errors.serviceName}>
              <sl-input label={t('dataSource.source.serviceName')} required maxlength={100} value={values.serviceName} onsl-input={(event: Event) => set('serviceName', inputValue(event))} />
            </FormField>
            {HAS_SCHEMA.includes(type as never) && (
              <FormField name="dbSchema">
                <sl-input label={t('dataSource.source.dbSchema')} maxlength={100} value={values.dbSchema} onsl-input={(event: Event) => set('dbSchema', inputValue(event))} />
              </FormField>
            )}
            {HAS_TABLE_SPACE.includes(type as never) && (
              <FormField name="tableSpace">
                <sl-input label={t('dataSource.source.tableSpace')} maxlength={100} value={values.tableSpace} onsl-input={(event: Event) => set('tableSpace', inputValue(event))} />
              </FormField>
            )}
          </>
        )}
        <FormField name="sortCode" error={errors.sortCode}>
          <sl-input label={t('dataSource.source.sortCode')} inputmode="numeric" value={values.sortCode} onsl-input={(event: Event) => set('sortCode', inputValue(event))} />
        </FormField>
        <FormField name="enabledMark">
          <sl-switch checked={values.enabledMark === 1} onsl-change={(event: Event) => set('enabledMark', (event.target as HTMLInputElement).checked ? 1 : 0)}>
            {t('dataSource.source.enabledMark')}
          </sl-switch>
        </FormField>
        <div className={styles.wide}>
          <FormField name="description">
            <sl-textarea rows={2} maxlength={500} label={t('dataSource.source.description')} value={values.description} onsl-input={(event: Event) => set('description', inputValue(event))} />
          </FormField>
        </div>
        <div className={`${styles.dialogActions} ${styles.wide}`}>
          <sl-button size="small" loading={testing} onClick={() => void test()}>{t('dataSource.source.test')}</sl-button>
        </div>
      </div>
    </FormDialog>
  );
}
