import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStyleSheet } from '@atrium/ui';
import { SIGN_IN_NS } from '../i18n';
import sheet from './login.module.css';

const styles = sheet.locals;

export const SIGN_IN_METHODS = ['password', 'phone', 'qr'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * Plain ARIA tabs (no Shoelace on the sign-in page): click, or arrow keys between tabs. Only the
 * methods the server has set up are offered. The bar is there even with one tab, so the form
 * below it does not move when the server's answer adds the others.
 */
export function SignInTabs({
  value,
  methods,
  onChange,
}: {
  value: SignInMethod;
  methods: readonly SignInMethod[];
  onChange: (method: SignInMethod) => void;
}) {
  useStyleSheet(sheet);
  const { t } = useTranslation(SIGN_IN_NS);
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const step = event.key === 'ArrowRight' ? 1 : methods.length - 1;
    const next = methods[(methods.indexOf(value) + step) % methods.length] ?? 'password';
    onChange(next);
    list.current?.querySelector<HTMLButtonElement>(`#sign-in-tab-${next}`)?.focus();
  }

  return (
    <div ref={list} role="tablist" aria-label={t('tabs.label')} className={styles.tabs} onKeyDown={onKeyDown}>
      {methods.map((method) => (
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
