import { useTranslation } from 'react-i18next';

export interface ErrorPanelProps {
  /** What failed, already translated (e.g. the module or page name). */
  title?: string;
  error?: unknown;
  onRetry?: () => void;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return error == null ? '' : String(error);
}

/** The panel a broken module shows in its own area, so the rest of the portal keeps working. */
export function ErrorPanel({ title, error, onRetry }: ErrorPanelProps) {
  const { t } = useTranslation('common');
  const detail = describe(error);
  return (
    <div role="alert" className="atrium-error-panel" style={{ padding: 32, textAlign: 'center' }}>
      <sl-icon name="exclamation-octagon" style={{ fontSize: 40, color: 'var(--sl-color-danger-600)' }} />
      <h3>{title ?? t('moduleLoadFailed')}</h3>
      {detail && <p style={{ color: 'var(--sl-color-neutral-500)', wordBreak: 'break-word' }}>{detail}</p>}
      {onRetry && (
        <sl-button variant="primary" onClick={onRetry}>
          {t('retry')}
        </sl-button>
      )}
    </div>
  );
}
