/**
 * The chat for pages outside the portal (`chatParcel`): rendered in a shadow root inside the
 * given element, so its styles stay in and the host's stay out; it signs in with the given token
 * (or the stored jnpf_token), opens the socket through the shared client while mounted, and
 * leaves nothing behind on unmount (root, shadow host, style tags, subscriptions, socket).
 */
import { createRoot, type Root } from 'react-dom/client';
import type { AppProps, ParcelConfigObject } from 'single-spa';
import { $locale, $token, $user, adoptToken, configureApi, loadCurrentUser, setLocale, startSocket, type Locale } from '@atrium/shared';
import { ErrorBoundary } from '@atrium/ui';
import { ChatApp } from '../ChatApp';
import { ChatEnvironmentContext } from '../ChatEnvironment';
import { registerChatTranslations } from '../i18n';
import { StyleTargetContext } from '../styles/StyleTarget';

export interface ChatParcelProps {
  /** Session token ('bearer …'); without it the stored jnpf_token is used. */
  token?: string;
  locale?: Locale;
  /** Origin of the Atrium server when the page is on another origin (the loader passes its own). */
  apiBase?: string;
}

type MountProps = AppProps & ChatParcelProps & { domElement?: HTMLElement };

interface Mounted {
  root: Root;
  host: HTMLElement;
  stopSocket: () => void;
}

const mounted = new Map<string, Mounted>();

export class ChatParcelError extends Error {
  constructor(message: string) {
    super(`mf-chat: ${message}`);
    this.name = 'ChatParcelError';
  }
}

async function mount(props: MountProps): Promise<void> {
  const container = props.domElement;
  if (!container) throw new ChatParcelError('mount needs a domElement');
  const apiBase = (props.apiBase ?? '').replace(/\/+$/, '');
  // No portal here: an ended session must not send the host page to /login.
  configureApi({ loginRedirect: false, ...(apiBase && apiBase !== window.location.origin ? { baseURL: apiBase } : {}) });
  if (props.token && props.token !== $token.get()) adoptToken(props.token);
  if (!$token.get()) throw new ChatParcelError('no session: pass a token or sign in to the portal first');
  if (props.locale && props.locale !== $locale.get()) setLocale(props.locale);
  await registerChatTranslations();
  if (!$user.get()) await loadCurrentUser();

  const host = document.createElement('div');
  host.setAttribute('data-atrium-chat', '');
  host.style.height = '100%';
  const shadow = host.attachShadow({ mode: 'open' });
  const rootElement = document.createElement('div');
  rootElement.style.height = '100%';
  shadow.appendChild(rootElement);
  container.appendChild(host);

  const stopSocket = startSocket();
  const root = createRoot(rootElement);
  root.render(
    <ErrorBoundary>
      <StyleTargetContext.Provider value={shadow}>
        <ChatEnvironmentContext.Provider value={{ apiBase: apiBase === window.location.origin ? '' : apiBase, layout: 'inline' }}>
          <ChatApp />
        </ChatEnvironmentContext.Provider>
      </StyleTargetContext.Provider>
    </ErrorBoundary>,
  );
  mounted.set(props.name, { root, host, stopSocket });
}

async function unmount(props: MountProps): Promise<void> {
  const entry = mounted.get(props.name);
  if (!entry) return;
  mounted.delete(props.name);
  entry.root.unmount();
  entry.host.remove();
  entry.stopSocket();
}

export const chatParcel: ParcelConfigObject<ChatParcelProps> = {
  bootstrap: async () => undefined,
  mount,
  unmount,
};

export default chatParcel;
