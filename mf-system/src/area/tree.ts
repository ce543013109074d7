import { AREA_ROOT, type Area } from './api';

export interface AreaRow extends Area {
  children?: AreaRow[];
}

/** The loaded part of the lazy tree as table rows: each level's list under its parent, as far as it is loaded. */
export function buildRows(levels: ReadonlyMap<string, readonly Area[]>, parentId: string = AREA_ROOT): AreaRow[] {
  return (levels.get(parentId) ?? []).map((area) => {
    const children = levels.get(area.id);
    return children ? { ...area, children: buildRows(levels, area.id) } : { ...area };
  });
}

/** A search's answer (matches and the areas above them, each under its parentId) as loaded levels, in its order. */
export function levelsOf(list: readonly Area[]): Map<string, readonly Area[]> {
  const levels = new Map<string, Area[]>();
  for (const area of list) {
    const level = levels.get(area.parentId);
    if (level) level.push(area);
    else levels.set(area.parentId, [area]);
  }
  // An area whose parent is neither the root nor answered cannot be placed: it hangs at the top.
  const ids = new Set(list.map((area) => area.id));
  for (const [parentId, level] of [...levels]) {
    if (parentId === AREA_ROOT || ids.has(parentId)) continue;
    levels.delete(parentId);
    levels.set(AREA_ROOT, [...(levels.get(AREA_ROOT) ?? []), ...level]);
  }
  return levels;
}

/** The parent ids to fetch again after a change under `parentId`: it, and its own parent whose row shows whether it has children. */
export function levelsToReload(levels: ReadonlyMap<string, readonly Area[]>, parentId: string): string[] {
  if (parentId === AREA_ROOT) return [AREA_ROOT];
  for (const [grandParent, list] of levels) {
    if (list.some((area) => area.id === parentId)) return [parentId, grandParent];
  }
  return [parentId];
}
