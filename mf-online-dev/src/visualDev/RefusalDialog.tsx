import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ONLINE_DEV_NS } from '../i18n';

interface Props {
  name: string;
  /** The server's message, shown as it came. */
  message: string;
  onClose: () => void;
}

/** A refused release: the server's reason stays on screen until read (a toast would pass too fast). */
export function RefusalDialog({ name, message, onClose }: Props) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  return (
    <sl-dialog open label={t('design.releaseRefused', { name })} style={{ '--width': '450px' } as CSSProperties} onsl-after-hide={onClose}>
      <p role="alert" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
        {message}
      </p>
      <sl-button slot="footer" variant="primary" onClick={onClose}>
        {t('common.ok')}
      </sl-button>
    </sl-dialog>
  );
}
