import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $sysConfig, ApiError, notifyError, passwordBreach } from '@atrium/shared';
import { FormDialog, FormField } from '@atrium/ui';
import { PERMISSION_NS } from '../i18n';
import { inputValue } from '../common/lists';
import { resetUserPassword, type User } from './api';

interface Props {
  user: User;
  onClose: () => void;
  onSaved: () => void;
}

interface Errors {
  password?: string;
  password2?: string;
}

/**
 * 重置密码 (600 px): the new password twice, held to the system's password policy (the same
 * passwordBreach the server applies to the decrypted password), sent encrypted.
 */
export function ResetPasswordDialog({ user, onClose, onSaved }: Props) {
  const { t } = useTranslation(PERMISSION_NS);
  const policy = useStore($sysConfig);
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const check = (): Errors => {
    const found: Errors = {};
    const breach = passwordBreach(password, policy);
    if (breach?.rule === 'required') found.password = t('password.required');
    else if (breach?.rule === 'tooLong') found.password = t('password.tooLong', { max: breach.max });
    else if (breach?.rule === 'tooShort') found.password = t('password.tooShort', { min: breach.min });
    else if (breach) found.password = t(`password.${breach.rule}`);
    if (!password2) found.password2 = t('password.repeatRequired');
    else if (password2 !== password) found.password2 = t('password.mismatch');
    return found;
  };

  const save = async () => {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await resetUserPassword(user.id, password);
    } catch (error) {
      // The server's message was shown (ApiError); otherwise the browser could not encrypt.
      if (!(error instanceof ApiError)) notifyError(t('password.cannotEncrypt'));
      setBusy(false);
      return;
    }
    onSaved();
  };

  return (
    <FormDialog title={t('user.resetPasswordOf', { name: user.realName })} width={600} busy={busy} onConfirm={() => void save()} onClose={onClose}>
      <FormField>
        <sl-input label={t('user.account')} value={user.account} disabled />
      </FormField>
      <FormField error={errors.password}>
        <sl-input type="password" password-toggle autocomplete="new-password" label={t('password.new')} required value={password} onsl-input={(event: Event) => setPassword(inputValue(event))} />
      </FormField>
      <FormField error={errors.password2}>
        <sl-input type="password" password-toggle autocomplete="new-password" label={t('password.repeat')} required value={password2} onsl-input={(event: Event) => setPassword2(inputValue(event))} />
      </FormField>
    </FormDialog>
  );
}
