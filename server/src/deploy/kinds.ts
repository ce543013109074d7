/**
 * What a module of the import map is, for deploys and for the portals that receive the change:
 * - 'mf': a content micro-frontend (@atrium/mf-*), swapped live in open portals;
 * - 'root': the root config and the shell, the frame itself;
 * - 'shared': every shared runtime module (react, @atrium/shared, @atrium/ui, …).
 * Only 'mf' swaps live; a change of the others asks the user to reload (architecture rule 8).
 */
export type ModuleKind = 'shared' | 'mf' | 'root';

const ROOT_MODULES = new Set(['@atrium/root-config', '@atrium/shell']);

export function moduleKind(name: string): ModuleKind {
  if (/^@atrium\/mf-[a-z0-9-]+$/.test(name)) return 'mf';
  return ROOT_MODULES.has(name) ? 'root' : 'shared';
}

/** Modules whose entry must export single-spa lifecycles or a parcel map (the shell is a single-spa application). */
export function needsLifecycles(name: string): boolean {
  return moduleKind(name) === 'mf' || name === '@atrium/shell';
}
