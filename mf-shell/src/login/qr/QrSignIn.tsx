import { useTranslation } from 'react-i18next';
import { useStyleSheet } from '@atrium/ui';
import { MORE_SIGN_IN_NS, SIGN_IN_NS } from '../../i18n';
import { adoptSignIn, type SignedIn } from '../adoptSignIn';
import sheet from '../login.module.css';
import altSheet from '../alt-sign-in.module.css';
import { useQrSignIn } from './useQrSignIn';

const styles = { ...sheet.locals, ...altSheet.locals };

/** The QR tab: a server-drawn QR the signed-in app confirms; expired or cancelled codes offer a new one. */
export default function QrSignIn({ redirect }: { redirect: string | null }) {
  useStyleSheet(sheet);
  useStyleSheet(altSheet);
  const { t } = useTranslation([MORE_SIGN_IN_NS, SIGN_IN_NS]);
  const { state, refresh } = useQrSignIn((result: SignedIn) => adoptSignIn(result, redirect));

  const overlay =
    state.kind === 'expired' ? t('qr.expired') : state.kind === 'cancelled' ? t('qr.cancelled') : state.kind === 'failed' ? t('qr.failed') : null;

  return (
    <section className={styles.qr} aria-label={t('tabs.qr', { ns: SIGN_IN_NS })}>
      <div className={styles.qrFrame}>
        {'image' in state && <img src={state.image} alt={t('qr.alt')} width={180} height={180} />}
        {state.kind === 'loading' && <p className={styles.hint}>{t('qr.loading')}</p>}
        {overlay && (
          <div className={styles.qrOverlay} role="status">
            <p>{overlay}</p>
            <button type="button" className={styles.link} onClick={refresh}>
              {t('qr.refresh')}
            </button>
          </div>
        )}
      </div>
      <p className={styles.hint} role={state.kind === 'confirmed' ? 'status' : undefined}>
        {state.kind === 'confirmed' ? t('qr.confirmed') : t('qr.scan')}
      </p>
    </section>
  );
}
