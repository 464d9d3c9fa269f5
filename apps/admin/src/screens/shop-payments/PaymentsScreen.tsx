import { formatEuros } from '@gartenwerk/domain';
import {
  useGetBalanceQuery,
  useGetPaymentSettingsQuery,
  useGetStripeListQuery,
  useSavePaymentSettingsMutation,
  useTestPaymentKeysMutation,
  type PaymentSettings,
  type StripeKeys,
  type StripeListKind,
  type StripeRow,
} from '@gartenwerk/api-client';
import { Button, DataTable, TextInput, type DataTableColumn } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime, messageOf, useFeedback } from '../feedback';
import { useDocumentTitle } from '../useDocumentTitle';
import { PayoutChart } from './PayoutChart';

const PAGE_SIZE = 10;
const KINDS: readonly StripeListKind[] = ['charges', 'payouts', 'transactions', 'disputes'];

/** One of Stripe's lists: date filters and Stripe's cursor paging (forward and back). */
function StripeTable({ kind }: { kind: StripeListKind }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const money = (amount: number | undefined) =>
    amount === undefined ? '' : formatEuros(amount, i18n.language);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // The ids each page starts after; the first page starts at the newest.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const { data, error, isFetching } = useGetStripeListQuery({
    kind,
    limit: PAGE_SIZE,
    ...(cursor ? { starting_after: cursor } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  });
  const columns: DataTableColumn<StripeRow>[] = [
    { id: 'created', header: t('payments.date'), cell: (row) => formatDateTime(row.created, i18n.language) },
    { id: 'amount', header: t('payments.amount'), align: 'end', cell: (row) => money(row.amount) },
    ...(kind === 'transactions'
      ? [
          {
            id: 'fee',
            header: t('payments.fee'),
            align: 'end' as const,
            cell: (row: StripeRow) => money(row.fee),
          },
          {
            id: 'net',
            header: t('payments.net'),
            align: 'end' as const,
            cell: (row: StripeRow) => money(row.net),
          },
          { id: 'type', header: t('payments.type'), cell: (row: StripeRow) => row.type ?? '' },
        ]
      : []),
    ...(kind === 'payouts'
      ? [
          {
            id: 'arrival',
            header: t('payments.arrival'),
            cell: (row: StripeRow) =>
              row.arrival_date ? formatDateTime(row.arrival_date, i18n.language) : '',
          },
        ]
      : []),
    ...(kind === 'disputes'
      ? [{ id: 'reason', header: t('payments.reason'), cell: (row: StripeRow) => row.reason ?? '' }]
      : []),
    { id: 'status', header: t('payments.statusColumn'), cell: (row) => row.status },
    ...(kind === 'charges' || kind === 'disputes'
      ? [
          {
            id: 'order',
            header: t('payments.order'),
            cell: (row: StripeRow) =>
              row.order ? <Link to={`/shop/orders/${row.order._id}`}>{row.order.number}</Link> : '–',
          },
        ]
      : []),
  ];
  const filter = (change: () => void) => {
    change();
    setCursors([]);
  };
  const headingId = `payments-${kind}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`payments.${kind}`)}</h2>
      <div className="admin-filters">
        <TextInput
          type="date"
          label={t('payments.from')}
          value={from}
          onChange={(event) => filter(() => setFrom(event.target.value))}
        />
        <TextInput
          type="date"
          label={t('payments.to')}
          value={to}
          onChange={(event) => filter(() => setTo(event.target.value))}
        />
      </div>
      <DataTable
        columns={columns}
        rows={data?.items}
        rowId={(row) => row.id}
        labelledBy={headingId}
        loading={isFetching}
        {...(error ? { error: t('payments.loadFailed', { message: messageOf(error, '') }) } : {})}
        empty={t('payments.none')}
      />
      <div className="admin-form__actions">
        {cursors.length > 0 && (
          <Button type="button" onClick={() => setCursors(cursors.slice(0, -1))}>
            ←
          </Button>
        )}
        {data?.has_more && (
          <Button type="button" onClick={() => setCursors([...cursors, data.items.at(-1)!.id])}>
            {t('payments.more')}
          </Button>
        )}
      </div>
    </section>
  );
}

function KeyFields({
  mode,
  keys,
  onChange,
}: {
  mode: 'test' | 'live';
  keys: StripeKeys;
  onChange(keys: StripeKeys): void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const field = (name: Exclude<keyof StripeKeys, 'verified'>, label: string) => (
    <TextInput
      label={`${t(mode === 'test' ? 'payments.testMode' : 'payments.live')}: ${label}`}
      autoComplete="off"
      spellCheck={false}
      value={keys[name]}
      onChange={(event) => onChange({ ...keys, [name]: event.target.value })}
    />
  );
  return (
    <fieldset>
      <legend>{t(mode === 'test' ? 'payments.testMode' : 'payments.live')}</legend>
      {field('publishable_key', t('payments.publishableKey'))}
      {field('secret_key', t('payments.secretKey'))}
      {field('webhook_secret', t('payments.webhookSecret'))}
    </fieldset>
  );
}

/** The Stripe keys per mode (secrets only shown shortened), checked against Stripe. */
function KeySettings({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [draft, setDraft] = useState(settings);
  const [save, saving] = useSavePaymentSettingsMutation();
  const [test, testing] = useTestPaymentKeysMutation();
  const [result, setResult] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setDraft(await save(draft).unwrap());
      feedback.succeeded(t('payments.saved'));
    } catch (failure) {
      feedback.failed(t('payments.keys'), failure);
    }
  };
  const check = async (mode: 'test' | 'live') => {
    const answer = await test(mode).unwrap();
    setResult(
      answer.ok
        ? t('payments.keysOk', { mode: t(mode === 'test' ? 'payments.testMode' : 'payments.live') })
        : t('payments.keysFailed', { message: answer.message }),
    );
  };
  const webhook = `${window.location.origin}/api/v0/shop/webhook/stripe`;
  return (
    <section aria-labelledby="payments-keys">
      <h2 id="payments-keys">{t('payments.keys')}</h2>
      <p>{t('payments.webhookUrl', { url: webhook })}</p>
      <p>{t('payments.secretHint')}</p>
      <form className="admin-form" aria-labelledby="payments-keys" onSubmit={(event) => void submit(event)}>
        <KeyFields mode="test" keys={draft.test} onChange={(keys) => setDraft({ ...draft, test: keys })} />
        <KeyFields mode="live" keys={draft.live} onChange={(keys) => setDraft({ ...draft, live: keys })} />
        <TextInput
          type="number"
          min={5}
          label={t('payments.releaseAfter')}
          value={String(draft.release_after_minutes)}
          onChange={(event) => setDraft({ ...draft, release_after_minutes: Number(event.target.value) })}
        />
        <div className="admin-form__actions">
          <Button type="submit" disabled={saving.isLoading}>
            {t('payments.save')}
          </Button>
          <Button type="button" disabled={testing.isLoading} onClick={() => void check('test')}>
            {t('payments.testKeys')} ({t('payments.testMode')})
          </Button>
          <Button type="button" disabled={testing.isLoading} onClick={() => void check('live')}>
            {t('payments.testKeys')} ({t('payments.live')})
          </Button>
        </div>
        {result && <p role="status">{result}</p>}
      </form>
    </section>
  );
}

/** shop/payments: Stripe's balance, payments received, payouts, transactions and disputes, and the keys. */
export function PaymentsScreen({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const balance = useGetBalanceQuery();
  const settings = useGetPaymentSettingsQuery();
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <section aria-labelledby="payments-balance">
        <h2 id="payments-balance">{t('payments.balance')}</h2>
        {balance.data ? (
          <dl className="admin-facts" data-testid="stripe-balance">
            <dt>{t('payments.available')}</dt>
            <dd>{formatEuros(balance.data.available, i18n.language)}</dd>
            <dt>{t('payments.pending')}</dt>
            <dd>{formatEuros(balance.data.pending, i18n.language)}</dd>
          </dl>
        ) : balance.error ? (
          <p role="alert">{t('payments.loadFailed', { message: messageOf(balance.error, '') })}</p>
        ) : null}
      </section>
      {balance.data && <PayoutChart />}
      {balance.data && KINDS.map((kind) => <StripeTable key={kind} kind={kind} />)}
      {settings.data && <KeySettings settings={settings.data} />}
    </section>
  );
}
