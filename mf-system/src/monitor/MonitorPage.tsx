import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@atrium/shared';
import { SYSTEM_NS } from '../i18n';
import { monitorTransport, type MonitorSample, type MonitorTransport } from './api';
import { Sparkline } from './Sparkline';
import { POLL_MS, useMonitorFeed } from './useMonitorFeed';
import sheet from './monitor.module.css';

const styles = sheet.locals;

/** 系统监控 (issue 16 item 4): the server's figures, live, with the last two minutes charted. Administrators only (the server checks). */
export function MonitorPage() {
  return <MonitorView transport={monitorTransport} />;
}

function useFormat() {
  const { t } = useTranslation(SYSTEM_NS);
  const bytes = (value: number): string => {
    if (value < 1024) return t('monitor.units.B', { value });
    if (value < 1024 ** 2) return t('monitor.units.KB', { value: (value / 1024).toFixed(1) });
    if (value < 1024 ** 3) return t('monitor.units.MB', { value: (value / 1024 ** 2).toFixed(1) });
    return t('monitor.units.GB', { value: (value / 1024 ** 3).toFixed(2) });
  };
  const duration = (seconds: number): string => {
    if (seconds < 60) return t('monitor.durations.seconds', { count: seconds });
    if (seconds < 3600) return t('monitor.durations.minutes', { count: Math.floor(seconds / 60) });
    if (seconds < 86_400) return t('monitor.durations.hours', { hours: Math.floor(seconds / 3600), minutes: Math.floor((seconds % 3600) / 60) });
    return t('monitor.durations.days', { days: Math.floor(seconds / 86_400), hours: Math.floor((seconds % 86_400) / 3600) });
  };
  const percent = (value: number) => t('monitor.units.percent', { value });
  const ms = (value: number) => t('monitor.units.ms', { value });
  return { t, bytes, duration, percent, ms };
}

function Card({ title, value, facts, chart }: { title: string; value: string; facts: Array<[string, string]>; chart?: ReactNode }) {
  return (
    <article className={styles.card} aria-label={title}>
      <h3>{title}</h3>
      <div className={styles.big}>{value}</div>
      {facts.length > 0 && (
        <dl className={styles.facts}>
          {facts.map(([name, text]) => (
            <div key={name} className={styles.fact}>
              <dt>{name}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      )}
      {chart}
    </article>
  );
}

/** The page over a given transport (tests pass a fake socket and poll). */
export function MonitorView({ transport, graceMs, pollMs }: { transport: MonitorTransport; graceMs?: number; pollMs?: number }) {
  const feed = useMonitorFeed(transport, { graceMs, pollMs });
  const { t, bytes, duration, percent, ms } = useFormat();
  const latest: MonitorSample | undefined = feed.samples[feed.samples.length - 1];
  const times = feed.samples.map((sample) => sample.time);
  const series = (pick: (sample: MonitorSample) => number) => feed.samples.map(pick);
  const chart = (name: string, pick: (sample: MonitorSample) => number, options: { percent?: boolean; color?: string } = {}) => (
    <Sparkline label={t('monitor.chartLabel', { name })} times={times} values={series(pick)} {...options} />
  );

  const status = feed.mode === 'live' ? t('monitor.live') : feed.mode === 'polling' ? t('monitor.polling', { seconds: Math.round((pollMs ?? POLL_MS) / 1000) }) : '';

  return (
    <section className={styles.page} aria-label={t('monitor.title')}>
      <div className={styles.status} role="status">
        {feed.mode === 'live' && <sl-badge variant="success" pill pulse>{'\u00a0'}</sl-badge>}
        <span>{status}</span>
        {latest && <span>{t('monitor.updatedAt', { time: formatDate(latest.time) })}</span>}
        {feed.stale && <sl-tag size="small" variant="warning">{t('monitor.loadFailed')}</sl-tag>}
      </div>
      {feed.mode === 'refused' ? (
        <sl-alert variant="warning" open>
          {t('monitor.adminOnly')}
        </sl-alert>
      ) : !latest ? (
        <sl-spinner aria-label={t('monitor.title')} />
      ) : (
        <div className={styles.grid}>
          <Card
            title={t('monitor.cpu')}
            value={percent(latest.cpu.usage)}
            facts={[
              [t('monitor.processCpu'), percent(latest.cpu.processUsage)],
              [t('monitor.cores'), String(latest.cpu.cores)],
              [t('monitor.loadAverage'), latest.cpu.loadAverage.join(' / ')],
            ]}
            chart={chart(t('monitor.cpuUsage'), (sample) => sample.cpu.usage, { percent: true })}
          />
          <Card
            title={t('monitor.memory')}
            value={percent(latest.memory.usage)}
            facts={[
              [t('monitor.used'), bytes(latest.memory.used)],
              [t('monitor.free'), bytes(latest.memory.free)],
              [t('monitor.total'), bytes(latest.memory.total)],
            ]}
            chart={chart(t('monitor.memory'), (sample) => sample.memory.usage, { percent: true, color: '#67c23a' })}
          />
          <Card
            title={t('monitor.disk')}
            value={percent(latest.disk.usage)}
            facts={[
              [t('monitor.used'), bytes(latest.disk.used)],
              [t('monitor.free'), bytes(latest.disk.free)],
              [t('monitor.total'), bytes(latest.disk.total)],
            ]}
          />
          <Card
            title={t('monitor.process')}
            value={bytes(latest.process.rss)}
            facts={[
              [t('monitor.rss'), bytes(latest.process.rss)],
              [t('monitor.heap'), `${bytes(latest.process.heapUsed)} / ${bytes(latest.process.heapTotal)}`],
              [t('monitor.uptime'), duration(latest.process.uptime)],
              [t('monitor.version'), latest.process.version],
              [t('monitor.pid'), String(latest.process.pid)],
            ]}
            chart={chart(t('monitor.rss'), (sample) => Math.round(sample.process.rss / 1024 / 1024), { color: '#e6a23c' })}
          />
          <Card
            title={t('monitor.eventLoop')}
            value={ms(latest.eventLoop.p99)}
            facts={[
              [t('monitor.mean'), ms(latest.eventLoop.mean)],
              [t('monitor.p99'), ms(latest.eventLoop.p99)],
              [t('monitor.max'), ms(latest.eventLoop.max)],
            ]}
            chart={chart(t('monitor.eventLoop'), (sample) => sample.eventLoop.p99, { color: '#f56c6c' })}
          />
          <Card title={t('monitor.database')} value={bytes(latest.database.size)} facts={[]} chart={chart(t('monitor.database'), (sample) => sample.database.size / 1024 / 1024, { color: '#909399' })} />
          <Card title={t('monitor.sockets')} value={String(latest.sockets)} facts={[]} chart={chart(t('monitor.sockets'), (sample) => sample.sockets, { color: '#8e44ad' })} />
          <Card
            title={t('monitor.requests')}
            value={t('monitor.units.perSecond', { value: latest.requestsPerSecond })}
            facts={[]}
            chart={chart(t('monitor.requests'), (sample) => sample.requestsPerSecond)}
          />
        </div>
      )}
    </section>
  );
}
