import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, notifySuccess, socketEvents$ } from '@atrium/shared';
import { SYSTEM_NS } from '../i18n';
import type { SyncDataType, SyncTotal, SysConfigApi, ThirdType } from './api';
import sheet from './sysConfig.module.css';

const styles = sheet.locals;

interface Props {
  api: SysConfigApi;
  type: ThirdType;
  /** Why a run cannot start now (unsaved changes, missing credentials); null when it can. */
  blocked: string | null;
}

interface Progress {
  dataType: SyncDataType;
  done: number;
  total: number;
}

/**
 * One provider's synchronisation (spec section 7): what exists here and what the last runs did,
 * and 同步组织 / 同步用户. A run may take up to 100 s; its progress comes over the socket.
 */
export function SyncPanel({ api, type, blocked }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const [totals, setTotals] = useState<SyncTotal[]>([]);
  const [running, setRunning] = useState<SyncDataType | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [result, setResult] = useState<string>('');

  const load = () => api.syncTotals(type).then((data) => setTotals(data.list), () => undefined);
  useEffect(() => {
    void load();
    const subscription = socketEvents$.subscribe((event) => {
      if (event.method !== 'synThirdProgress' || event.thirdType !== type) return;
      setProgress({ dataType: event.dataType === 2 ? 2 : 1, done: Number(event.done) || 0, total: Number(event.total) || 0 });
    });
    return () => subscription.unsubscribe();
  }, [api, type]);

  const run = (dataType: SyncDataType) => {
    setRunning(dataType);
    setProgress({ dataType, done: 0, total: totals.find((item) => item.synType === dataType)?.recordTotal ?? 0 });
    setResult('');
    api.sync(type, dataType).then((outcome) => {
      const text = t('sysConfigExtra.syncDone', { ...outcome }) + (outcome.skipped > 0 ? t('sysConfigExtra.syncSkipped', { ...outcome }) : '');
      setResult(text);
      notifySuccess(text);
    }, () => undefined).finally(() => {
      setRunning(null);
      setProgress(null);
      void load();
    });
  };

  const what = (dataType: SyncDataType) => t(`sysConfigExtra.syncType${dataType}`);
  return (
    <div className={styles.sync} data-sync={type}>
      <table className={styles.syncTable}>
        <thead>
          <tr>
            <th />
            {(['recordTotal', 'synSuccessCount', 'synFailCount', 'unSynCount', 'synDate'] as const).map((key) => <th key={key}>{t(`sysConfigExtra.${key}`)}</th>)}
          </tr>
        </thead>
        <tbody>
          {totals.map((item) => (
            <tr key={item.synType} data-syn-type={item.synType}>
              <th>{what(item.synType)}</th>
              <td>{item.recordTotal}</td>
              <td>{item.synSuccessCount}</td>
              <td>{item.synFailCount}</td>
              <td>{item.unSynCount}</td>
              <td>{item.synDate ? formatDate(item.synDate) : t('sysConfigExtra.never')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.actions}>
        {([1, 2] as const).map((dataType) => (
          <sl-button key={dataType} size="small" loading={running === dataType} disabled={blocked !== null || (running !== null && running !== dataType)} title={blocked ?? undefined} onClick={() => run(dataType)}>
            {t(dataType === 1 ? 'sysConfigExtra.syncOrganize' : 'sysConfigExtra.syncUser')}
          </sl-button>
        ))}
      </div>
      {blocked && <p className={styles.hint}>{blocked}</p>}
      {progress && running !== null && (
        <div className={styles.progress}>
          <sl-progress-bar value={progress.total > 0 ? Math.min(99, Math.floor((progress.done / progress.total) * 100)) : 0} label={t('sysConfigExtra.syncProgress', { what: what(progress.dataType), done: progress.done, total: progress.total })} />
          <span className={styles.hint}>{t('sysConfigExtra.syncProgress', { what: what(progress.dataType), done: progress.done, total: progress.total })}</span>
        </div>
      )}
      {result && <p className={styles.result} role="status">{result}</p>}
    </div>
  );
}
