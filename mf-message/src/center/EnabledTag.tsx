import { useTranslation } from 'react-i18next';
import { MESSAGE_NS } from '../i18n';

/** The status column (spec: 1 enabled in green, anything else disabled in red). */
export function EnabledTag({ enabledMark }: { enabledMark: number }) {
  const { t } = useTranslation(MESSAGE_NS);
  return (
    <sl-tag size="small" variant={enabledMark === 1 ? 'success' : 'danger'}>
      {t(enabledMark === 1 ? 'center.enabled' : 'center.disabled')}
    </sl-tag>
  );
}
