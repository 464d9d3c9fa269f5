import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { FileRef } from '@gartenwerk/api-client';
import { Picture } from './Picture';

interface LightboxProps {
  images: FileRef[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * A modal view of one gallery image. Keyboard: Escape closes, arrow keys step through the
 * images, Tab stays inside; the caller returns the focus to the image that opened it.
 */
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const { t } = useTranslation('content');
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const count = images.length;
  const image = images[index];

  // At commit, not after paint: the focus is inside before the next key press.
  useLayoutEffect(() => closeButton.current?.focus(), []);

  const step = (by: number) => onIndexChange((index + by + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'Tab') {
      const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>('button') ?? [])];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  if (!image) return null;
  const label = t('lightbox.label', { index: index + 1, count });
  return (
    <div className="lightbox" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        className="lightbox__dialog"
        onKeyDown={onKeyDown}
      >
        <button ref={closeButton} type="button" className="lightbox__close" onClick={onClose}>
          {t('lightbox.close')}
        </button>
        <figure className="lightbox__figure">
          <Picture file={image} alt={image.name ?? label} sizes="100vw" priority="eager" />
          <figcaption>
            {image.name ? `${image.name} – ` : ''}
            {label}
          </figcaption>
        </figure>
        {count > 1 ? (
          <div className="lightbox__nav">
            <button type="button" onClick={() => step(-1)}>
              {t('lightbox.previous')}
            </button>
            <button type="button" onClick={() => step(1)}>
              {t('lightbox.next')}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
