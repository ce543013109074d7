import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin so its decorators and hooks apply to the parent instance,
 * the same mechanism fastify-plugin uses (the `skip-override` symbol); done by
 * hand to avoid another dependency for four lines.
 */
export function globalPlugin<Options extends object>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  const marked = plugin as FastifyPluginAsync<Options> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  return marked;
}
