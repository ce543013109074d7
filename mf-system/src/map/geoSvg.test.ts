import { drawGeoJson, featuresOf } from './geoSvg';

const square = (x: number, y: number) => [[[x, y], [x + 1, y], [x + 1, y + 1], [x, y + 1], [x, y]]];

it('draws each polygon of a collection as a closed path inside the box, north up', () => {
  const drawing = drawGeoJson({
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { name: '西' }, geometry: { type: 'Polygon', coordinates: square(0, 0) } },
      { type: 'Feature', properties: { name: '东' }, geometry: { type: 'MultiPolygon', coordinates: [square(1, 0)] } },
    ],
  }, 200, 200);
  expect(drawing.shapes.map((shape) => [shape.name, shape.kind])).toEqual([['西', 'area'], ['东', 'area']]);
  expect(drawing.shapes[0]?.d.startsWith('M')).toBe(true);
  expect(drawing.shapes[0]?.d.endsWith('Z')).toBe(true);
  const numbers = drawing.shapes.flatMap((shape) => shape.d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0);
  expect(Math.max(...numbers)).toBeLessThanOrEqual(200);
  // The western square lies left of the eastern one; y=0 (south) is drawn at the bottom.
  const firstX = (d: string | undefined) => Number(d?.slice(1).split(' ')[0]);
  expect(firstX(drawing.shapes[0]?.d)).toBeLessThan(firstX(drawing.shapes[1]?.d));
  expect(Number(drawing.shapes[0]?.d.split(/[ML]/)[1]?.split(' ')[1])).toBeGreaterThan(drawing.height / 2);
});

it('takes a bare geometry or a Feature, and draws nothing for an empty document', () => {
  expect(featuresOf({ type: 'Point', coordinates: [116, 39] })).toHaveLength(1);
  expect(drawGeoJson({ type: 'Feature', properties: null, geometry: { type: 'LineString', coordinates: [[0, 0], [1, 1]] } }).shapes[0]?.kind).toBe('line');
  expect(drawGeoJson({ type: 'FeatureCollection', features: [] }).shapes).toEqual([]);
  expect(drawGeoJson('nonsense').shapes).toEqual([]);
});
