/*
 * Atrium chat loader for legacy pages (plain JS, no framework): include it with
 *   <script src="https://atrium.example/assets/chat-loader.js"></script>
 * then call AtriumChat.mount(element, { token }) -> Promise<{ unmount() }>.
 * It loads SystemJS and Atrium's import map when the page has none of ours, imports
 * @atrium/mf-chat and mounts its chat parcel with single-spa's mountRootParcel.
 * A <script ... data-mount="#selector"> mounts into that element by itself.
 * Deploys: a legacy page keeps the mf-chat version it loaded until it reloads (no live swap: only
 * the portal's root config runs the import-map watcher); old bundles stay served, so it works on.
 */
(function () {
  'use strict';
  if (window.AtriumChat) return;

  var script = document.currentScript;
  var origin = new URL(script ? script.src : window.location.href).origin;
  var SYSTEMJS = origin + '%SYSTEMJS%';
  var ready = null;

  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var tag = document.createElement('script');
      tag.src = src;
      tag.async = true;
      tag.setAttribute('data-atrium-chat-loader', '');
      tag.onload = function () { resolve(); };
      tag.onerror = function () { reject(new Error('AtriumChat: cannot load ' + src)); };
      document.head.appendChild(tag);
    });
  }

  function hasOurMap() {
    try {
      return Boolean(window.System.resolve('@atrium/mf-chat'));
    } catch (error) {
      return false;
    }
  }

  /** SystemJS and our import map, once per page (the portal itself already has both). */
  function ensureSystem() {
    if (ready) return ready;
    var system = window.System && window.System.addImportMap ? Promise.resolve() : loadScript(SYSTEMJS);
    ready = system
      .then(function () {
        if (hasOurMap()) return undefined;
        return fetch(origin + '/import-map.json', { cache: 'no-cache' })
          .then(function (response) {
            if (!response.ok) throw new Error('AtriumChat: import map ' + response.status);
            return response.json();
          })
          .then(function (map) {
            window.System.addImportMap(map, origin + '/');
          });
      })
      .catch(function (error) {
        ready = null;
        throw error;
      });
    return ready;
  }

  function mount(element, options) {
    options = options || {};
    if (!(element instanceof Element)) return Promise.reject(new Error('AtriumChat.mount: give the container element'));
    var token = options.token || readStoredToken();
    return ensureSystem()
      .then(function () {
        return Promise.all([window.System.import('single-spa'), window.System.import('@atrium/mf-chat')]);
      })
      .then(function (modules) {
        var parcel = modules[0].mountRootParcel(modules[1].chatParcel, {
          domElement: element,
          token: token || undefined,
          locale: options.locale,
          apiBase: origin,
        });
        return parcel.mountPromise.then(function () {
          return {
            unmount: function () {
              return parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : Promise.resolve();
            },
          };
        });
      });
  }

  // The portal stores the session token as JSON under jnpf_token.
  function readStoredToken() {
    try {
      var raw = window.localStorage.getItem('jnpf_token');
      if (!raw) return '';
      var value = JSON.parse(raw);
      return typeof value === 'string' ? value : '';
    } catch (error) {
      return '';
    }
  }

  window.AtriumChat = { mount: mount };

  var selector = script && script.getAttribute('data-mount');
  if (selector) {
    var start = function () {
      var target = document.querySelector(selector);
      if (target) mount(target, { token: script.getAttribute('data-token') || undefined });
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  }
})();
