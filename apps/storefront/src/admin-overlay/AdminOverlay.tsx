import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import {
  ADMIN_BLOCK_TYPES,
  ADMIN_BREAKPOINTS,
  fileRefOf,
  useCreateEntryAdminMutation,
  useGetFilesQuery,
  useListEntriesAdminQuery,
  usePublishEntryAdminMutation,
  useUnpublishEntryAdminMutation,
  useUpdateEntryAdminMutation,
  type AdminEntry,
  type AdminEntryBlock,
  type AdminFileRef,
} from '@gartenwerk/api-client';
import { Button, ConfirmDialog, Paginator, TextInput, Tooltip } from '@gartenwerk/ui';
import { RichTextEditor, type RichTextEditorLabels } from '@gartenwerk/ui/rich-text-editor';
import { moveBlock, paletteBlock, PICKER_PAGE_SIZE, replaceAt } from './blocks';
import '@gartenwerk/ui/styles-shop.css';
import '@gartenwerk/ui/styles-admin.css';
import './AdminOverlay.css';

const NS = 'content';
/** Enough of the library to pick from on a page; the admin centre's file browser has the rest. */

/** Tool bar, block palette and inline block editing of the page at `route`, for admins. */
export function AdminOverlay({ route, admincenter }: { route: string; admincenter: string }) {
  const { t } = useTranslation(NS);
  const page = useListEntriesAdminQuery({ route, type: 'page', limit: 1 });
  const entry = page.data?.items[0];
  const [editing, setEditing] = useState(false);
  const [addingPage, setAddingPage] = useState(false);
  const [publish, publishing] = usePublishEntryAdminMutation();
  const [unpublish, unpublishing] = useUnpublishEntryAdminMutation();

  return (
    <>
      <aside className="admin-overlay" aria-label={t('overlay.toolbar')}>
        <a href={admincenter}>{t('overlay.admincenter')}</a>
        {entry ? (
          <>
            <span role="status">{entry.published ? t('overlay.published') : t('overlay.unpublished')}</span>
            <Tooltip text={t('overlay.tips.publish')}>
              {entry.published ? (
                <Button
                  variant="secondary"
                  disabled={unpublishing.isLoading}
                  onClick={() => void unpublish(entry._id)}
                >
                  {t('overlay.unpublish')}
                </Button>
              ) : (
                <Button disabled={publishing.isLoading} onClick={() => void publish(entry._id)}>
                  {t('overlay.publish')}
                </Button>
              )}
            </Tooltip>
            <Button variant="secondary" aria-pressed={editing} onClick={() => setEditing(!editing)}>
              {editing ? t('overlay.stopEditing') : t('overlay.edit')}
            </Button>
          </>
        ) : page.isSuccess ? (
          <span>{t('overlay.noPage')}</span>
        ) : null}
        <Button variant="secondary" aria-expanded={addingPage} onClick={() => setAddingPage(!addingPage)}>
          {t('overlay.addPage')}
        </Button>
      </aside>
      {addingPage ? <AddPageForm route={entry ? '' : route} onDone={() => setAddingPage(false)} /> : null}
      {editing && entry ? <PageEditor entry={entry} /> : null}
    </>
  );
}

function AddPageForm({ route, onDone }: { route: string; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [path, setPath] = useState(route);
  const [create, { isLoading, error }] = useCreateEntryAdminMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const target = path.startsWith('/') ? path : `/${path}`;
    const created = await create({ title: title.trim(), route: target, type: 'page' });
    if ('data' in created) {
      onDone();
      void navigate(target);
    }
  }

  return (
    <form
      className="admin-overlay__panel"
      aria-label={t('overlay.addPage')}
      onSubmit={(event) => void submit(event)}
    >
      <label>
        {t('overlay.newPageTitle')}
        <input required value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <label>
        {t('overlay.newPageRoute')}
        <input required value={path} onChange={(event) => setPath(event.target.value)} />
      </label>
      <Button type="submit" disabled={isLoading}>
        {t('overlay.createPage')}
      </Button>
      <Button variant="secondary" onClick={onDone}>
        {t('overlay.cancel')}
      </Button>
      {error ? <p role="alert">{t('overlay.saveFailed', { message: errorMessage(error) })}</p> : null}
    </form>
  );
}

