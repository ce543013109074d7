import { useTranslation } from 'react-i18next';
import { navigate } from '@atrium/shared';
import { SHELL_NS } from '../i18n';
import { HOME_PATH } from '../paths';

export function NotFoundPage() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <div style={{ textAlign: 'center', padding: '10vh 16px' }}>
      <h1 style={{ fontSize: 72, margin: 0, color: 'var(--sl-color-primary-600)' }}>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <sl-button variant="primary" onClick={() => navigate(HOME_PATH)}>
        {t('notFound.back')}
      </sl-button>
    </div>
  );
}
