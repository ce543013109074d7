import type { ComponentType } from 'react';
import type { AppProps } from 'single-spa';
import { createPageParcel } from '@atrium/ui';
import { ChatApp, type ChatAppProps } from '../ChatApp';

/**
 * `widgets.chatPanel` for the portal: the drawer layout, styles in the document head (added by
 * ChatApp while mounted). Mount props: `onClose()`, called when the user closes the panel.
 */
export default createPageParcel({ rootComponent: ChatApp as ComponentType<AppProps & ChatAppProps> });
