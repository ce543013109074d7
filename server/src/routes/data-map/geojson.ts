import type { MessageParams } from '../../i18n/messages';

/** A map is an outline of areas, not a survey: 5 MB of GeoJSON holds a detailed province. */
export const MAP_DATA_MAX_BYTES = 5 * 1024 * 1024;
/** Deeper than any real GeoJSON nesting; keeps a hostile document from costing time. */
const MAX_FEATURES = 10_000;

const GEOMETRY_DEPTH: Readonly<Record<string, number>> = {
  Point: 0,
  MultiPoint: 1,
  LineString: 1,
  MultiLineString: 2,
  Polygon: 2,
  MultiPolygon: 3,
};

export type GeoJsonProblem =
  | { key: 'mapDataTooLarge'; params: MessageParams }
  | { key: 'mapDataNotJson'; params: MessageParams }
  | { key: 'mapDataType'; params: MessageParams }
  | { key: 'mapDataGeometry'; params: MessageParams }
  | { key: 'mapDataCoordinates'; params: MessageParams }
  | { key: 'mapDataEmpty'; params: MessageParams }
  | { key: 'mapDataTooManyFeatures'; params: MessageParams };

class Refusal extends Error {
  constructor(readonly problem: GeoJsonProblem) {
    super(problem.key);
  }
}

const refuse = (problem: GeoJsonProblem): never => {
  throw new Refusal(problem);
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkPosition(value: unknown, where: string): void {
  if (!Array.isArray(value) || value.length < 2 || value.length > 4) refuse({ key: 'mapDataCoordinates', params: { where } });
  const [lon, lat] = value as unknown[];
  if (!(value as unknown[]).every((part) => typeof part === 'number' && Number.isFinite(part))) refuse({ key: 'mapDataCoordinates', params: { where } });
  if (Math.abs(lon as number) > 180 || Math.abs(lat as number) > 90) refuse({ key: 'mapDataCoordinates', params: { where } });
}

function checkCoordinates(value: unknown, depth: number, where: string): number {
  if (depth === 0) {
    checkPosition(value, where);
    return 1;
  }
  if (!Array.isArray(value)) return refuse({ key: 'mapDataCoordinates', params: { where } });
  let count = 0;
  for (const part of value) count += checkCoordinates(part, depth - 1, where);
  return count;
}

function checkGeometry(value: unknown, where: string): void {
  if (!isObject(value)) refuse({ key: 'mapDataGeometry', params: { where, type: String(value) } });
  const geometry = value as Record<string, unknown>;
  const type = typeof geometry.type === 'string' ? geometry.type : '';
  if (type === 'GeometryCollection') {
    if (!Array.isArray(geometry.geometries)) refuse({ key: 'mapDataGeometry', params: { where, type } });
    (geometry.geometries as unknown[]).forEach((part, index) => checkGeometry(part, `${where}.geometries[${index}]`));
    return;
  }
  const depth = GEOMETRY_DEPTH[type];
  if (depth === undefined) refuse({ key: 'mapDataGeometry', params: { where, type: type || '—' } });
  checkCoordinates(geometry.coordinates, depth as number, `${where}.coordinates`);
}

function checkFeature(value: unknown, where: string): void {
  if (!isObject(value) || value.type !== 'Feature') refuse({ key: 'mapDataType', params: { where } });
  const feature = value as Record<string, unknown>;
  // RFC 7946: a Feature's geometry may be null (an area without an outline yet).
  if (feature.geometry !== null) checkGeometry(feature.geometry, `${where}.geometry`);
  if (feature.properties !== undefined && feature.properties !== null && !isObject(feature.properties)) refuse({ key: 'mapDataType', params: { where: `${where}.properties` } });
}

/**
 * Checks a GeoJSON document (RFC 7946): a FeatureCollection, a Feature or a bare geometry, with
 * positions of finite longitude/latitude. Returns how many features it holds (1 for a Feature or a
 * geometry), or the problem in words the server's messages can say.
 */
export function checkGeoJson(text: string): { featureCount: number } | { problem: GeoJsonProblem } {
  if (Buffer.byteLength(text, 'utf8') > MAP_DATA_MAX_BYTES) return { problem: { key: 'mapDataTooLarge', params: { max: MAP_DATA_MAX_BYTES / 1024 / 1024 } } };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { problem: { key: 'mapDataNotJson', params: { detail: error instanceof SyntaxError ? error.message : '' } } };
  }
  try {
    if (!isObject(parsed)) return refuse({ key: 'mapDataType', params: { where: '$' } });
    if (parsed.type === 'FeatureCollection') {
      if (!Array.isArray(parsed.features)) return refuse({ key: 'mapDataType', params: { where: '$.features' } });
      if (parsed.features.length === 0) return refuse({ key: 'mapDataEmpty', params: {} });
      if (parsed.features.length > MAX_FEATURES) return refuse({ key: 'mapDataTooManyFeatures', params: { max: MAX_FEATURES } });
      (parsed.features as unknown[]).forEach((feature, index) => checkFeature(feature, `$.features[${index}]`));
      return { featureCount: parsed.features.length };
    }
    if (parsed.type === 'Feature') {
      checkFeature(parsed, '$');
      return { featureCount: 1 };
    }
    checkGeometry(parsed, '$');
    return { featureCount: 1 };
  } catch (error) {
    if (error instanceof Refusal) return { problem: error.problem };
    throw error;
  }
}
