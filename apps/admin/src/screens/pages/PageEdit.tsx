import {
  useCreateEntryAdminMutation,
  useGetEntryAdminQuery,
  useListEntriesAdminQuery,
  useRemoveEntryAdminMutation,
  useUpdateEntryAdminMutation,
  type AdminEntry,
} from '@gartenwerk/api-client';
import { EntryFieldsSchema, EntryUpdateSchema } from '@gartenwerk/domain/schemas';
import { Button } from '@gartenwerk/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import {
  EditFrame,
  EntityForm,
  NEW_ID,
  useEntityEditor,
  type Choice,
  type Draft,
  type Field,
} from '../../kit';
import { ShareOnFacebook } from '../social/ShareOnFacebook';
import type { AdminRoute } from '../../routes/adminRoutes';
import { useDocumentTitle } from '../useDocumentTitle';
import { BlockEditor } from './BlockEditor';
import { newBlock, toEditable, toSaved, type EditableBlock } from './blocks';
import { ALL_PAGES } from './pageQueries';
import { usePublishToggle } from './usePublishToggle';
import { SamplePageWarning } from '../dashboard/LaunchChecks';

const ENTRY_TYPES = ['page', 'news'] as const;

const RichTextEditor = lazy(() =>
  import('./RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);

/** The page editor's sections: its place and dates, what search engines read, its files, its blocks. */
function pageFields(t: TFunction, parents: readonly Choice[]): Field[] {
  return [
    {
      kind: 'section',
      name: 'general',
      label: t('pages.general'),
      fields: [
        { name: 'title', kind: 'text', label: t('pages.title'), required: true },
        { name: 'title_en', kind: 'text', label: t('pages.titleEn'), hint: t('pages.englishHint') },
        {
          name: 'route',
          kind: 'text',
          label: t('pages.route'),
          hint: t('pages.routeHint'),
          empty: 'null',
          pattern: /^\//,
          messages: { invalid: t('pages.routeInvalid') },
        },
        {
          name: 'slug',
          kind: 'text',
          label: t('pages.slug'),
          empty: 'null',
          pattern: /^[A-Za-z0-9_-]*$/,
          messages: { invalid: t('pages.slugInvalid') },
        },
        {
          name: 'type',
          kind: 'select',
          label: t('pages.type'),
          choices: ENTRY_TYPES.map((type) => ({ value: type, label: t(`pages.types.${type}`) })),
        },
        {
          name: 'parent_page',
          kind: 'select',
          label: t('pages.parentPage'),
          choices: parents,
          placeholder: t('pages.noParent'),
          empty: 'null',
        },
        { name: 'order', kind: 'number', integer: true, label: t('pages.order') },
        { name: 'publish_date', kind: 'datetime', label: t('pages.publishDate'), required: true },
        { name: 'tags', kind: 'tags', label: t('pages.tags'), hint: t('pages.tagsHint') },
      ],
    },
    {
      kind: 'section',
      name: 'meta',
      label: t('pages.meta'),
      fields: [
        { name: 'meta_keywords', kind: 'text', label: t('pages.metaKeywords') },
        { name: 'meta_description', kind: 'text', multiline: true, label: t('pages.metaDescription') },
      ],
    },
    {
      kind: 'section',
      name: 'english',
      label: t('pages.english'),
      fields: [
        {
          name: 'content_en',
          kind: 'custom',
          label: t('pages.contentEn'),
          toDraft: (html) => (typeof html === 'string' ? html : ''),
          fromDraft: (html) => ({ ok: true, value: String(html ?? '') }),
          render: ({ value, onChange }) => (
            <>
              <p className="gw-field__hint">{t('pages.englishHint')}</p>
              <Suspense fallback={<p role="status">{t('pages.loadingEditor')}</p>}>
                <RichTextEditor
                  label={t('pages.contentEn')}
                  value={String(value ?? '')}
                  onChange={onChange}
                />
              </Suspense>
            </>
          ),
        },
      ],
    },
    {
      kind: 'section',
      name: 'media',
      label: t('pages.media'),
      fields: [
        { name: 'images', kind: 'files', stored: 'refs', label: t('pages.images') },
        { name: 'downloads', kind: 'files', stored: 'refs', images: false, label: t('pages.downloads') },
      ],
    },
    {
      kind: 'section',
      name: 'blocks',
      label: t('pages.blocks'),
      fields: [
        {
          name: 'data',
          kind: 'custom',
          label: t('pages.blocks'),
          toDraft: (blocks) => toEditable(Array.isArray(blocks) ? blocks : []),
          fromDraft: (blocks) => ({ ok: true, value: toSaved(blocks as EditableBlock[]) }),
          render: ({ value, onChange, error }) => (
            <BlockEditor blocks={value as EditableBlock[]} onChange={onChange} error={error} />
          ),
        },
      ],
    },
  ];
}

/** The pages a page may sit below: not itself, nor one of the pages below it. */
function parentChoices(pages: readonly AdminEntry[], id: string): Choice[] {
  return pages
    .filter((page) => page._id !== id && !descendsFrom(page, id, pages))
    .map((page) => ({ value: page._id, label: page.title }));
}

/** The page's pictures sit in `media.images` on the API and beside the other fields in the form. */
function toEntryFields({ images, ...fields }: Draft) {
  return { ...fields, media: { images } } as Partial<AdminEntry>;
}

/** pages/edit/:id? — one entry's fields, meta, media and blocks; without an id a new page. */
export function PageEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { t: tCommon } = useTranslation('common');
  useDocumentTitle(route.label);
  const [params] = useSearchParams();
  const { id = NEW_ID } = useParams();
  const { data: pages } = useListEntriesAdminQuery(ALL_PAGES);
  const publishing = usePublishToggle();
  const editor = useEntityEditor({
    fields: pageFields(t, parentChoices(pages?.items ?? [], id)),
    schemas: { create: EntryFieldsSchema, update: EntryUpdateSchema },
    useGet: useGetEntryAdminQuery,
    useCreate: useCreateEntryAdminMutation,
    useUpdate: useUpdateEntryAdminMutation,
    useRemove: useRemoveEntryAdminMutation,
    listPath: '/pages/browse',
    editPath: (created) => `/pages/edit/${encodeURIComponent(created)}`,
    valuesOf: (entry: AdminEntry) => ({ ...entry, images: entry.media.images }),
    initial: {
      title: 'Titel',
      type: params.get('type') === 'news' ? 'news' : 'page',
      order: 0,
      publish_date: new Date().toISOString(),
      data: [newBlock('text')],
    },
    toCreate: toEntryFields,
    toUpdate: (input, entry) => ({ ...toEntryFields(input), _id: entry._id }),
  });
  const entry = editor.item;

  return (
    <EditFrame
      editor={editor}
      title={editor.isNew ? t('pages.add') : route.label}
      back={{ to: '/pages/browse', label: t('pages.toList') }}
      removeQuestion={tCommon('confirmDelete')}
      name={t('pages.deleteDetail', { title: entry?.title ?? '' })}
      notFound={t('pages.notFound')}
    >
      {publishing.dialog}
      {entry ? <SamplePageWarning entry={entry} /> : null}
      {entry ? (
        <p className="admin-page-state">
          {t('pages.state')}: {entry.published ? t('pages.published') : t('pages.unpublished')}{' '}
          <Button variant="secondary" disabled={publishing.busy} onClick={() => publishing.toggle(entry)}>
            {entry.published ? t('pages.unpublish') : t('pages.publish')}
          </Button>
        </p>
      ) : null}
      {entry?.type === 'news' && entry.published ? <ShareOnFacebook kind="entry" id={entry._id} /> : null}
      <EntityForm editor={editor} label={t('pages.form')} labels={{ remove: t('pages.delete') }} wide />
    </EditFrame>
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
