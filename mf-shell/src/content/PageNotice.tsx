// A page the menu offers but no deployed module provides: the user reads what it means for them
// and finds a way back; which module was missing goes to the console for whoever runs the portal.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '@atrium/shared';
import { SHELL_NS } from '../i18n';
import { HOME_PATH } from '../paths';

interface Props {
  /** The page's path or page key (for the console only). */
  page: string;
  /** The module the route manifest names for it, when there is one (for the console only). */
  module?: string;
}

/** True when the browser's history has an entry before this one to go back to. */
function canGoBack(): boolean {
  return window.history.length > 1;
}

export function PageNotice({ page, module }: Props) {
  const { t } = useTranslation(SHELL_NS);
  useEffect(() => {
    console.warn(
      module
        ? `@atrium/shell: page "${page}" is not available: module ${module} is not deployed or does not export it.`
        : `@atrium/shell: page "${page}" is not available: no module in the route manifest serves it.`,
    );
  }, [page, module]);
  return (
    <div role="status" style={{ padding: '10vh 32px', textAlign: 'center', color: 'var(--sl-color-neutral-600)' }}>
      <sl-icon name="cone-striped" aria-hidden="true" style={{ fontSize: 48, color: 'var(--sl-color-neutral-400)' }} />
      <h3>{t('content.pageUnavailable')}</h3>
      <p>{t('content.pageUnavailableHint')}</p>
      <div style={{ display: 'inline-flex', gap: 12 }}>
        {canGoBack() && <sl-button onClick={() => window.history.back()}>{t('content.goBack')}</sl-button>}
        <sl-button variant="primary" onClick={() => navigate(HOME_PATH)}>
          {t('content.goHome')}
        </sl-button>
      </div>
    </div>
  );
}
