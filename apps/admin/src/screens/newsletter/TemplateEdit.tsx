import {
  usePreviewNewsletterTemplateMutation,
  useCreateNewsletterTemplateMutation,
  useGetNewsletterTemplateQuery,
  useRemoveNewsletterTemplateMutation,
  useUpdateNewsletterTemplateMutation,
  type NewsletterModule,
  type NewsletterTemplateDraft,
} from '@gartenwerk/api-client';
import { NewsletterTemplateCreateSchema, NewsletterTemplateUpdateSchema } from '@gartenwerk/domain/schemas';
import { RadioGroup } from '@gartenwerk/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { EditFrame, EntityForm, schemaFields, useEntityEditor } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { messageOf } from '../feedback';
import { useDocumentTitle } from '../useDocumentTitle';
import { ModuleEditor } from './ModuleEditor';
import { SendTest } from './SendTest';
import { templateEditPath } from './TemplateBrowse';
import './templates.css';

const T = 'newsletterAdmin.templates';
const LIST = '/templates/browse';
/** The widths the preview shows: a phone's and a desktop mail program's reading pane. */
const PREVIEW_WIDTHS = { phone: 390, desktop: 700 } as const;
/** How long typing rests before the preview is rendered again. */
const PREVIEW_PAUSE_MS = 400;

/** The mail as the server renders the current draft, at a phone's or a desktop's width. */
function TemplatePreview({ draft }: { draft: NewsletterTemplateDraft }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [width, setWidth] = useState<keyof typeof PREVIEW_WIDTHS>('phone');
  const [render, { data, error, isLoading }] = usePreviewNewsletterTemplateMutation();
  const key = JSON.stringify(draft);
  useEffect(() => {
    const timer = setTimeout(() => void render(JSON.parse(key) as NewsletterTemplateDraft), PREVIEW_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [key, render]);
  const pixels = PREVIEW_WIDTHS[width];
  return (
    <section className="admin-template__preview" aria-labelledby="template-preview-title">
      <h2 id="template-preview-title">{t(`${T}.preview.title`)}</h2>
      <RadioGroup
        label={t(`${T}.preview.width`)}
        name="preview-width"
        inline
        options={[
          { value: 'phone', label: t(`${T}.preview.phone`) },
          { value: 'desktop', label: t(`${T}.preview.desktop`) },
        ]}
        value={width}
        onChange={(value) => setWidth(value as keyof typeof PREVIEW_WIDTHS)}
      />
      {error ? <p role="alert">{t(`${T}.preview.failed`, { message: messageOf(error, '') })}</p> : null}
      {isLoading && !data ? <p role="status">{t(`${T}.preview.loading`)}</p> : null}
      <div className="admin-template__frame-box">
        {data ? (
          <iframe
            className="admin-template__frame"
            title={t(`${T}.preview.frame`, { width: pixels })}
            srcDoc={data.html}
            sandbox=""
            style={{ width: `${pixels}px` }}
          />
        ) : null}
      </div>
    </section>
  );
}

/**
 * templates/edit/:id? (none or 'new' for a new one): name, subject, preheader and language, the
 * modules in order with their props, a live preview at phone and desktop width, and a test mail.
 */
export function NewsletterTemplateEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const fields = schemaFields(t, NewsletterTemplateCreateSchema, [
    {
      name: 'name',
      kind: 'text',
      label: `${T}.fields.name`,
      required: true,
      messages: { required: `${T}.errors.name` },
    },
    { name: 'subject', kind: 'text', label: `${T}.fields.subject`, empty: 'text' },
    {
      name: 'preheader',
      kind: 'text',
      label: `${T}.fields.preheader`,
      hint: `${T}.fields.preheaderHint`,
      empty: 'text',
    },
    {
      name: 'language',
      kind: 'select',
      label: `${T}.fields.language`,
      choices: [
        { value: 'de', label: t(`${T}.language.de`) },
        { value: 'en', label: t(`${T}.language.en`) },
      ],
    },
    {
      name: 'modules',
      kind: 'custom',
      label: `${T}.fields.modules`,
      render: ({ value, onChange, error }) => (
        <ModuleEditor
          value={(value as NewsletterModule[] | undefined) ?? []}
          onChange={onChange}
          error={error}
        />
      ),
    },
  ]);
  const editor = useEntityEditor({
    fields,
    schemas: { create: NewsletterTemplateCreateSchema, update: NewsletterTemplateUpdateSchema },
    useGet: useGetNewsletterTemplateQuery,
    useCreate: useCreateNewsletterTemplateMutation,
    useUpdate: useUpdateNewsletterTemplateMutation,
    useRemove: useRemoveNewsletterTemplateMutation,
    listPath: LIST,
    editPath: templateEditPath,
    initial: { subject: '', preheader: '', language: 'de', modules: [] },
  });
  const draft: NewsletterTemplateDraft = {
    subject: String(editor.draft.subject ?? ''),
    preheader: String(editor.draft.preheader ?? ''),
    language: editor.draft.language === 'en' ? 'en' : 'de',
    modules: (editor.draft.modules as NewsletterModule[] | undefined) ?? [],
  };
  const { t: tCommon } = useTranslation('common');
  return (
    <EditFrame
      editor={editor}
      title={editor.isNew ? t(`${T}.add`) : route.label}
      back={{ to: LIST, label: t(`${T}.toList`) }}
      removeQuestion={tCommon('confirmDelete')}
      name={String(editor.draft.name ?? '')}
      className="admin-template"
    >
      <div className="admin-template__layout">
        <EntityForm editor={editor} label={t(`${T}.form`)} wide />
        <aside className="admin-template__aside">
          <TemplatePreview draft={draft} />
          <SendTest request={{ draft }} />
        </aside>
      </div>
    </EditFrame>
  );
}
