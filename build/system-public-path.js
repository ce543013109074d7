/* global __system_context__ */
// First module of every bundle: lazy chunks load from wherever SystemJS loaded the bundle
// (its import-map URL, possibly a CDN or an override), not from a path fixed at build time.
// eslint-disable-next-line no-undef, camelcase
__webpack_public_path__ = new URL('./', __system_context__.meta.url).href;
