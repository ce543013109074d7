// Helpers for the tests of the message-centre list pages (test code only).
import { within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerMessageTranslations } from '../i18n';
import type { Page } from './api';

/** Renders in zh with the message translations, outside act() (see the working rules). */
export function setUpMessageTests(): void {
  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    setLocale('zh');
    await registerMessageTranslations();
  });
}

/** The first (and only) page of a list answer holding `rows`. */
export function pageOf<T>(rows: T[], pageSize = 20): Page<T> {
  return { list: rows, pagination: { currentPage: 1, pageSize, total: rows.length } };
}

/** Queries scoped to the table row of one record. */
export function rowOf(container: HTMLElement, id: string) {
  return within(container.querySelector(`tr[data-row-id="${id}"]`) as HTMLElement);
}
