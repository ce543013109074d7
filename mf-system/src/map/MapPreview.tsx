import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SYSTEM_NS } from '../i18n';
import { drawGeoJson } from './geoSvg';
import sheet from './map.module.css';

const styles = sheet.locals;

/** The map's outlines as SVG (no map library): areas filled, hover shows the area's name. */
export function MapPreview({ data, width = 480 }: { data: string; width?: number }) {
  const { t } = useTranslation(SYSTEM_NS);
  const drawing = useMemo(() => {
    try {
      return drawGeoJson(JSON.parse(data), width);
    } catch {
      return null;
    }
  }, [data, width]);
  if (!drawing || drawing.shapes.length === 0) return <p className={styles.empty}>{t('map.nothingToDraw')}</p>;
  return (
    <svg className={styles.preview} role="img" aria-label={t('map.preview')} width={drawing.width} height={drawing.height} viewBox={`0 0 ${drawing.width} ${drawing.height}`} data-testid="map-preview">
      {drawing.shapes.map((shape, index) => (
        <path key={index} d={shape.d} className={styles[shape.kind]} fillRule="evenodd">
          {shape.name && <title>{shape.name}</title>}
        </path>
      ))}
    </svg>
  );
}
