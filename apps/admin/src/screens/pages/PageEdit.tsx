import {
  useCreateEntryAdminMutation,
  useGetEntryAdminQuery,
  useListEntriesAdminQuery,
  useRemoveEntryAdminMutation,
  useUpdateEntryAdminMutation,
  type AdminEntry,
} from '@gartenwerk/api-client';
import { Button, ConfirmDialog, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { isNotFound, messageOf, useFeedback } from '../feedback';
import { useDocumentTitle } from '../useDocumentTitle';
import { BlockEditor, FileIds } from './BlockEditor';
import { usePublishToggle } from './usePublishToggle';
import { parseTags } from '../../kit';
import { newBlock, parseFileIds, toEditable, toSaved, type EditableBlock } from './blocks';
import { ALL_PAGES } from './PageBrowse';

const ENTRY_TYPES = ['page', 'news'] as const;

/** `YYYY-MM-DDTHH:mm` in local time, as a datetime-local input shows it. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** pages/edit/:id? — one entry's fields, meta, media and blocks; without an id a new page. */
export function PageEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const { id } = useParams();
  const { data: entry, error, isLoading } = useGetEntryAdminQuery(id ?? '', { skip: !id });

  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      {!id ? (
        <PageEditor key="new" />
      ) : entry ? (
        <PageEditor key={entry._id} entry={entry} />
      ) : isLoading ? (
        <p role="status">{t('pages.loading')}</p>
      ) : (
        <>
          <p role="alert">
            {isNotFound(error)
              ? t('pages.notFound')
              : t('pages.loadFailed', { message: messageOf(error, '') })}
          </p>
          <Link to="/pages/browse">{t('pages.toList')}</Link>
        </>
      )}
    </section>
  );
}

