import {
  useCreateVoucherMutation,
  useGetVoucherQuery,
  useListVoucherTemplatesQuery,
  useRemoveVoucherMutation,
  useUpdateVoucherMutation,
  type Voucher,
  type VoucherInput,
} from '@gartenwerk/api-client';
import { Button, ConfirmDialog, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { messageOf, useFeedback } from '../feedback';
import { NumberInput, SelectField } from '../shop-settings/fields';
import { useDocumentTitle } from '../useDocumentTitle';
import { PdfPreview } from './TemplateScreens';

const euros = new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' });
export const formatEuros = (value: number) => euros.format(value);

/** A date of the voucher (an ISO instant) as the date input shows it, in UTC like the server stores days. */
export const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
const isoOfDay = (day: string, endOfDay: boolean) =>
  day ? `${day}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z` : null;

export const formatDay = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('de-AT', { timeZone: 'UTC' }) : '–';

/** shop/voucher/edit/:id?: a new voucher, or one to change or remove. */
export function VoucherEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const { id } = useParams();
  const { data, error, isLoading } = useGetVoucherQuery(id ?? '', { skip: !id });
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <p>
        <Link to="/shop/voucher/browse">{t('shopSettings.vouchers.back')}</Link>
      </p>
      {!id ? (
        <VoucherForm />
      ) : data ? (
        <>
          <VoucherForm key={data._id} voucher={data} />
          <PdfPreview input={{ _id: data._id }} />
        </>
      ) : isLoading ? (
        <p role="status">{t('shopSettings.vouchers.loading')}</p>
      ) : (
        <p role="alert">{t('shopSettings.vouchers.loadFailed', { message: messageOf(error, '') })}</p>
      )}
    </section>
  );
}

function VoucherForm({ voucher }: { voucher?: Voucher }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { t: tCommon } = useTranslation('common');
  const feedback = useFeedback();
  const navigate = useNavigate();
  const templates = useListVoucherTemplatesQuery();
  const [create, creating] = useCreateVoucherMutation();
  const [update, updating] = useUpdateVoucherMutation();
  const [remove] = useRemoveVoucherMutation();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [draft, setDraft] = useState<VoucherInput>(() => ({
    code: voucher?.code ?? '',
    value: voucher?.value ?? 50,
    remaining: voucher?.remaining ?? 50,
    valid_from: voucher?.valid_from ?? null,
    valid_until: voucher?.valid_until ?? null,
    template: voucher?.template ?? null,
    recipient: voucher?.recipient ?? '',
    message: voucher?.message ?? '',
  }));
  const change = (update: VoucherInput) => setDraft((current) => ({ ...current, ...update }));

  async function save(event: FormEvent) {
    event.preventDefault();
    // An empty code asks the server to generate one.
    const input = { ...draft, code: draft.code?.trim() || undefined, value: draft.value ?? 0 };
    try {
      const saved = voucher
        ? await update({ _id: voucher._id, ...input }).unwrap()
        : await create(input).unwrap();
      setProblem(null);
      feedback.succeeded(tCommon('saved'));
      if (!voucher) void navigate(`/shop/voucher/edit/${encodeURIComponent(saved._id)}`, { replace: true });
    } catch (error) {
      setProblem(messageOf(error, tCommon('unknownError')));
      feedback.failed(t('shopSettings.saveFailed'), error);
    }
  }

  async function confirmRemove() {
    if (!voucher) return;
    setConfirming(false);
    try {
      await remove(voucher._id).unwrap();
      void navigate('/shop/voucher/browse');
    } catch (error) {
      feedback.failed(t('shopSettings.deleteFailed'), error);
    }
  }

  return (
    <form className="admin-form" noValidate onSubmit={(event) => void save(event)}>
      <TextInput
        label={t('shopSettings.vouchers.code')}
        hint={t('shopSettings.vouchers.codeHint')}
        value={draft.code ?? ''}
        onChange={(event) => change({ code: event.target.value.toUpperCase() })}
      />
      <NumberInput
        label={t('shopSettings.vouchers.value')}
        value={draft.value}
        onChange={(value) =>
          // A new voucher is worth its full value until it is spent.
          change(voucher ? { value: value ?? 0 } : { value: value ?? 0, remaining: value ?? 0 })
        }
      />
      <NumberInput
        label={t('shopSettings.vouchers.remaining')}
        value={draft.remaining}
        onChange={(remaining) => change({ remaining: remaining ?? 0 })}
      />
      <TextInput
        label={t('shopSettings.vouchers.validFrom')}
        type="date"
        value={dayOf(draft.valid_from ?? null)}
        onChange={(event) => change({ valid_from: isoOfDay(event.target.value, false) })}
      />
      <TextInput
        label={t('shopSettings.vouchers.validUntil')}
        type="date"
        value={dayOf(draft.valid_until ?? null)}
        onChange={(event) => change({ valid_until: isoOfDay(event.target.value, true) })}
      />
      <SelectField
        label={t('shopSettings.vouchers.template')}
        value={draft.template ?? ''}
        options={[
          { value: '', label: t('shopSettings.vouchers.noTemplate') },
          ...(templates.data?.items ?? []).map((template) => ({
            value: template._id,
            label: template.title,
          })),
        ]}
        onChange={(template) => change({ template: template || null })}
      />
      <TextInput
        label={t('shopSettings.vouchers.recipient')}
        value={draft.recipient ?? ''}
        onChange={(event) => change({ recipient: event.target.value })}
      />
      <label className="admin-filters__select">
        {t('shopSettings.vouchers.message')}
        <textarea
          rows={3}
          value={draft.message ?? ''}
          onChange={(event) => change({ message: event.target.value })}
        />
      </label>
      <div className="admin-form__actions">
        <Button type="submit" disabled={creating.isLoading || updating.isLoading}>
          {t('shopSettings.save')}
        </Button>
        {voucher && (
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
