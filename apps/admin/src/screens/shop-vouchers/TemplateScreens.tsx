import {
  downloadUrl,
  fetchVoucherPreview,
  useCreateVoucherTemplateMutation,
  useGetFilesQuery,
  useGetVoucherTemplateQuery,
  useRemoveVoucherTemplateMutation,
  useUpdateVoucherTemplateMutation,
  type VoucherPreviewInput,
  type VoucherTemplate,
} from '@gartenwerk/api-client';
import { Button, ConfirmDialog, TextInput } from '@gartenwerk/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { messageOf, useFeedback } from '../feedback';
import { SelectField } from '../shop-settings/fields';
import { useDocumentTitle } from '../useDocumentTitle';

/** shop/voucher/template/edit/:id?: title, text and image of a template, and its PDF preview. */
export function TemplateEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const { id } = useParams();
  const { data, error, isLoading } = useGetVoucherTemplateQuery(id ?? '', { skip: !id });
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <p>
        <Link to="/shop/voucher/template/browse">{t('shopSettings.templates.back')}</Link>
      </p>
      {!id ? (
        <TemplateForm />
      ) : data ? (
        <>
          <TemplateForm key={data._id} template={data} />
          <PdfPreview input={{ template: data._id }} />
        </>
      ) : isLoading ? (
        <p role="status">{t('shopSettings.templates.loading')}</p>
      ) : (
        <p role="alert">{t('shopSettings.templates.loadFailed', { message: messageOf(error, '') })}</p>
      )}
    </section>
  );
}

function TemplateForm({ template }: { template?: VoucherTemplate }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { t: tCommon } = useTranslation('common');
  const feedback = useFeedback();
  const navigate = useNavigate();
  const images = useGetFilesQuery({ limit: 200 });
  const [create, creating] = useCreateVoucherTemplateMutation();
  const [update, updating] = useUpdateVoucherTemplateMutation();
  const [remove] = useRemoveVoucherTemplateMutation();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [title, setTitle] = useState(template?.title ?? '');
  const [text, setText] = useState(template?.text ?? '');
  const [image, setImage] = useState<string | null>(template?.image ?? null);
  const imageFiles = (images.data?.items ?? []).filter((file) => file.isImg);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) {
      setProblem(t('shopSettings.templates.titleMissing'));
      return;
    }
    const input = { title: title.trim(), text, image };
    try {
      const saved = template
        ? await update({ _id: template._id, ...input }).unwrap()
        : await create(input).unwrap();
      setProblem(null);
      feedback.succeeded(tCommon('saved'));
      if (!template)
        void navigate(`/shop/voucher/template/edit/${encodeURIComponent(saved._id)}`, { replace: true });
    } catch (error) {
      setProblem(messageOf(error, tCommon('unknownError')));
      feedback.failed(t('shopSettings.saveFailed'), error);
    }
  }

  async function confirmRemove() {
    if (!template) return;
    setConfirming(false);
    try {
      await remove(template._id).unwrap();
      void navigate('/shop/voucher/template/browse');
    } catch (error) {
      setProblem(messageOf(error, tCommon('unknownError')));
      feedback.failed(t('shopSettings.deleteFailed'), error);
    }
  }

  return (
    <form className="admin-form" noValidate onSubmit={(event) => void save(event)}>
      <TextInput
        label={t('shopSettings.templates.title')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <label className="admin-filters__select">
        {t('shopSettings.templates.text')}
        <textarea rows={4} value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <p>{t('shopSettings.templates.textHint', { placeholder: '{{value}}' })}</p>
      <SelectField
        label={t('shopSettings.templates.image')}
        value={image ?? ''}
        options={[
          { value: '', label: t('shopSettings.templates.noImage') },
          // A stored image the first page of the library does not list stays selectable.
          ...(image && !imageFiles.some((file) => file._id === image)
            ? [{ value: image, label: image }]
            : []),
          ...imageFiles.map((file) => ({ value: file._id, label: file.name })),
        ]}
        onChange={(value) => setImage(value || null)}
      />
      {image && (
        <img
          className="admin-voucher-image"
          src={downloadUrl(image)}
          alt={t('shopSettings.templates.imageAlt')}
        />
      )}
      <div className="admin-form__actions">
        <Button type="submit" disabled={creating.isLoading || updating.isLoading}>
          {t('shopSettings.save')}
        </Button>
        {template && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('shopSettings.delete')}
          </Button>
        )}
      </div>
      {problem && <p role="alert">{problem}</p>}
      <ConfirmDialog
        open={confirming}
        title={tCommon('confirmDelete')}
        confirmLabel={t('shopSettings.delete')}
        cancelLabel={t('shopSettings.cancel')}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}

/** The server's PDF of a saved voucher or template (with sample values), shown in the page. */
export function PdfPreview({ input }: { input: VoucherPreviewInput }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  // Object URLs hold the PDF in memory until revoked.
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  async function show() {
    setLoading(true);
    try {
      const pdf = await fetchVoucherPreview(input, { baseUrl: window.location.origin });
      setUrl(URL.createObjectURL(pdf));
      setProblem(null);
    } catch (error) {
      setProblem(t('shopSettings.templates.previewFailed', { message: messageOf(error, '') }));
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-label={t('shopSettings.templates.preview')}>
      <h2>{t('shopSettings.templates.preview')}</h2>
      <Button variant="secondary" disabled={loading} onClick={() => void show()}>
        {t('shopSettings.templates.showPreview')}
      </Button>
      {problem && <p role="alert">{problem}</p>}
      {url && (
        <iframe
          className="admin-voucher-preview"
          title={t('shopSettings.templates.previewFrame')}
          src={url}
        />
      )}
    </section>
  );
}
