// GeoJSON drawn as SVG paths, without a map library: an equirectangular projection corrected by
// the cosine of the middle latitude (so a province is not squashed), fitted into the box.

type Position = number[];

export interface GeoShape {
  /** The feature's name (properties.name), when it has one. */
  name: string;
  /** SVG path data in the box's coordinates. */
  d: string;
  /** Polygons are filled, lines and points are not. */
  kind: 'area' | 'line' | 'point';
}

export interface GeoDrawing {
  width: number;
  height: number;
  shapes: GeoShape[];
}

interface Geometry {
  type: string;
  coordinates?: unknown;
  geometries?: Geometry[];
}

interface Feature {
  type: 'Feature';
  properties?: Record<string, unknown> | null;
  geometry: Geometry | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The features of a FeatureCollection, a Feature or a bare geometry. */
export function featuresOf(document: unknown): Feature[] {
  if (!isObject(document)) return [];
  if (document.type === 'FeatureCollection' && Array.isArray(document.features)) return document.features.filter((item): item is Feature => isObject(item) && item.type === 'Feature');
  if (document.type === 'Feature') return [document as unknown as Feature];
  if (typeof document.type === 'string') return [{ type: 'Feature', properties: null, geometry: document as unknown as Geometry }];
  return [];
}

/** Every position of a geometry, for the bounds. */
function positions(geometry: Geometry | null, into: Position[] = []): Position[] {
  if (!geometry) return into;
  if (geometry.type === 'GeometryCollection') {
    for (const part of geometry.geometries ?? []) positions(part, into);
    return into;
  }
  const walk = (value: unknown) => {
    if (!Array.isArray(value)) return;
    if (typeof value[0] === 'number') into.push(value as Position);
    else for (const part of value) walk(part);
  };
  walk(geometry.coordinates);
  return into;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Draws the document into a box `width` wide (the height follows the shape, at most `maxHeight`).
 * Unknown geometry types are skipped; an empty document draws nothing.
 */
export function drawGeoJson(document: unknown, width = 480, maxHeight = 360): GeoDrawing {
  const features = featuresOf(document);
  const all = features.flatMap((feature) => positions(feature.geometry));
  if (all.length === 0) return { width, height: 0, shapes: [] };
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x = 0, y = 0] of all) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const squeeze = Math.cos((((minY + maxY) / 2) * Math.PI) / 180) || 1;
  const spanX = Math.max((maxX - minX) * squeeze, 1e-9);
  const spanY = Math.max(maxY - minY, 1e-9);
  const padding = 8;
  const scale = Math.min((width - padding * 2) / spanX, (maxHeight - padding * 2) / spanY);
  const height = Math.min(maxHeight, Math.ceil(spanY * scale + padding * 2));
  const offsetX = (width - spanX * scale) / 2;
  const offsetY = (height - spanY * scale) / 2;
  const project = ([x = 0, y = 0]: Position): string => `${round(offsetX + (x - minX) * squeeze * scale)} ${round(offsetY + (maxY - y) * scale)}`;
  const ring = (points: Position[], close: boolean) => points.map((point, index) => `${index === 0 ? 'M' : 'L'}${project(point)}`).join('') + (close ? 'Z' : '');
  const dot = (point: Position) => {
    const [x, y] = project(point).split(' ').map(Number) as [number, number];
    return `M${x - 3} ${y}a3 3 0 1 0 6 0a3 3 0 1 0 -6 0`;
  };

  const shapes: GeoShape[] = [];
  const draw = (geometry: Geometry | null, name: string) => {
    if (!geometry) return;
    const coordinates = geometry.coordinates as never;
    switch (geometry.type) {
      case 'Polygon':
        shapes.push({ name, kind: 'area', d: (coordinates as Position[][]).map((points) => ring(points, true)).join('') });
        break;
      case 'MultiPolygon':
        shapes.push({ name, kind: 'area', d: (coordinates as Position[][][]).flatMap((polygon) => polygon.map((points) => ring(points, true))).join('') });
        break;
      case 'LineString':
        shapes.push({ name, kind: 'line', d: ring(coordinates as Position[], false) });
        break;
      case 'MultiLineString':
        shapes.push({ name, kind: 'line', d: (coordinates as Position[][]).map((points) => ring(points, false)).join('') });
        break;
      case 'Point':
        shapes.push({ name, kind: 'point', d: dot(coordinates as Position) });
        break;
      case 'MultiPoint':
        shapes.push({ name, kind: 'point', d: (coordinates as Position[]).map(dot).join('') });
        break;
      case 'GeometryCollection':
        for (const part of geometry.geometries ?? []) draw(part, name);
        break;
      default:
        break;
    }
  };
  for (const feature of features) {
    const label = feature.properties && typeof feature.properties.name === 'string' ? feature.properties.name : '';
    draw(feature.geometry, label);
  }
  return { width, height, shapes };
}
