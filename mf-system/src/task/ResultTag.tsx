import { useTranslation } from 'react-i18next';
import { SYSTEM_NS } from '../i18n';
import type { RunResult } from './api';

const VARIANTS: Record<RunResult, string> = { success: 'success', failure: 'danger', timeout: 'warning', skipped: 'neutral' };

/** A run's outcome as a coloured tag. */
export function ResultTag({ result }: { result: RunResult }) {
  const { t } = useTranslation(SYSTEM_NS);
  return (
    <sl-tag size="small" variant={VARIANTS[result] ?? 'neutral'}>
      {t(`task.result.${result}`)}
    </sl-tag>
  );
}

/** Milliseconds as "850 毫秒" or "12.5 秒". */
export function useDuration(): (ms: number) => string {
  const { t } = useTranslation(SYSTEM_NS);
  return (ms) => (ms < 1000 ? t('task.ms', { value: ms }) : t('task.seconds', { value: Math.round(ms / 100) / 10 }));
}
