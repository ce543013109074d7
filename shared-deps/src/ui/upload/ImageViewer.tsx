import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useStyleSheet } from '../useStyleSheet';
import { UPLOAD_NS } from './i18n';
import sheet from './upload.module.css';

const styles = sheet.locals;

export interface ViewerImage {
  name: string;
  /** null while the image's link is still being fetched: the viewer shows at once, with a spinner. */
  url: string | null;
}

export interface ImageViewerProps {
  images: readonly ViewerImage[];
  /** The image shown first. */
  index?: number;
  onClose: () => void;
}

const MIN_SCALE = 0.2;
const MAX_SCALE = 8;

/**
 * A full-screen image viewer above everything (z-index 10000, spec section 9): zoom with the
 * buttons, the wheel or +/-; rotate; previous and next with the arrows; Escape closes.
 */
export function ImageViewer({ images, index: first = 0, onClose }: ImageViewerProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(UPLOAD_NS);
  const [index, setIndex] = useState(Math.min(Math.max(first, 0), Math.max(images.length - 1, 0)));
  const [scale, setScale] = useState(1);
  const [rotation, setRotation] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const image = images[index];
  const many = images.length > 1;

  const reset = () => {
    setScale(1);
    setRotation(0);
  };
  const zoom = (factor: number) => setScale((current) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, current * factor)));
  const go = (step: number) => {
    if (!many) return;
    setIndex((current) => (current + step + images.length) % images.length);
    reset();
  };

  useEffect(() => {
    // Focus moves into the viewer, so its keys work at once; it goes back when the viewer closes.
    const before = document.activeElement as HTMLElement | null;
    root.current?.focus();
    return () => before?.focus?.();
  }, []);

  if (!image) return null;

  return createPortal(
    <div
      ref={root}
      className={styles.viewer}
      role="dialog"
      aria-modal="true"
      aria-label={t('imageViewer')}
      tabIndex={-1}
      onKeyDown={(event) => {
        const actions: Record<string, () => void> = {
          Escape: onClose,
          ArrowLeft: () => go(-1),
          ArrowRight: () => go(1),
          '+': () => zoom(1.25),
          '=': () => zoom(1.25),
          '-': () => zoom(0.8),
        };
        const action = actions[event.key];
        if (!action) return;
        event.preventDefault();
        event.stopPropagation();
        action();
      }}
    >
      <div className={styles.viewerBar}>
        <span className={styles.viewerTitle}>
          {image.name}
          {many && ` (${t('imageOf', { index: index + 1, total: images.length })})`}
        </span>
        <span className={styles.viewerTools}>
          <sl-icon-button name="zoom-in" label={t('zoomIn')} title={t('zoomIn')} onClick={() => zoom(1.25)} />
          <sl-icon-button name="zoom-out" label={t('zoomOut')} title={t('zoomOut')} onClick={() => zoom(0.8)} />
          <sl-icon-button name="arrow-counterclockwise" label={t('rotateLeft')} title={t('rotateLeft')} onClick={() => setRotation((current) => current - 90)} />
          <sl-icon-button name="arrow-clockwise" label={t('rotateRight')} title={t('rotateRight')} onClick={() => setRotation((current) => current + 90)} />
          <sl-icon-button name="aspect-ratio" label={t('reset')} title={t('reset')} onClick={reset} />
          <sl-icon-button name="x-lg" label={t('close')} title={t('close')} onClick={onClose} />
        </span>
      </div>
      <div
        className={styles.viewerStage}
        onWheel={(event) => zoom(event.deltaY < 0 ? 1.1 : 0.9)}
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        {image.url === null ? (
          <sl-spinner aria-label={t('loading')} style={{ fontSize: '2.5rem' }} />
        ) : (
          <img src={image.url} alt={image.name} style={{ transform: `scale(${scale}) rotate(${rotation}deg)` }} draggable={false} />
        )}
        {many && (
          <>
            <sl-icon-button className={`${styles.viewerNav} ${styles.viewerPrev}`} name="chevron-left" label={t('previous')} onClick={() => go(-1)} />
            <sl-icon-button className={`${styles.viewerNav} ${styles.viewerNext}`} name="chevron-right" label={t('next')} onClick={() => go(1)} />
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
