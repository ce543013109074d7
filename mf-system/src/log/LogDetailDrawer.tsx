import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '@atrium/ui';
import { formatDate } from '@atrium/shared';
import { SYSTEM_NS } from '../i18n';
import type { LogApi, LogRow } from './api';
import sheet from './log.module.css';

const styles = sheet.locals;

/** The summary as indented JSON when it is JSON, as it is otherwise. */
function pretty(json: string): string {
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}

/** 日志详情: every field of one entry, with its (redacted) summary; the entry is read again from the server. */
export function LogDetailDrawer({ api, row, onClose }: { api: LogApi; row: LogRow; onClose: () => void }) {
  const { t } = useTranslation(SYSTEM_NS);
  const [entry, setEntry] = useState<LogRow>(row);
  useEffect(() => {
    let active = true;
    api.detail(row.id).then((fresh) => active && setEntry(fresh), () => undefined);
    return () => {
      active = false;
    };
  }, [api, row.id]);

  const dash = (value: string | number | null) => (value === null || value === '' ? '—' : value);
  const fields: [string, string | number][] = [
    [t('log.time'), formatDate(entry.creatorTime)],
    [t('log.userName'), dash(entry.userName)],
    [t('log.ipaddress'), dash(entry.ipaddress)],
    [t('log.method'), dash(entry.requestMethod)],
    [t('log.url'), dash(entry.requestURL)],
    [t('log.module'), dash(entry.moduleName)],
    [t('log.objectId'), dash(entry.objectId)],
    [t('log.code'), entry.code],
    [t('log.level'), t(`log.levels.${entry.level}`)],
    [t('log.duration'), entry.requestDuration],
    [t('log.platForm'), dash(entry.platForm)],
  ];

  return (
    <Drawer title={t('log.detailTitle')} size={700} onClose={onClose} footer={<sl-button onClick={onClose}>{t('log.close')}</sl-button>}>
      <dl className={styles.detail}>
        {fields.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <dt>{t('log.summary')}</dt>
        <dd>{entry.json ? <pre className={styles.summary}>{pretty(entry.json)}</pre> : t('log.noSummary')}</dd>
      </dl>
    </Drawer>
  );
}
