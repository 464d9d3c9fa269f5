import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import {
  BLOCK_BREAKPOINTS,
  downloadUrl,
  type Block,
  type BlockAttrs,
  type FileRef,
} from '@gartenwerk/api-client';
import { formatFileSize, localizedText, type Language } from '@gartenwerk/domain';
import { Lightbox } from './Lightbox';
import { Picture } from './Picture';
import { ShopFacts } from './ShopFacts';

/** Grid classes of a block: its width of 12 and its visibility per breakpoint (styles.css). */
export function blockClassNames(attrs: BlockAttrs): string {
  return [
    'block',
    ...BLOCK_BREAKPOINTS.map((breakpoint) => `col-${breakpoint}-${attrs.size[breakpoint]}`),
    ...BLOCK_BREAKPOINTS.filter((breakpoint) => !attrs.visible[breakpoint]).map(
      (breakpoint) => `hidden-${breakpoint}`,
    ),
  ].join(' ');
}

/** `leading`: the page's first block, whose first image is the page's main image (fetched first). */
function Gallery({ images, leading }: { images: FileRef[]; leading: boolean }) {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState<number | null>(null);
  const openers = useRef<Array<HTMLButtonElement | null>>([]);
  const openedFrom = useRef(0);
  const count = images.length;

  const close = () => {
    setOpen(null);
    openers.current[openedFrom.current]?.focus();
  };

  return (
    <>
      <ul className="gallery" aria-label={t('blocks.gallery')}>
        {images.map((image, index) => (
          <li key={`${image._id}-${index}`}>
            <button
              type="button"
              className="gallery__open"
              ref={(element) => {
                openers.current[index] = element;
              }}
              aria-label={t('blocks.openImage', { index: index + 1, count, name: image.name ?? '' })}
              onClick={() => {
                openedFrom.current = index;
                setOpen(index);
              }}
            >
              <Picture
                file={image}
                alt=""
                sizes="(min-width: 800px) 33vw, 100vw"
                priority={leading && index === 0 ? 'lcp' : 'lazy'}
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Lightbox images={images} index={open} onIndexChange={setOpen} onClose={close} />
      ) : null}
    </>
  );
}

function Downloads({ downloads }: { downloads: FileRef[] }) {
  const { t } = useTranslation('content');
  return (
    <section className="downloads" aria-label={t('blocks.downloads')}>
      <h2>{t('blocks.downloads')}</h2>
      <ul>
        {downloads.map((file) => {
          const name = file.name ?? file._id;
          return (
            <li key={file._id}>
              <a
                href={`${downloadUrl(file._id)}?download=true`}
                download={name}
                aria-label={
                  file.size !== undefined
                    ? t('blocks.download', { name, size: formatFileSize(file.size) })
                    : undefined
                }
              >
                {name}
              </a>
              {file.size !== undefined ? (
                <span className="downloads__size"> ({formatFileSize(file.size)})</span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function BlockContent({ block, leading, language }: { block: Block; leading: boolean; language: Language }) {
  switch (block.type) {
    case 'text': {
      // The English text where written; the German one, marked lang="de", on English pages otherwise.
      const text = localizedText(block.props.content, block.props.content_en, language);
      // The server sanitises text blocks on save and on render (allow-list of tags and attributes).
      return <div className="block-text" lang={text.lang} dangerouslySetInnerHTML={{ __html: text.text }} />;
    }
    case 'spacer':
      return <div className="block-spacer" aria-hidden="true" style={{ height: block.props.height ?? 32 }} />;
    case 'hr':
      return <hr />;
    case 'gallery':
      return <Gallery images={block.props.images} leading={leading} />;
    case 'download':
      return <Downloads downloads={block.props.downloads} />;
    case 'shop_facts':
      return <ShopFacts kind={block.props.kind} />;
  }
}

/**
 * An entry's page-building blocks in the 12-column grid, their texts in the page's language where
 * written (a German text on an English page is marked lang="de").
 */
export function Blocks({ blocks, language }: { blocks: readonly Block[]; language: Language }) {
  if (blocks.length === 0) return null;
  return (
    <div className="blocks">
      {blocks.map((block, index) => (
        <div key={index} className={blockClassNames(block.attrs)} data-block-type={block.type}>
          <BlockContent block={block} leading={index === 0} language={language} />
        </div>
      ))}
    </div>
  );
}
