import type { ComponentType } from 'react';
import type { AppProps } from 'single-spa';
import { createPageParcel } from '@atrium/ui';
import { MessageDrawer, type MessageDrawerProps } from './MessageDrawer';
import sheet from './drawer.module.css';

// single-spa passes the mount props (onClose) to the root component alongside its own.
export default createPageParcel({ rootComponent: MessageDrawer as ComponentType<AppProps & MessageDrawerProps>, styles: [sheet] });