function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: { message?: string } }).data;
    if (data?.message) return data.message;
  }
  return String((error as { status?: unknown })?.status ?? '');
}

/** The page's blocks with their controls and the palette; every change is saved at once. */
function PageEditor({ entry }: { entry: AdminEntry }) {
  const { t } = useTranslation(NS);
  const [blocks, setBlocks] = useState(entry.data);
  const [update, { isLoading, isSuccess, error }] = useUpdateEntryAdminMutation();
  const [removing, setRemoving] = useState<number | null>(null);

  // Saves go out one after the other, so the server keeps the last state; while any is pending, a
  // refetched entry is older than what is shown and must not replace it.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const pending = useRef(0);
  useEffect(() => {
    if (pending.current === 0) setBlocks(entry.data);
  }, [entry.data]);

  function save(next: AdminEntryBlock[]) {
    setBlocks(next);
    pending.current += 1;
    queue.current = queue.current
      .then(() => update({ _id: entry._id, data: next }))
      .finally(() => {
        pending.current -= 1;
      });
  }
  const typeName = (block: AdminEntryBlock) => t(`overlay.blockTypes.${block.type}`);

  return (
    <section className="admin-overlay__panel" aria-label={t('overlay.editor')}>
      <h2>{t('overlay.editor')}</h2>
      {blocks.length === 0 ? <p>{t('overlay.noBlocks')}</p> : null}
      <ol className="admin-overlay__blocks">
        {blocks.map((block, index) => {
          const label = t('overlay.blockLabel', { number: index + 1, type: typeName(block) });
          return (
            // Blocks have no id of their own; the position is the identity the server knows too.
            <li key={`${index}-${block.type}`}>
              <section aria-label={label} className="admin-overlay__block">
                <h3>{label}</h3>
                <div className="admin-overlay__controls">
                  <Button
                    variant="secondary"
                    disabled={index === 0}
                    onClick={() => save(moveBlock(blocks, index, -1))}
                  >
                    {t('overlay.moveUp')}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={index === blocks.length - 1}
                    onClick={() => save(moveBlock(blocks, index, 1))}
                  >
                    {t('overlay.moveDown')}
                  </Button>
                  <Button variant="danger" onClick={() => setRemoving(index)}>
                    {t('overlay.remove')}
                  </Button>
                  <Tooltip text={t('overlay.tips.visible')}>
                    <fieldset className="admin-overlay__visible">
                      {ADMIN_BREAKPOINTS.map((point) => (
                        <label key={point}>
                          <input
                            type="checkbox"
                            checked={block.attrs.visible[point]}
                            onChange={(event) =>
                              save(
                                replaceAt(blocks, index, {
                                  ...block,
                                  attrs: {
                                    ...block.attrs,
                                    visible: { ...block.attrs.visible, [point]: event.target.checked },
                                  },
                                }),
                              )
                            }
                          />
                          {t('overlay.visible', { breakpoint: t(`overlay.breakpoints.${point}`) })}
                        </label>
                      ))}
                    </fieldset>
                  </Tooltip>
                </div>
                <BlockProps
                  block={block}
                  label={label}
                  onSave={(props) =>
                    save(replaceAt(blocks, index, { ...block, props: { ...block.props, ...props } }))
                  }
                />
              </section>
            </li>
          );
        })}
      </ol>
      <Tooltip text={t('overlay.tips.palette')}>
        <div role="group" aria-label={t('overlay.palette')} className="admin-overlay__palette">
          {ADMIN_BLOCK_TYPES.map((type) => (
            <Button key={type} variant="secondary" onClick={() => save([...blocks, paletteBlock(type)])}>
              {t('overlay.addBlock', { type: t(`overlay.blockTypes.${type}`) })}
            </Button>
          ))}
        </div>
      </Tooltip>
      <p role="status">
        {isLoading ? t('overlay.saving') : error ? '' : isSuccess ? t('overlay.saved') : ''}
      </p>
      {error ? <p role="alert">{t('overlay.saveFailed', { message: errorMessage(error) })}</p> : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('overlay.confirmRemove')}
        confirmLabel={t('overlay.remove')}
        cancelLabel={t('overlay.cancel')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) save(blocks.filter((_, position) => position !== removing));
          setRemoving(null);
        }}
      >
        {removing !== null && blocks[removing]
          ? t('overlay.confirmRemoveBody', { number: removing + 1, type: typeName(blocks[removing]) })
          : null}
      </ConfirmDialog>
    </section>
  );
}

