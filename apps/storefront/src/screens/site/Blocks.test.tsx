import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Block } from '@gartenwerk/api-client';
import { blockAttrs, demoImage, demoImage2 } from '@gartenwerk/api-client/msw';
import { storefrontResources } from '@gartenwerk/i18n';
import { I18nextProvider } from 'react-i18next';
import { createI18nWith } from '../../i18n/texts';
import { Blocks } from './Blocks';

const gallery: Block = { type: 'gallery', props: { images: [demoImage, demoImage2] }, attrs: blockAttrs() };
const text: Block = { type: 'text', props: { content: '<p>Hecken</p>' }, attrs: blockAttrs() };

function imagesOf(blocks: Block[]) {
  const { container } = render(
    <I18nextProvider i18n={createI18nWith(storefrontResources, 'de')}>
      <Blocks blocks={blocks} language="de" />
    </I18nextProvider>,
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
