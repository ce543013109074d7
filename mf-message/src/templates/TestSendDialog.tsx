import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isEmail } from '@atrium/shared';
import { FormDialog, FormField, Select } from '@atrium/ui';
import { getAccounts, type Account } from '../accounts/api';
import { MESSAGE_NS } from '../i18n';
import { testSendMail, type MessageTemplate } from './api';

interface Props {
  template: MessageTemplate;
  onClose: () => void;
}

type Outcome = { ok: true; text: string } | { ok: false; text: string };

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/**
 * Sends a mail template, rendered with the parameter values typed here, through a mail account.
 * The outcome stays in the dialog: the server's success message or the mail server's own error.
 * An action, not the template's data form: the page's form rights never hide its fields.
 */
export function TestSendDialog({ template, onClose }: Props) {
  const { t } = useTranslation(MESSAGE_NS);
  const [accounts, setAccounts] = useState<Account[]>([]);
  // Known only once the list has loaded: then an empty list explains itself instead of a blank select.
  const [noAccount, setNoAccount] = useState(false);
  // Closed until the accounts are there: a list opened while they load would offer nothing.
  const [loaded, setLoaded] = useState(false);
  const [accountId, setAccountId] = useState('');
  const [toUser, setToUser] = useState('');
  const [params, setParams] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<{ accountId?: string; toUser?: string }>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    let active = true;
    getAccounts(2, { keyword: '', currentPage: 1, pageSize: 500 }).then((page) => {
      if (!active) return;
      const enabled = page.list.filter((account) => account.enabledMark === 1);
      setAccounts(enabled);
      setNoAccount(enabled.length === 0);
      setLoaded(true);
      if (enabled[0]) setAccountId((current) => current || (enabled[0]?.id ?? ''));
    }, () => undefined);
    return () => {
      active = false;
    };
  }, []);

  const send = async () => {
    const found: typeof errors = {};
    if (!accountId) found.accountId = t(noAccount ? 'center.template.noMailAccount' : 'center.rules.accountRequired');
    if (!isEmail(toUser.trim())) found.toUser = t('center.rules.receiver');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setOutcome(null);
    try {
      await testSendMail({ id: template.id, accountId, toUser: toUser.trim(), paramsValue: params });
      setOutcome({ ok: true, text: t('center.template.sent', { toUser: toUser.trim() }) });
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof ApiError ? error.msg : t('center.template.sendFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={t('center.template.testTitle', { name: template.fullName })}
      width={600}
      authorize={false}
      busy={busy}
      confirmText={t('center.template.send')}
      cancelText={t('common.close')}
      onConfirm={() => void send()}
      onClose={onClose}
    >
      <FormField name="accountId" error={errors.accountId}>
        <Select
          label={t('center.template.account')}
          required
          value={accountId}
          disabled={!loaded || noAccount}
          helpText={noAccount ? t('center.template.noMailAccount') : undefined}
          options={accounts.map((account) => ({ value: account.id, label: account.fullName }))}
          onChange={setAccountId}
          invalid={!!errors.accountId}
        />
      </FormField>
      <FormField name="toUser" error={errors.toUser}>
        <sl-input type="email" label={t('center.template.toUser')} required value={toUser} onsl-input={(event: Event) => setToUser(inputValue(event))} />
      </FormField>
      {template.paramList.map(({ field }) => (
        <FormField key={field} name="paramsValue">
          <sl-input
            label={t('center.template.paramValue', { name: field })}
            value={params[field] ?? ''}
            onsl-input={(event: Event) => {
              const value = inputValue(event);
              setParams((current) => ({ ...current, [field]: value }));
            }}
          />
        </FormField>
      ))}
      {outcome && (
        <sl-alert open variant={outcome.ok ? 'success' : 'danger'} role="status">
          {outcome.text}
        </sl-alert>
      )}
    </FormDialog>
  );
}
