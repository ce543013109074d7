import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PORTAL_VIEW_NS } from '../i18n';
import { isImageSource, type PortalImageItem } from '../model';
import sheet from '../portalView.module.css';
import { WidgetState } from './WidgetState';

const styles = sheet.locals;

/** An image from the file store (/api/file/…), loaded lazily; any other source, outside URLs included, is refused. */
export function ImageWidget({ item }: { item: PortalImageItem }) {
  const { t } = useTranslation(PORTAL_VIEW_NS);
  // Keyed by source: a changed address (designer preview) starts loading again.
  const [status, setStatus] = useState<{ src: string; kind: 'loaded' | 'failed' } | null>(null);
  const state = status?.src === item.src ? status.kind : 'loading';
  if (item.src === '') return <WidgetState kind="empty" message={t('image.empty')} />;
  if (!isImageSource(item.src)) return <WidgetState kind="error" message={t('image.invalid')} />;
  if (state === 'failed') return <WidgetState kind="error" message={t('image.failed')} onRetry={() => setStatus(null)} />;
  return (
    <div className={styles.imageBox}>
      {state === 'loading' && (
        <div className={styles.imageLoading}>
          <WidgetState kind="loading" />
        </div>
      )}
      <img
        className={styles.image}
        src={item.src}
        alt={item.alt || item.title}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onLoad={() => setStatus({ src: item.src, kind: 'loaded' })}
        onError={() => setStatus({ src: item.src, kind: 'failed' })}
      />
    </div>
  );
}
