import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '@atrium/ui';
import { NotConfigured } from '../common/NotConfigured';
import { ONLINE_DEV_NS } from '../i18n';
import { onlineDevApi, type OnlineDevApi } from './api';
import { toRuntimeModel, type RuntimeModel } from './model';
import { RuntimeList } from './RuntimeList';

interface Props {
  moduleId: string;
  /** The menu entry: its id keys the button rights and is sent with list queries. */
  menuId: string;
  title: string;
  api?: OnlineDevApi;
}

type State = { kind: 'loading' } | { kind: 'ready'; model: RuntimeModel } | { kind: 'refused'; reason: string } | { kind: 'failed' };

/** A released module's page: its released configuration, then the dynamic list. */
export function RuntimePage({ moduleId, menuId, title, api = onlineDevApi }: Props) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    api.config(moduleId).then(
      (answer) => {
        if (!active) return;
        setState('config' in answer ? { kind: 'ready', model: toRuntimeModel(moduleId, answer.config) } : { kind: 'refused', reason: answer.refused });
      },
      () => active && setState({ kind: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [api, moduleId, attempt]);

  if (state.kind === 'loading') return <sl-spinner aria-label={t('common.loading')} />;
  if (state.kind === 'failed') return <ErrorPanel title={t('run.loadFailed', { name: title })} error={t('run.loadFailedHint')} onRetry={() => setAttempt((value) => value + 1)} />;
  if (state.kind === 'refused') return <NotConfigured kind="model" name={title} reason={state.reason} />;
  return <RuntimeList model={state.model} menuId={menuId} title={title} api={api} />;
}
