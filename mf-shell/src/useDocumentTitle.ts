import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $sysConfig } from '@atrium/shared';

/** The browser title follows the configured system name, without a redeploy. */
export function useDocumentTitle(): void {
  const name = useStore($sysConfig)?.sysName;
  useEffect(() => {
    if (name) document.title = name;
  }, [name]);
}
