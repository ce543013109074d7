import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $sysConfig, navigate } from '@atrium/shared';
import { useStyleSheet } from '@atrium/ui';
import { registerMoreSignInTranslations, SIGN_IN_NS } from '../i18n';
import { useLocation } from '../useLocation';
import { SSO_PATH } from '../paths';
import { getLoginConfig, offeredMethods, PASSWORD_ONLY, type SignInOffer } from './api';
import { PasswordSignIn } from './PasswordSignIn';
import { LanguageSwitch } from './LanguageSwitch';
import { SignInTabs, type SignInMethod } from './SignInTabs';
import sheet from './login.module.css';

const styles = sheet.locals;

// The other ways in are chunks of their own, fetched when their tab is chosen (sign-in page JS budget).
// Their strings come with them, so no screen shows raw keys.
const PhoneSignIn = lazy(() =>
  Promise.all([import(/* webpackChunkName: "sign-in-phone" */ './phone/PhoneSignIn'), registerMoreSignInTranslations()]).then(([module]) => module),
);
const QrSignIn = lazy(() =>
  Promise.all([import(/* webpackChunkName: "sign-in-qr" */ './qr/QrSignIn'), registerMoreSignInTranslations()]).then(([module]) => module),
);

export function LoginPage() {
  useStyleSheet(sheet);
  const { t } = useTranslation(SIGN_IN_NS);
  const { query } = useLocation();
  const redirect = query.get('redirect');
  const sysConfig = useStore($sysConfig);
  const [method, setMethod] = useState<SignInMethod>('password');
  const [needCode, setNeedCode] = useState(false);
  const [name, setName] = useState<string | null>(null);
  // Until the server says which other ways in it has set up, only the password is offered.
  const [offered, setOffered] = useState<SignInOffer>(PASSWORD_ONLY);

  // The captcha switch and the system name come from the server, before anyone is signed in.
  useEffect(() => {
    let active = true;
    getLoginConfig()
      .then((config) => {
        if (!active) return;
        setNeedCode(config.loginNeedCode === 1);
        if (config.sysName) setName(config.sysName);
        setOffered(offeredMethods(config));
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  const ssoHref = redirect ? `${SSO_PATH}?${new URLSearchParams({ redirect }).toString()}` : SSO_PATH;
  function openSso(event: MouseEvent<HTMLAnchorElement>): void {
    event.preventDefault();
    navigate(ssoHref);
  }

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.brand}>{name || sysConfig?.sysName || 'Atrium'}</h1>
        <SignInTabs value={method} methods={offered.methods} onChange={setMethod} />
        <div role="tabpanel" id={`sign-in-${method}`} aria-labelledby={`sign-in-tab-${method}`}>
          {method === 'password' && <PasswordSignIn redirect={redirect} needCode={needCode} />}
          <Suspense fallback={<p className={styles.hint}>{t('tabs.loading')}</p>}>
            {method === 'phone' && <PhoneSignIn redirect={redirect} />}
            {method === 'qr' && <QrSignIn redirect={redirect} />}
          </Suspense>
        </div>
        {offered.sso && (
          <p className={styles.other}>
            <a href={ssoHref} className={styles.link} onClick={openSso}>
              {t('tabs.sso')}
            </a>
          </p>
        )}
      </div>
      <LanguageSwitch />
    </main>
  );
}
