import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyWarning } from '@atrium/shared';
import { SHELL_NS } from '../i18n';

export function FullscreenButton() {
  const { t } = useTranslation(SHELL_NS);
  const [full, setFull] = useState(() => document.fullscreenElement != null);

  useEffect(() => {
    const sync = () => setFull(document.fullscreenElement != null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  function toggle(): void {
    if (!document.fullscreenEnabled) {
      notifyWarning(t('navbar.fullscreenUnsupported'));
      return;
    }
    const change = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    void change.catch(() => notifyWarning(t('navbar.fullscreenUnsupported')));
  }

  return (
    <sl-icon-button
      name={full ? 'fullscreen-exit' : 'arrows-fullscreen'}
      label={full ? t('navbar.exitFullscreen') : t('navbar.fullscreen')}
      title={full ? t('navbar.exitFullscreen') : t('navbar.fullscreen')}
      onClick={toggle}
    />
  );
}
