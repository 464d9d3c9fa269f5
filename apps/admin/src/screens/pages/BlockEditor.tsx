import { ADMIN_BLOCK_TYPES, ADMIN_BREAKPOINTS, type AdminEntryBlock } from '@gartenwerk/api-client';
import { SHOP_FACT_KINDS, type ShopFactKind } from '@gartenwerk/domain/schemas';
import { Button } from '@gartenwerk/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { FileRefsField } from '../../kit';
import { FieldError } from '../../kit/FieldError';
import { GRID_COLUMNS, moveBlock, newBlock, type EditableBlock } from './blocks';

// TipTap is most of the admin bundle's weight; only the page editor loads it.
const RichTextEditor = lazy(() =>
  import('./RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);

const COLUMN_CHOICES = Array.from({ length: GRID_COLUMNS }, (_, index) => index + 1);

/** The page's blocks: add one of the five types, move, remove, size and show per breakpoint, edit props. */
export function BlockEditor({
  blocks,
  onChange,
  error,
}: {
  blocks: EditableBlock[];
  onChange: (blocks: EditableBlock[]) => void;
  /** Why the server's schema refuses one of the blocks. */
  error?: string;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);

  function change(index: number, block: EditableBlock) {
    onChange(blocks.map((current, position) => (position === index ? block : current)));
  }

  return (
    <div className="admin-blocks">
      {blocks.length === 0 && <p>{t('pages.noBlocks')}</p>}
      <ol className="admin-blocks__list">
        {blocks.map((block, index) => (
          <li key={block.key}>
            <BlockFields
              block={block}
              number={index + 1}
              first={index === 0}
              last={index === blocks.length - 1}
              onChange={(next) => change(index, next)}
              onMove={(offset) => onChange(moveBlock(blocks, index, offset))}
              onRemove={() => onChange(blocks.filter((_, position) => position !== index))}
            />
          </li>
        ))}
      </ol>
      <FieldError message={error} />
      <div role="group" aria-label={t('pages.addBlock')} className="admin-blocks__add">
        {ADMIN_BLOCK_TYPES.map((type) => (
          <Button key={type} variant="secondary" onClick={() => onChange([...blocks, newBlock(type)])}>
            {t('pages.addBlockOf', { type: t(`pages.blockTypes.${type}`) })}
          </Button>
        ))}
      </div>
    </div>
  );
}

function BlockFields({
  block,
  number,
  first,
  last,
  onChange,
  onMove,
  onRemove,
}: {
  block: EditableBlock;
  number: number;
  first: boolean;
  last: boolean;
  onChange: (block: EditableBlock) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const label = t('pages.blockLabel', { number, type: t(`pages.blockTypes.${block.type}`) });
  const setProps = (props: AdminEntryBlock['props']) =>
    onChange({ ...block, props: { ...block.props, ...props } });

  return (
    <fieldset className="admin-block" aria-label={label}>
      <legend>{label}</legend>
      <div className="admin-block__actions">
        <Button variant="secondary" disabled={first} onClick={() => onMove(-1)}>
          {t('pages.moveUp')}
        </Button>
        <Button variant="secondary" disabled={last} onClick={() => onMove(1)}>
          {t('pages.moveDown')}
        </Button>
        <Button variant="danger" onClick={onRemove}>
          {t('pages.removeBlock')}
        </Button>
      </div>
      <div className="admin-block__layout">
        {ADMIN_BREAKPOINTS.map((point) => {
          const breakpoint = t(`pages.breakpoints.${point}`);
          return (
            <div key={point} className="admin-block__breakpoint">
              <label>
                {t('pages.size', { breakpoint })}
                <select
                  value={block.attrs.size[point]}
                  onChange={(event) =>
                    onChange({
                      ...block,
                      attrs: {
                        ...block.attrs,
                        size: { ...block.attrs.size, [point]: Number(event.target.value) },
                      },
                    })
                  }
                >
                  {COLUMN_CHOICES.map((columns) => (
                    <option key={columns} value={columns}>
                      {columns}
                    </option>
                  ))}
                </select>
              </label>
              <label className="admin-form__check">
                <input
                  type="checkbox"
                  checked={block.attrs.visible[point]}
                  onChange={(event) =>
                    onChange({
                      ...block,
                      attrs: {
                        ...block.attrs,
                        visible: { ...block.attrs.visible, [point]: event.target.checked },
                      },
                    })
                  }
                />
                {t('pages.visible', { breakpoint })}
              </label>
            </div>
          );
        })}
      </div>
      <BlockProps block={block} label={label} onProps={setProps} />
    </fieldset>
  );
}

function BlockProps({
  block,
  label,
  onProps,
}: {
  block: EditableBlock;
  label: string;
  onProps: (props: AdminEntryBlock['props']) => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  switch (block.type) {
    case 'text':
      return (
        <Suspense fallback={<p role="status">{t('pages.loadingEditor')}</p>}>
          <RichTextEditor
            label={`${label} – ${t('pages.text')}`}
            value={block.props.content ?? ''}
            onChange={(content) => onProps({ content })}
          />
          {/* Shown on English pages where written; empty, they show the German text. */}
          <RichTextEditor
            label={`${label} – ${t('pages.textEn')}`}
            value={block.props.content_en ?? ''}
            onChange={(content_en) => onProps({ content_en })}
          />
        </Suspense>
      );
    case 'spacer':
      return (
        <label>
          {t('pages.height')}
          <input
            type="number"
            min={0}
            max={1000}
            value={block.props.height ?? 0}
            onChange={(event) =>
              onProps({ height: Math.min(1000, Math.max(0, Math.floor(Number(event.target.value)))) })
            }
          />
        </label>
      );
    case 'gallery':
      return (
        <FileRefsField
          legend={t('pages.images')}
          value={block.props.images ?? []}
          onChange={(images) => onProps({ images })}
        />
      );
    case 'download':
      return (
        <FileRefsField
          legend={t('pages.downloads')}
          images={false}
          value={block.props.downloads ?? []}
          onChange={(downloads) => onProps({ downloads })}
        />
      );
    case 'shop_facts':
      return (
        <label>
          {t('pages.shopFacts')}
          <select
            value={block.props.kind}
            onChange={(event) => onProps({ kind: event.target.value as ShopFactKind })}
          >
            {SHOP_FACT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`pages.shopFactKinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
      );
    case 'hr':
      return null;
  }
}
