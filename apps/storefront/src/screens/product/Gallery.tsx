import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { FileRef } from '@gartenwerk/api-client';
import { Button, Dialog, Icon } from '@gartenwerk/ui';
import { Picture } from '../site/Picture';

/**
 * The product's pictures: one large, which opens the lightbox, and thumbnails that switch it. The
 * lightbox is a modal dialog (focus kept inside, Escape closes, focus returns); buttons and the
 * arrow keys step through the pictures, so nothing depends on a swipe.
 */
export function Gallery({ images, title }: { images: readonly FileRef[]; title: string }) {
  const { t } = useTranslation('shop');
  const [shown, setShown] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const current = images[shown] ?? images[0];
  if (!current) return null;
  const count = images.length;
  const step = (by: number) => setShown((index) => (index + by + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  const lightboxTitle = t('product.lightbox', { title, number: shown + 1, count });

  return (
    <div className="product-gallery">
      <button
        type="button"
        className="product-gallery__zoom"
        aria-label={t('product.zoom', { number: shown + 1 })}
        onClick={() => setZoomed(true)}
      >
        <Picture file={current} alt={title} sizes="(min-width: 768px) 50vw, 100vw" priority="lcp" />
        <span className="product-gallery__zoom-icon" aria-hidden="true">
          <Icon name="search" />
        </span>
      </button>
      {count > 1 ? (
        <ul className="product-gallery__thumbs" aria-label={t('product.images')}>
          {images.map((image, index) => (
            <li key={image._id}>
              <button
                type="button"
                aria-pressed={index === shown}
                aria-label={t('product.showImage', { number: index + 1 })}
                onClick={() => setShown(index)}
              >
                <Picture file={image} alt="" sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog
        open={zoomed}
        onClose={() => setZoomed(false)}
        title={lightboxTitle}
        closeLabel={t('product.close')}
        size="lg"
        className="product-lightbox"
      >
        {/* Arrow keys anywhere in the dialog step through the pictures. */}
        <div className="product-lightbox__body" onKeyDown={onKeyDown}>
          <Picture file={current} alt={title} sizes="100vw" priority="eager" />
          {count > 1 ? (
            <div className="product-lightbox__nav">
              <Button variant="secondary" onClick={() => step(-1)}>
                <Icon name="chevron-left" /> {t('product.previousImage')}
              </Button>
              <Button variant="secondary" onClick={() => step(1)}>
                {t('product.nextImage')} <Icon name="chevron-right" />
              </Button>
            </div>
          ) : null}
        </div>
      </Dialog>
    </div>
  );
}
