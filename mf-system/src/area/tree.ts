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

/** The parent ids to fetch again after a change under `parentId`: it, and its own parent whose row shows whether it has children. */
export function levelsToReload(levels: ReadonlyMap<string, readonly Area[]>, parentId: string): string[] {
  if (parentId === AREA_ROOT) return [AREA_ROOT];
  for (const [grandParent, list] of levels) {
    if (list.some((area) => area.id === parentId)) return [parentId, grandParent];
  }
  return [parentId];
}
