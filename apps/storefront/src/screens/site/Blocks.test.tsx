import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Block } from '@gartenwerk/api-client';
import { blockAttrs, demoImage, demoImage2 } from '@gartenwerk/api-client/msw';
import { texts } from '@gartenwerk/i18n/storefront/de';
import { createTranslator } from '@gartenwerk/i18n/translator';
import { TranslationProvider } from '../../i18n/translation';
import { Blocks } from './Blocks';

const gallery: Block = { type: 'gallery', props: { images: [demoImage, demoImage2] }, attrs: blockAttrs() };
const text: Block = { type: 'text', props: { content: '<p>Hecken</p>' }, attrs: blockAttrs() };

function imagesOf(blocks: Block[]) {
  const { container } = render(
    <TranslationProvider translator={createTranslator({ language: 'de', texts: { de: texts } })}>
      <Blocks blocks={blocks} />
    </TranslationProvider>,
  );
  return [...container.querySelectorAll('img')];
}

describe('the images of page blocks', () => {
  it("fetch the first image of a page's leading gallery first and the others lazily", () => {
    const [first, ...others] = imagesOf([gallery, gallery]);
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(others).toHaveLength(3);
    for (const image of others) {
      expect(image.getAttribute('fetchpriority')).toBeNull();
      expect(image.getAttribute('loading')).toBe('lazy');
    }
  });

  it('fetch every image lazily when the gallery does not lead the page', () => {
    const images = imagesOf([text, gallery]);
    expect(images).toHaveLength(2);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    expect(images.some((image) => image.hasAttribute('fetchpriority'))).toBe(false);
  });
});
