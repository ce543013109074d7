// Helpers of the menu page's dialog tests.
import { act } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';

export async function setupDialogTests(): Promise<void> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
}

/** Sets a Shoelace control's value and fires its event; act() flushes the React update it schedules. */
export async function change(selector: string, value: unknown, event = 'sl-input'): Promise<void> {
  const field = document.querySelector(selector) as (HTMLElement & { value: unknown }) | null;
  if (!field) throw new Error(`menu tests: no element matches ${selector}`);
  await act(async () => {
    field.value = value;
    field.dispatchEvent(new CustomEvent(event));
  });
}

/** Checks or unchecks a Shoelace checkbox or switch and fires sl-change. */
export async function check(selector: string, checked: boolean): Promise<void> {
  const field = document.querySelector(selector) as (HTMLElement & { checked: boolean }) | null;
  if (!field) throw new Error(`menu tests: no element matches ${selector}`);
  await act(async () => {
    field.checked = checked;
    field.dispatchEvent(new CustomEvent('sl-change'));
  });
}
