import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '@atrium/ui';
import type { PortalViewApi } from '../portalView/api';
import { parseFormData, type PortalItem } from '../portalView/model';
import { PortalView } from '../portalView/PortalView';
import type { PortalApi } from './api';
import { PORTAL_NS } from './i18n';

interface Props {
  id: string;
  name: string;
  api: PortalApi;
  /** The widgets' calls; the real ones by default. */
  viewApi?: PortalViewApi;
  onClose: () => void;
}

type State = { kind: 'loading' } | { kind: 'ready'; layout: PortalItem[] } | { kind: 'failed' };

/** 预览 from the list: the stored layout as users will see it (disabled portals too). */
export function PreviewDialog({ id, name, api, viewApi, onClose }: Props) {
  const { t } = useTranslation(PORTAL_NS);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    api.get(id).then(
      (info) => active && setState({ kind: 'ready', layout: parseFormData(info.formData).layout }),
      () => active && setState({ kind: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [api, id, attempt]);

  return (
    <sl-dialog
      open
      label={t('preview.title', { name })}
      style={{ '--width': '90vw' } as CSSProperties}
      onsl-request-close={(event: CustomEvent) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
    >
      {state.kind === 'loading' && <sl-spinner aria-label={t('common.loading')} />}
      {state.kind === 'failed' && <ErrorPanel title={t('designer.loadFailed')} error={t('designer.loadFailedHint')} onRetry={() => setAttempt((value) => value + 1)} />}
      {state.kind === 'ready' && <PortalView layout={state.layout} api={viewApi} />}
      <sl-button slot="footer" onClick={onClose}>
        {t('common.close')}
      </sl-button>
    </sl-dialog>
  );
}
