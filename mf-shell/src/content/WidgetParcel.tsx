import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@atrium/shared';
import { SHELL_NS } from '../i18n';
import { isDeployed, loadPageConfig, loadPageModule } from './loadModule';
import { createParcelArea, type ParcelArea } from './parcelArea';
import { portalLiveSwap } from './portalSwap';

interface Props {
  moduleName: string;
  widget: string;
  /** Mount props besides `onClose`, read when the widget mounts: key the component to mount it with others. */
  props?: Readonly<Record<string, unknown>>;
  /** Called when the widget closes itself, or fails to load. */
  onClose: () => void;
}

/**
 * Mounts a widget another MF exports (`widgets[name]`) while this component lives. The widget
 * calls `onClose` from its props when it is done; a broken module only produces a message. A live
 * swap of the module remounts it with the new version.
 */
export function WidgetParcel({ moduleName, widget, props, onClose }: Props) {
  const { t } = useTranslation(SHELL_NS);
  const host = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  const mountProps = useRef(props);
  mountProps.current = props;
  // Read when a failure is reported, not a reason to mount again: `t` is new on every
  // languageChanged, which a translation override pushed over the socket also emits (the language
  // unchanged), and the open chat panel was made anew, losing its tab and keyword (e2e chat.spec,
  // with languages-maps.spec's override at the same time).
  const translate = useRef(t);
  translate.current = t;

  useEffect(() => {
    let area: ParcelArea | null = null;
    let active = true;
    const fail = (error: unknown) => {
      if (!active) return;
      console.error(`@atrium/shell: widget "${widget}" of module ${moduleName} failed to load or mount.`, error);
      notifyError(translate.current('content.widgetFailed'));
      close.current();
    };
    (async () => {
      if (!isDeployed(moduleName)) throw new Error(`module ${moduleName} is not deployed`);
      const { module, url } = await loadPageModule(moduleName, false);
      const config = await loadPageConfig(module, widget, 'widgets');
      if (!active || !host.current) return;
      if (!config) throw new Error(`module ${moduleName} exports no widget "${widget}"`);
      area = createParcelArea({
        moduleName,
        key: widget,
        kind: 'widgets',
        host: host.current,
        props: { ...mountProps.current, onClose: () => close.current() },
        liveSwap: portalLiveSwap,
        onFail: fail,
      });
      await area.mount(config, url);
    })().catch(fail);
    return () => {
      active = false;
      area?.dispose();
    };
  }, [moduleName, widget]);

  return <div ref={host} data-widget={widget} />;
}
