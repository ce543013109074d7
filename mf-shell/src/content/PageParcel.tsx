import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, useStyleSheet } from '@atrium/ui';
import { SHELL_NS } from '../i18n';
import { PageNotice } from './PageNotice';
import { isDeployed, loadPageConfig, loadPageModule } from './loadModule';
import { createParcelArea, type ParcelArea } from './parcelArea';
import { portalLiveSwap } from './portalSwap';
import sheet from './content.module.css';

const styles = sheet.locals;

type Status = { kind: 'loading' } | { kind: 'mounted' } | { kind: 'missing' } | { kind: 'failed' };

interface Props {
  moduleName: string;
  pageKey: string;
}

/**
 * Mounts one page parcel of an MF; a module that fails breaks only this area (rule 7). A live
 * swap of the module remounts it here with the new version (liveSwap.ts).
 */
export function PageParcel({ moduleName, pageKey }: Props) {
  useStyleSheet(sheet);
  const { t } = useTranslation(SHELL_NS);
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [version, setVersion] = useState<string | null>(null);

  useEffect(() => {
    let area: ParcelArea | null = null;
    let active = true;
    const fail = (error: unknown) => {
      // The user sees a translated sentence with retry; what broke is for the console.
      console.error(`@atrium/shell: page "${pageKey}" of module ${moduleName} failed to load or mount.`, error);
      if (active) setStatus({ kind: 'failed' });
    };
    setStatus({ kind: 'loading' });
    (async () => {
      if (!isDeployed(moduleName)) return setStatus({ kind: 'missing' });
      const { module, url } = await loadPageModule(moduleName, attempt > 0);
      const config = await loadPageConfig(module, pageKey);
      if (!active) return;
      if (!config || !host.current) return setStatus({ kind: 'missing' });
      area = createParcelArea({
        moduleName,
        key: pageKey,
        kind: 'pages',
        host: host.current,
        props: { pageKey },
        childClass: styles.parcel ?? '',
        liveSwap: portalLiveSwap,
        onFail: fail,
        onMounted: (from) => {
          if (active) setVersion(from);
        },
      });
      await area.mount(config, url);
      if (active) setStatus({ kind: 'mounted' });
    })().catch(fail);
    return () => {
      active = false;
      area?.dispose();
    };
  }, [moduleName, pageKey, attempt]);

  return (
    <section
      className={styles.page}
      data-module={moduleName}
      data-page={pageKey}
      data-module-url={version ?? undefined}
      aria-busy={status.kind === 'loading'}
    >
      {status.kind === 'loading' && (
        <div className={styles.loading}>
          <sl-spinner /> {t('content.loading')}
        </div>
      )}
      {status.kind === 'failed' && (
        <ErrorPanel title={t('content.pageFailed')} error={t('content.pageFailedHint')} onRetry={() => setAttempt((value) => value + 1)} />
      )}
      {status.kind === 'missing' && <PageNotice page={pageKey} module={moduleName} />}
      <div ref={host} hidden={status.kind === 'failed' || status.kind === 'missing'} />
    </section>
  );
}