function PageEditor({ entry }: { entry?: AdminEntry }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const feedback = useFeedback();
  const { data: pages } = useListEntriesAdminQuery(ALL_PAGES);
  const [createEntry, { isLoading: creating }] = useCreateEntryAdminMutation();
  const [updateEntry, { isLoading: updating }] = useUpdateEntryAdminMutation();
  const publishing = usePublishToggle();
  const [removeEntry] = useRemoveEntryAdminMutation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [params] = useSearchParams();

  const [title, setTitle] = useState(entry?.title ?? 'Titel');
  const [slug, setSlug] = useState(entry?.slug ?? '');
  const [path, setPath] = useState(entry?.route ?? '');
  const [type, setType] = useState(entry?.type ?? (params.get('type') === 'news' ? 'news' : 'page'));
  const [parent, setParent] = useState(entry?.parent_page ?? '');
  const [order, setOrder] = useState(entry?.order ?? 0);
  const [publishDate, setPublishDate] = useState(
    toLocalInput(entry?.publish_date ?? new Date().toISOString()),
  );
  const [keywords, setKeywords] = useState(entry?.meta_keywords ?? '');
  const [description, setDescription] = useState(entry?.meta_description ?? '');
  const [tags, setTags] = useState((entry?.tags ?? []).join(', '));
  const [images, setImages] = useState(entry?.media.images ?? []);
  const [downloads, setDownloads] = useState(entry?.downloads ?? []);
  const [blocks, setBlocks] = useState<EditableBlock[]>(() =>
    entry ? toEditable(entry.data) : [newBlock('text')],
  );

  // A page cannot be its own parent or sit below one of its children.
  const parentChoices = (pages?.items ?? []).filter(
    (page) => !entry || (page._id !== entry._id && !descendsFrom(page, entry._id, pages?.items ?? [])),
  );

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = {
      title: title.trim(),
      slug: slug.trim() || null,
      route: path.trim() || null,
      type,
      parent_page: parent || null,
      order,
      publish_date: new Date(publishDate).toISOString(),
      meta_keywords: keywords,
      meta_description: description,
      tags: parseTags(tags),
      media: { images },
      downloads,
      data: toSaved(blocks),
    };
    try {
      if (entry) {
        await updateEntry({ _id: entry._id, ...fields }).unwrap();
        feedback.succeeded(tCommon('saved'));
      } else {
        const created = await createEntry(fields).unwrap();
        feedback.succeeded(tCommon('saved'));
        void navigate(`/pages/edit/${encodeURIComponent(created._id)}`, { replace: true });
      }
    } catch (error) {
      feedback.failed(t('pages.saveFailed'), error);
    }
  }

  async function remove(current: AdminEntry) {
    setConfirmingDelete(false);
    try {
      await removeEntry(current._id).unwrap();
      feedback.succeeded(tCommon('deleted'));
      void navigate('/pages/browse');
    } catch (error) {
      feedback.failed(t('pages.deleteFailed'), error);
    }
  }

  return (
    <>
      {publishing.dialog}
      {entry && (
        <p className="admin-page-state">
          {t('pages.state')}: {entry.published ? t('pages.published') : t('pages.unpublished')}{' '}
          <Button variant="secondary" disabled={publishing.busy} onClick={() => publishing.toggle(entry)}>
            {entry.published ? t('pages.unpublish') : t('pages.publish')}
          </Button>
        </p>
      )}
      <form className="admin-form admin-form--wide" onSubmit={(event) => void save(event)}>
        <fieldset>
          <legend>{t('pages.general')}</legend>
          <TextInput
            label={t('pages.title')}
            required
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
          <TextInput
            label={t('pages.route')}
            hint={t('pages.routeHint')}
            pattern="/.*"
            value={path}
            onChange={(e) => setPath(e.target.value)}
          />
          <TextInput
            label={t('pages.slug')}
            pattern="[A-Za-z0-9_\-]*"
            value={slug}
            onChange={(e) => setSlug(e.target.value)}
          />
          <label>
            {t('pages.type')}
            <select value={type} onChange={(e) => setType(e.target.value)}>
              {ENTRY_TYPES.map((option) => (
                <option key={option} value={option}>
                  {t(`pages.types.${option}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('pages.parentPage')}
            <select value={parent} onChange={(e) => setParent(e.target.value)}>
              <option value="">{t('pages.noParent')}</option>
              {parentChoices.map((page) => (
                <option key={page._id} value={page._id}>
                  {page.title}
                </option>
              ))}
            </select>
          </label>
          <TextInput
            type="number"
            label={t('pages.order')}
            step={1}
            value={order}
            onChange={(e) => setOrder(Math.floor(Number(e.target.value)) || 0)}
          />
          <TextInput
            type="datetime-local"
            label={t('pages.publishDate')}
            required
            value={publishDate}
            onChange={(e) => setPublishDate(e.target.value)}
          />
          <TextInput
            label={t('pages.tags')}
            hint={t('pages.tagsHint')}
            value={tags}
            onChange={(e) => setTags(e.target.value)}
          />
        </fieldset>
        <fieldset>
          <legend>{t('pages.meta')}</legend>
          <TextInput
            label={t('pages.metaKeywords')}
            value={keywords}
            onChange={(e) => setKeywords(e.target.value)}
          />
          <label>
            {t('pages.metaDescription')}
            <textarea rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
          </label>
          <FileIds
            label={t('pages.images')}
            files={images}
            onChange={(text) => setImages(parseFileIds(text, images))}
          />
          <FileIds
            label={t('pages.downloads')}
            files={downloads}
            onChange={(text) => setDownloads(parseFileIds(text, downloads))}
          />
        </fieldset>
        <fieldset>
          <legend>{t('pages.blocks')}</legend>
          <BlockEditor blocks={blocks} onChange={setBlocks} />
        </fieldset>
        <div className="admin-form__actions">
          <Button type="submit" disabled={creating || updating}>
            {t('pages.save')}
          </Button>
        </div>
      </form>
      {entry && (
        <section aria-labelledby="page-delete">
          <h2 id="page-delete">{t('pages.delete')}</h2>
          <Button variant="danger" onClick={() => setConfirmingDelete(true)}>
            {t('pages.delete')}
          </Button>
          <ConfirmDialog
            open={confirmingDelete}
            title={tCommon('confirmDelete')}
            confirmLabel={t('pages.deleteConfirm')}
            cancelLabel={t('pages.cancel')}
            onConfirm={() => void remove(entry)}
            onCancel={() => setConfirmingDelete(false)}
          >
            {t('pages.deleteDetail', { title: entry.title })}
          </ConfirmDialog>
        </section>
      )}
    </>
  );
}

/** Whether `page` lies below `ancestorId` in the tree (loops in stored data end the walk). */
function descendsFrom(page: AdminEntry, ancestorId: string, all: readonly AdminEntry[]): boolean {
  const seen = new Set<string>();
  let parentId = page.parent_page;
  while (parentId && !seen.has(parentId)) {
    if (parentId === ancestorId) return true;
    seen.add(parentId);
    parentId = all.find((candidate) => candidate._id === parentId)?.parent_page ?? null;
  }
  return false;
}
