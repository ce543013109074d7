// Pure rules of the area picker (spec sections 2 and 5): leaf nodes only, duplicates ignored.

/** Levels are 0-based: 0 province, 1 city, 2 district, 3 street. */
export const DEFAULT_AREA_LEVEL = 2;

/** A node can be the answer when it is as deep as the picker goes, or has nothing below it. */
export function isPickable(depth: number, level: number, isLeaf: boolean): boolean {
  return depth >= level || isLeaf;
}

const samePath = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/** Multiple mode: the path is added unless it is already there. */
export function addPath(paths: readonly (readonly string[])[], path: readonly string[]): string[][] {
  const copy = paths.map((item) => [...item]);
  return copy.some((item) => samePath(item, path)) ? copy : [...copy, [...path]];
}
