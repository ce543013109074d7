// The portal renderer as a widget other modules mount (the shell's home page): mount props
// `{ portalId: string }`. single-spa passes the mount props to the root component with its own.
import type { AppProps } from 'single-spa';
import { createPageParcel } from '@atrium/ui';
import { PortalHost } from './PortalHost';
import sheet from './portalView.module.css';

export interface PortalViewMountProps {
  portalId?: unknown;
}

function PortalViewRoot(props: AppProps & PortalViewMountProps) {
  return <PortalHost portalId={typeof props.portalId === 'string' ? props.portalId : ''} />;
}

export default createPageParcel({ rootComponent: PortalViewRoot, styles: [sheet] });
