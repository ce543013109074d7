import type { AppProps } from 'single-spa';
import { createPageParcel } from '@atrium/ui';
import { DynamicPage } from './DynamicPage';
import sheet from './runtime.module.css';

/** The shell mounts a page with its page key as a prop. */
function DynamicRoot(props: AppProps & { pageKey?: unknown }) {
  return <DynamicPage pageKey={typeof props.pageKey === 'string' ? props.pageKey : ''} />;
}

export default createPageParcel({ rootComponent: DynamicRoot, styles: [sheet] });
