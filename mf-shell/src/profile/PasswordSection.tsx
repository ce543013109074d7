import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $user, formatDate } from '@atrium/shared';
import { PROFILE_NS } from './i18n';

const ChangePasswordDialog = lazy(() => import('../account/ChangePasswordDialog').then((module) => ({ default: module.ChangePasswordDialog })));

/** Change password: the shell's own dialog and password policy, opened from the profile. */
export function PasswordSection() {
  const { t } = useTranslation(PROFILE_NS);
  const user = useStore($user);
  const [open, setOpen] = useState(false);
  const changed = user?.changePasswordDate;
  return (
    <div>
      <p>{t('password.hint')}</p>
      <p>{changed ? t('password.lastChanged', { time: formatDate(changed, 'yyyy-MM-dd HH:mm') }) : t('password.never')}</p>
      <sl-button variant="primary" onClick={() => setOpen(true)} data-testid="profile-change-password">
        {t('password.change')}
      </sl-button>
      {open && (
        <Suspense fallback={null}>
          <ChangePasswordDialog forced={false} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