function BlockProps({
  block,
  label,
  onSave,
}: {
  block: AdminEntryBlock;
  label: string;
  onSave: (props: AdminEntryBlock['props']) => void;
}) {
  const { t } = useTranslation(NS);
  switch (block.type) {
    case 'text':
      return (
        <TextBlock
          label={label}
          content={block.props.content ?? ''}
          onSave={(content) => onSave({ content })}
        />
      );
    case 'spacer':
      return (
        <label>
          {t('overlay.height')}
          <input
            type="number"
            min={0}
            max={1000}
            defaultValue={block.props.height ?? 0}
            onBlur={(event) =>
              onSave({ height: Math.min(1000, Math.max(0, Math.floor(Number(event.target.value)))) })
            }
          />
        </label>
      );
    case 'gallery':
      return (
        <FilePicker
          label={t('overlay.images')}
          images
          chosen={block.props.images ?? []}
          onChange={(images) => onSave({ images })}
        />
      );
    case 'download':
      return (
        <FilePicker
          label={t('overlay.downloads')}
          chosen={block.props.downloads ?? []}
          onChange={(downloads) => onSave({ downloads })}
        />
      );
    case 'shop_facts':
      return <p>{t(`overlay.shopFactKinds.${block.props.kind ?? 'payment_methods'}`)}</p>;
    case 'hr':
      return null;
  }
}

/** A text block edited in place with the rich-text editor; saved with its button. */
function TextBlock({
  label,
  content,
  onSave,
}: {
  label: string;
  content: string;
  onSave: (html: string) => void;
}) {
  const { t } = useTranslation(NS);
  const [draft, setDraft] = useState(content);
  const labels = t('richText', { returnObjects: true }) as RichTextEditorLabels;
  return (
    <div className="admin-overlay__text">
      <RichTextEditor
        label={`${label} – ${t('overlay.text')}`}
        value={content}
        labels={labels}
        onChange={setDraft}
      />
      <Button disabled={draft === content} onClick={() => onSave(draft)}>
        {t('overlay.saveText')}
      </Button>
    </div>
  );
}

function FilePicker({
  label,
  images = false,
  chosen,
  onChange,
}: {
  label: string;
  images?: boolean;
  chosen: AdminFileRef[];
  onChange: (files: AdminFileRef[]) => void;
}) {
  const { t } = useTranslation(NS);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const name = search.trim();
  const list = useGetFilesQuery({
    ...(name ? { name } : {}),
    limit: PICKER_PAGE_SIZE,
    skip: (page - 1) * PICKER_PAGE_SIZE,
  }).data;
  const files = (list?.items ?? []).filter((file) => !images || file.isImg);
  const pageCount = Math.ceil((list?.total ?? 0) / PICKER_PAGE_SIZE);
  const legendId = useId();
  const isChosen = (id: string) => chosen.some((file) => file._id === id);

  return (
    <fieldset className="admin-overlay__files" aria-labelledby={legendId}>
      <legend id={legendId}>{label}</legend>
      <TextInput
        label={t('overlay.searchFiles')}
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      {files.length === 0 ? <p>{t('overlay.noFiles')}</p> : null}
      {files.map((file) => (
        <label key={file._id}>
          <input
            type="checkbox"
            checked={isChosen(file._id)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...chosen, fileRefOf(file)]
                  : chosen.filter((current) => current._id !== file._id),
              )
            }
          />
          {file.name}
        </label>
      ))}
      <Paginator
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        label={`${label} – ${t('common:paginator.label')}`}
        previousLabel={t('common:paginator.previous')}
        nextLabel={t('common:paginator.next')}
        pageLabel={(number) => t('common:paginator.page', { page: number })}
      />
    </fieldset>
  );
}
