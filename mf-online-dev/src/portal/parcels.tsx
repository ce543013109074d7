import type { AppProps } from 'single-spa';
import { createPageParcel } from '@atrium/ui';
import sheet from './portal.module.css';
import { PortalListPage } from './PortalListPage';

/** 在线开发 → 门户设计 (menu onlineDev/visualPortal). */
export const visualPortalParcel = createPageParcel({ rootComponent: (_props: AppProps) => <PortalListPage />, styles: [sheet] });
