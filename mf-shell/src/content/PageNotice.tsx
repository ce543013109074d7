import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n';

interface Props {
  kind: 'unavailable' | 'noModule';
  page: string;
  module?: string;
}

/** A page the menu offers but no deployed module provides yet: say so plainly. */
export function PageNotice({ kind, page, module }: Props) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <div role="status" style={{ padding: 32, textAlign: 'center', color: 'var(--sl-color-neutral-600)' }}>
      <h3>{t('content.pageUnavailable')}</h3>
      <p>{kind === 'noModule' ? t('content.noModule', { page }) : t('content.pageUnavailableDetail', { module, page })}</p>
    </div>
  );
}
