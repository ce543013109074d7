import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { iconClassOf, loadIconNames } from '../icons/iconSet';
import sheet from './menu.module.css';

const styles = sheet.locals;

interface Props {
  /** The icon class as stored ("icon-ym icon-ym-system"). */
  value: string;
  onChange: (value: string) => void;
}

/** Picks a menu icon from the set the shell draws menus with (MenuIcon), stored as JNPF's class; the 系统图标 page lists the same set (../icons/iconSet). */
export function IconPicker({ value, onChange }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const [open, setOpen] = useState(false);
  const [names, setNames] = useState<readonly string[]>([]);

  useEffect(() => {
    if (!open || names.length > 0) return;
    let active = true;
    loadIconNames().then((list) => active && setNames(list), () => undefined);
    return () => {
      active = false;
    };
  }, [open, names.length]);

  return (
    <div>
      <div className={styles.iconField}>
        <MenuIcon icon={value} />
        <span>{value || t('menu.noIcon')}</span>
        <sl-button size="small" onClick={() => setOpen((shown) => !shown)}>{t('menu.chooseIcon')}</sl-button>
        {value && <sl-button size="small" variant="text" onClick={() => onChange('')}>{t('menu.clearIcon')}</sl-button>}
      </div>
      {open && (
        <div className={styles.iconGrid} role="listbox" aria-label={t('menu.chooseIcon')}>
          {names.map((name) => {
            const icon = iconClassOf(name);
            return (
              <sl-tooltip key={name} content={name}>
                <button
                  type="button"
                  role="option"
                  aria-selected={icon === value}
                  aria-label={name}
                  className={icon === value ? styles.iconChosen : undefined}
                  onClick={() => {
                    onChange(icon);
                    setOpen(false);
                  }}
                >
                  <MenuIcon icon={icon} />
                </button>
              </sl-tooltip>
            );
          })}
        </div>
      )}
    </div>
  );
}
