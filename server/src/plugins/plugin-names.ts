import type { FastifyInstance } from 'fastify';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * Gives every plugin registered on this app (and its child scopes, which inherit `register`) a
 * display name before Fastify asks for one. Without it, Fastify names a plugin that lacks one by
 * searching the whole of `require.cache` for a module exporting it, for each of our ~60 route
 * scopes: measured, that search was a fifth of building the app (and slower under jest, whose
 * require.cache is a proxy over its module registry), paid at every start and by every test app.
 */
export function nameRegisteredPlugins(app: FastifyInstance): void {
  const register = app.register;
  const named: typeof register = function (this: FastifyInstance, plugin: unknown, options?: unknown) {
    if ((typeof plugin === 'function' || (typeof plugin === 'object' && plugin !== null)) && !(DISPLAY_NAME in plugin)) {
      const name = typeof plugin === 'function' && plugin.name ? plugin.name : 'anonymous plugin';
      // A property, not a wrapper: the plugin's own markers (skip-override, plugin-meta) stay as they are.
      Object.defineProperty(plugin, DISPLAY_NAME, { value: name, configurable: true });
    }
    // The signature is Fastify's own overload set; the call only passes the arguments on.
    return (register as (this: FastifyInstance, ...args: unknown[]) => ReturnType<typeof register>).call(this, plugin, options);
  } as typeof register;
  app.register = named;
}
