import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, useStyleSheet } from '@atrium/ui';
import { portalViewApi, type PortalViewApi } from './api';
import { PORTAL_VIEW_NS, registerPortalViewTranslations } from './i18n';
import { parseFormData, type PortalFormData } from './model';
import { PortalView } from './PortalView';
import sheet from './portalView.module.css';

const styles = sheet.locals;

interface Props {
  portalId: string;
  api?: PortalViewApi;
}

type State = { kind: 'loading' } | { kind: 'ready'; name: string; data: PortalFormData } | { kind: 'refused'; reason: string } | { kind: 'failed' };

/**
 * A stored portal, fetched as any signed-in user may see it (/auth), then shown; a portal the
 * server refuses (disabled, deleted) shows the server's words instead.
 */
export function PortalHost({ portalId, api = portalViewApi }: Props) {
  useStyleSheet(sheet);
  const { t } = useTranslation(PORTAL_VIEW_NS);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!portalId) return;
    let active = true;
    setState({ kind: 'loading' });
    // The strings come with the portal (this host may be the first of the renderer on the page);
    // whatever the answer, it is shown once they are in, so no state flashes raw keys.
    const answer = api.auth(portalId).then((value) => ({ value }), (error: unknown) => ({ error }));
    const strings = registerPortalViewTranslations().catch((error: unknown) => console.warn('@atrium/mf-online-dev: the portal strings could not be loaded.', error));
    void Promise.all([answer, strings]).then(([result]) => {
      if (!active) return;
      if ('error' in result) {
        console.warn(`@atrium/mf-online-dev: portal ${portalId} could not be loaded.`, result.error);
        return setState({ kind: 'failed' });
      }
      const found = result.value;
      setState('portal' in found ? { kind: 'ready', name: found.portal.fullName, data: parseFormData(found.portal.formData) } : { kind: 'refused', reason: found.refused });
    });
    return () => {
      active = false;
    };
  }, [api, portalId, attempt]);

  if (!portalId) return <Notice title={t('view.refused')} reason={t('view.noPortal')} />;
  if (state.kind === 'loading') return <sl-spinner aria-label={t('common.loading')} />;
  if (state.kind === 'failed') return <ErrorPanel title={t('view.loadFailed')} error={t('view.loadFailedHint')} onRetry={() => setAttempt((value) => value + 1)} />;
  if (state.kind === 'refused') return <Notice title={t('view.refused')} reason={state.reason} />;
  return (
    <div data-portal-id={portalId} aria-label={state.name} role="region">
      <PortalView layout={state.data.layout} api={api} />
    </div>
  );
}

function Notice({ title, reason }: { title: string; reason: string }) {
  return (
    <div role="status" className={styles.empty}>
      <h3>{title}</h3>
      {reason && <p>{reason}</p>}
    </div>
  );
}
