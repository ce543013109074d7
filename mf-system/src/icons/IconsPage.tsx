import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@atrium/shared';
import { KeywordSearch, MenuIcon } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { filterIconNames, iconClassOf, loadIconNames } from './iconSet';
import sheet from './icons.module.css';

const styles = sheet.locals;
/**
 * 系统图标 (issue 16 item 5): every icon the menus can use — the same list as the menu editor's
 * picker (./iconSet) drawn by the same MenuIcon — searchable; a click copies
 * the class a menu stores.
 */
export function IconsPage() {
  return <IconsView load={loadIconNames} />;
}

/** The page over a given loader (tests pass a short list). */
export function IconsView({ load }: { load: () => Promise<readonly string[]> }) {
  const { t } = useTranslation(SYSTEM_NS);
  const [names, setNames] = useState<readonly string[] | null>(null);
  const [keyword, setKeyword] = useState('');

  useEffect(() => {
    let active = true;
    load().then((list) => active && setNames(list), () => {
      if (active) {
        setNames([]);
        notifyError(t('icons.loadFailed'));
      }
    });
    return () => {
      active = false;
    };
  }, [load, t]);

  const shown = useMemo(() => filterIconNames(names ?? [], keyword), [names, keyword]);

  const copy = (name: string) => {
    const value = iconClassOf(name);
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      notifyError(t('icons.copyFailed'));
      return;
    }
    clipboard.writeText(value).then(() => notifySuccess(t('icons.copied', { name: value })), () => notifyError(t('icons.copyFailed')));
  };

  return (
    <section className={styles.page} aria-label={t('icons.title')}>
      <KeywordSearch value={keyword} onSearch={setKeyword} onReset={() => setKeyword('')} />
      {names !== null && (
        <p className={styles.summary} role="status">
          {keyword ? t('icons.filtered', { count: shown.length }) : t('icons.summary', { count: names.length })}
        </p>
      )}
      {names !== null && shown.length === 0 ? (
        <p className={styles.empty}>{t('icons.noMatch')}</p>
      ) : (
        <ul className={styles.grid}>
          {shown.map((name) => (
            <li key={name}>
              <button type="button" className={styles.cell} aria-label={t('icons.copy', { name: `icon-ym-${name}` })} onClick={() => copy(name)}>
                <MenuIcon icon={iconClassOf(name)} />
                <span className={styles.name}>icon-ym-{name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
