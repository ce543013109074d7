import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStyleSheet } from '@atrium/ui';
import { SIGN_IN_NS } from '../i18n';
import sheet from './login.module.css';

const styles = sheet.locals;

export const SIGN_IN_METHODS = ['password', 'phone', 'qr'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** Plain ARIA tabs (no Shoelace on the sign-in page): click, or arrow keys between tabs. */
export function SignInTabs({ value, onChange }: { value: SignInMethod; onChange: (method: SignInMethod) => void }) {
  useStyleSheet(sheet);
  const { t } = useTranslation(SIGN_IN_NS);
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const step = event.key === 'ArrowRight' ? 1 : SIGN_IN_METHODS.length - 1;
    const next = SIGN_IN_METHODS[(SIGN_IN_METHODS.indexOf(value) + step) % SIGN_IN_METHODS.length] ?? 'password';
    onChange(next);
    list.current?.querySelector<HTMLButtonElement>(`#sign-in-tab-${next}`)?.focus();
  }

  return (
    <div ref={list} role="tablist" aria-label={t('tabs.label')} className={styles.tabs} onKeyDown={onKeyDown}>
      {SIGN_IN_METHODS.map((method) => (
        <button
          key={method}
          id={`sign-in-tab-${method}`}
          type="button"
          role="tab"
          aria-selected={method === value}
          aria-controls={`sign-in-${method}`}
          tabIndex={method === value ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(method)}
        >
          {t(`tabs.${method}`)}
        </button>
      ))}
    </div>
  );
}
