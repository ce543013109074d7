import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, useStyleSheet, type DataTableColumn } from '@atrium/ui';
import { getAuthorize, type Authorize, type AuthorizeKind, type AuthorizeNode } from './api';
import { PROFILE_NS } from './i18n';
import sheet from './profile.module.css';

const styles = sheet.locals;

const KINDS: readonly AuthorizeKind[] = ['module', 'button', 'column', 'form', 'resource'];

/** What the user's roles grant (GET Current/Authorize): menus, buttons, columns, forms and data, read-only trees. */
export function AuthorizeSection() {
  useStyleSheet(sheet);
  const { t } = useTranslation(PROFILE_NS);
  const [data, setData] = useState<Authorize | null>(null);
  const [kind, setKind] = useState<AuthorizeKind>('module');

  useEffect(() => {
    let active = true;
    getAuthorize().then((result) => active && setData(result), () => undefined);
    return () => {
      active = false;
    };
  }, []);

  const columns: DataTableColumn<AuthorizeNode>[] = [
    { key: 'fullName', label: t('authorize.name') },
    { key: 'enCode', label: t('authorize.code') },
  ];

  return (
    <div className={styles.panel}>
      <sl-radio-group
        value={kind}
        label={t('tabs.authorize')}
        data-testid="authorize-kind"
        onsl-change={(event: Event) => setKind((event.target as HTMLInputElement).value as AuthorizeKind)}
      >
        {KINDS.map((item) => (
          <sl-radio-button key={item} value={item}>
            {t(`authorize.${item}`)}
          </sl-radio-button>
        ))}
      </sl-radio-group>
      <div style={{ marginTop: 12 }} data-testid={`authorize-${kind}`}>
        {/* Keyed by kind and by arrival of the data: the table expands its rows when it mounts, so each tree opens fully expanded. */}
        <DataTable key={`${kind}:${data ? 'loaded' : 'loading'}`} columns={columns} rows={data?.[kind] ?? []} loading={!data} defaultExpandAll aria-label={t(`authorize.${kind}`)} />
      </div>
    </div>
  );
}
