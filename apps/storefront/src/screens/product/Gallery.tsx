import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileRef } from '@gartenwerk/api-client';
import { Picture } from '../site/Picture';

/** The product's images: one large, the others as thumbnails that switch it. */
export function Gallery({ images, title }: { images: readonly FileRef[]; title: string }) {
  const { t } = useTranslation('shop');
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  if (!current) return null;
  return (
    <div className="product-gallery">
      <Picture file={current} alt={title} sizes="(min-width: 768px) 50vw, 100vw" priority="lcp" />
      {images.length > 1 ? (
        <ul className="product-gallery__thumbs" aria-label={t('product.images')}>
          {images.map((image, index) => (
            <li key={image._id}>
              <button
                type="button"
                aria-pressed={index === shown}
                aria-label={t('product.showImage', { number: index + 1 })}
                onClick={() => setShown(index)}
              >
                <Picture file={image} alt="" sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
