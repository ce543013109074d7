import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, notifyError } from '@atrium/shared';
import { ErrorPanel } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { getModules, getStatus, isForbidden, type DeployStatus, type ModuleList } from './api';
import sheet from './deploy.module.css';
import { HistoryTable } from './HistoryTable';
import { ModulesTable } from './ModulesTable';
import { StatusPanel } from './StatusPanel';
import { useImportMapChanges } from './useImportMapChanges';

const styles = sheet.locals;

const messageOf = (reason: unknown): string => (reason instanceof ApiError ? reason.msg : String(reason));

/**
 * 模块部署 (issue 13): the modules of the served import map, the outcome of the last deploy and
 * the map's history with rollback. Administrators only: the server answers everyone else 403,
 * which the page says in words instead of showing empty tables.
 */
export function DeployPage() {
  const { t } = useTranslation(SYSTEM_NS);
  const [modules, setModules] = useState<ModuleList | null>(null);
  const [status, setStatus] = useState<DeployStatus | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState('');
  // Every reload (refresh, a rollback, the socket saying the map changed) bumps this.
  const [generation, setGeneration] = useState(0);
  const reloadAll = useCallback(() => setGeneration((value) => value + 1), []);
  // Whether the modules list has been shown once (a later failure keeps it on screen).
  const shown = useRef(false);

  useEffect(() => {
    let active = true;
    setLoading(true);
    getModules()
      .then(
        (answer) => {
          if (!active) return;
          shown.current = true;
          setModules(answer);
          setError(null);
        },
        (reason: unknown) => {
          if (!active) return;
          setError(reason);
          // Over a list already shown (a refresh that failed) the error panel does not appear: say it.
          if (shown.current && !isForbidden(reason)) notifyError(messageOf(reason));
        },
      )
      .finally(() => active && setLoading(false));
    // A failed status leaves the last one shown; a 403 is the modules' panel, not a toast.
    getStatus().then(
      (answer) => active && setStatus(answer),
      (reason: unknown) => active && !isForbidden(reason) && notifyError(messageOf(reason)),
    );
    return () => {
      active = false;
    };
  }, [generation]);

  useImportMapChanges(reloadAll);

  if (isForbidden(error)) {
    return (
      <section className={styles.page} aria-label={t('deploy.title')}>
        <ErrorPanel title={t('deploy.forbidden')} error={t('deploy.forbiddenHint')} />
      </section>
    );
  }
  if (error && !modules) {
    return (
      <section className={styles.page} aria-label={t('deploy.title')}>
        <ErrorPanel title={t('deploy.loadFailed')} error={error} onRetry={reloadAll} />
      </section>
    );
  }

  return (
    <section className={styles.page} aria-label={t('deploy.title')}>
      <StatusPanel status={status} onRefresh={reloadAll} />
      {modules && (
        <>
          <ModulesTable modules={modules} loading={loading} chosen={chosen} onChoose={setChosen} onRefresh={reloadAll} />
          <HistoryTable module={chosen} current={modules.version} reloadKey={generation} onShowAll={() => setChosen('')} onChanged={reloadAll} />
        </>
      )}
    </section>
  );
}
