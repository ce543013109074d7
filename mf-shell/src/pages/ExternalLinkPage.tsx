import { useTranslation } from 'react-i18next';
import { isExternalLink } from '@atrium/shared';
import { SHELL_NS } from '../i18n';
import { useLocation } from '../useLocation';
import { NotFoundPage } from './NotFoundPage';

/** /externalLink?href=<encoded address>: shows an http(s) page inside the portal. */
export function ExternalLinkPage() {
  const { t } = useTranslation(SHELL_NS);
  const href = useLocation().query.get('href') ?? '';
  if (!isExternalLink(href) || !/^https?:/i.test(href)) return <NotFoundPage />;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', gap: 8 }}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {t('externalLink.open')}
      </a>
      <iframe title={href} src={href} style={{ flex: 1, minHeight: '70vh', border: 0 }} sandbox="allow-scripts allow-forms allow-same-origin allow-popups" />
    </div>
  );
}
