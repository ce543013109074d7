/**
 * The portal's ONE http client, wired to the session, the locale, toasts and routing.
 * MFs call `http.get/post/put/delete/request`; screens never read the token themselves.
 */
import type { AxiosAdapter } from 'axios';
import { getApiConfig } from '../config';
import { $locale, acceptLanguage, t } from '../i18n';
import { notifyError } from '../notify';
import { navigate } from '../routing';
import { $token, resetSession } from '../sessionState';
import { createHttpClient, type HttpClient } from './client';

let adapter: AxiosAdapter | undefined;
let client: HttpClient = build();

function build(): HttpClient {
  return createHttpClient({
    ...(adapter ? { adapter } : {}),
    getConfig: () => getApiConfig(),
    getToken: () => $token.get(),
    getAcceptLanguage: () => acceptLanguage($locale.get()),
    defaultErrorMessage: () => t('http.error'),
    canceledMessage: () => t('http.canceled'),
    toastError: (message, duration) => notifyError(message, duration),
    expireSession: () => {
      // Several calls may fail together; announce the expiry once.
      if ($token.get() !== null) resetSession('expired');
    },
    getLocation: () => ({ pathname: window.location.pathname, search: window.location.search }),
    navigate: (url) => {
      if (getApiConfig().loginRedirect) navigate(url);
    },
  });
}

/** The shared client. Methods resolve with the envelope's `data` or reject with ApiError. */
export const http: HttpClient = {
  get: (url, params, options) => client.get(url, params, options),
  post: (url, body, options) => client.post(url, body, options),
  put: (url, body, options) => client.put(url, body, options),
  delete: (url, body, options) => client.delete(url, body, options),
  request: (config) => client.request(config),
};

/**
 * Internal (not exported by index.ts): swaps the transport of the shared client, so
 * tests of session.ts and friends go through the real interceptors with a fake network.
 * Pass undefined to restore axios' own adapter.
 */
export function setHttpAdapter(next: AxiosAdapter | undefined): void {
  adapter = next;
  client = build();
}

export { ApiError } from './ApiError';
export type { ApiErrorKind } from './ApiError';
export type { HttpClient, HttpOptions, HttpRequestConfig, HttpMethod, HttpResponseType } from './client';
