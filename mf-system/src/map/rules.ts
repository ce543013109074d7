// The map form's checks, in the server's words (server/src/routes/data-map/messages.ts). The
// server checks the document fully again; here the common mistakes are caught before uploading.
import { t } from '@atrium/shared';

export const MAP_DATA_MAX_BYTES = 5 * 1024 * 1024;
export const MAP_CODE_MAX = 50;
export const MAP_NAME_MAX = 50;

const GEOMETRIES = ['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon', 'GeometryCollection'];

export interface MapValues {
  fullName: string;
  enCode: string;
}

const message = (key: string, options?: Record<string, unknown>) => t(`system:map.rules.${key}`, options);

export function validateMap(values: MapValues, data: string, isNew: boolean): Partial<Record<'fullName' | 'enCode' | 'data', string>> {
  const errors: Partial<Record<'fullName' | 'enCode' | 'data', string>> = {};
  const name = values.fullName.trim();
  if (name === '') errors.fullName = message('nameRequired');
  else if ([...name].length > MAP_NAME_MAX) errors.fullName = message('nameTooLong', { max: MAP_NAME_MAX });
  const code = values.enCode.trim();
  if (code === '') errors.enCode = message('codeRequired');
  else if (code.length > MAP_CODE_MAX || !/^[A-Za-z0-9_-]+$/.test(code)) errors.enCode = message('codeInvalid', { max: MAP_CODE_MAX });
  if (data === '') {
    if (isNew) errors.data = message('dataRequired');
  } else {
    const problem = geoJsonProblem(data);
    if (problem) errors.data = problem;
  }
  return errors;
}

/** The first problem of a GeoJSON text, or null; the server checks coordinates one by one. */
export function geoJsonProblem(data: string): string | null {
  if (new Blob([data]).size > MAP_DATA_MAX_BYTES) return message('tooLarge', { max: MAP_DATA_MAX_BYTES / 1024 / 1024 });
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch (error) {
    return message('notJson', { detail: error instanceof Error ? error.message : '' });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return message('type');
  const type = (parsed as { type?: unknown }).type;
  if (type === 'FeatureCollection') {
    const features = (parsed as { features?: unknown }).features;
    if (!Array.isArray(features)) return message('type');
    if (features.length === 0) return message('empty');
    return null;
  }
  if (type === 'Feature' || GEOMETRIES.includes(String(type))) return null;
  return message('type');
}
