import { useTranslation } from 'react-i18next';

interface Props {
  error: unknown;
  onRetry: () => void;
}

/** A list that could not load says so in its own place, with the reason and a retry (issue 19 item 7). */
export function LoadFailed({ error, onRetry }: Props) {
  const { t } = useTranslation('common');
  const reason = error instanceof Error ? error.message : '';
  return (
    <div role="alert" style={{ padding: '24px 0', textAlign: 'center', color: 'var(--sl-color-danger-600)' }}>
      <sl-icon name="exclamation-octagon" aria-hidden="true" style={{ fontSize: 28 }} />
      <p style={{ margin: '8px 0' }}>
        {t('listLoadFailed')}
        {reason && <span style={{ color: 'var(--sl-color-neutral-600)' }}>{`：${reason}`}</span>}
      </p>
      <sl-button size="small" onClick={onRetry}>
        {t('retry')}
      </sl-button>
    </div>
  );
}
