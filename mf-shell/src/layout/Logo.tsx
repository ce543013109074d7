import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $sysConfig, navigate } from '@atrium/shared';
import sheet from './layout.module.css';

const styles = sheet.locals;

/**
 * The sidebar logo: the configured navigation icon (system configuration), or the default mark
 * when none is set or the image fails to load; links to / (spec section 2).
 */
export function Logo({ collapsed }: { collapsed: boolean }) {
  const config = useStore($sysConfig);
  const source = config?.navigationIcon || config?.logoIcon || '';
  const [broken, setBroken] = useState<string | null>(null);
  const name = config?.sysName || 'Atrium';
  return (
    <a className={styles.logo} href="/" onClick={(event) => { event.preventDefault(); navigate('/'); }}>
      {source && broken !== source ? (
        <img className={styles.logoImage} src={source} alt="" onError={() => setBroken(source)} />
      ) : (
        <span className={styles.logoMark} data-testid="default-logo">{name.slice(0, 1).toUpperCase()}</span>
      )}
      {!collapsed && <span>{name}</span>}
    </a>
  );
}
