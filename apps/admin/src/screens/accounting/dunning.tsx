import {
  useGetOverdueInvoicesQuery,
  useSendDunningMutation,
  type AccountingSettings,
  type OverdueInvoice,
} from '@gartenwerk/api-client';
import { parseDecimal } from '@gartenwerk/domain';
import { Button, Checkbox, DataTable, TextInput, type DataTableColumn } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { formatDecimal, FormActions } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDay } from '../invoicing/format';
import { messageOf, useFeedback } from '../feedback';
import { formatEuros } from '@gartenwerk/domain';
import { useDocumentTitle } from '../useDocumentTitle';
import { SettingsScreen, useSaveSettings } from './settings';

const LEVELS = [1, 2, 3] as const;

/**
 * accounting/invoice/dunning: the overdue invoices with money open, the dunning level each has reached,
 * and the next level to send once its day has come (the server refuses it before).
 */
export function DunningScreen({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const feedback = useFeedback();
  const result = useGetOverdueInvoicesQuery();
  const [send, sending] = useSendDunningMutation();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date());
  const money = (amount: number) => formatEuros(amount, i18n.language);
  const day = (date: string) => formatDay(date, i18n.language);
  const levelName = (level: number) =>
    level === 0 ? t('accounting.dunning.none') : t(`accounting.dunning.levels.${level as 1 | 2 | 3}`);

  async function sendNext(invoice: OverdueInvoice) {
    try {
      await send({ _id: invoice._id }).unwrap();
      feedback.succeeded(
        t('accounting.dunning.sent', { level: levelName(invoice.next_level!), number: invoice.number }),
      );
    } catch (failure) {
      feedback.failed(t('accounting.dunning.sendFailed'), failure);
    }
  }

  const columns: DataTableColumn<OverdueInvoice>[] = [
    {
      id: 'number',
      header: t('accounting.dunning.number'),
      value: (row) => row.number,
      cell: (row) => <Link to={`/accounting/invoice/edit/${row._id}`}>{row.number}</Link>,
      hideable: false,
    },
    { id: 'receiver', header: t('accounting.dunning.receiver'), value: (row) => row.receiver },
    { id: 'due', header: t('accounting.dunning.due'), value: (row) => day(row.due_date) },
    {
      id: 'days',
      header: t('accounting.dunning.days'),
      value: (row) => String(row.days_overdue),
      align: 'end',
    },
    { id: 'open', header: t('accounting.dunning.open'), value: (row) => money(row.open), align: 'end' },
    {
      id: 'level',
      header: t('accounting.dunning.level'),
      value: (row) =>
        row.last_sent
          ? t('accounting.dunning.levelSince', { level: levelName(row.level), date: day(row.last_sent) })
          : levelName(row.level),
    },
    {
      id: 'next',
      header: t('accounting.dunning.next'),
      value: (row) => (row.next_level ? levelName(row.next_level) : t('accounting.dunning.allSent')),
      cell: (row) => {
        if (!row.next_level || !row.next_from) return t('accounting.dunning.allSent');
        const charges = row.next_fee + row.next_interest;
        const label = `${levelName(row.next_level)}${charges > 0 ? ` (+ ${money(charges)})` : ''}`;
        return row.next_from <= today ? (
          <Button
            variant="secondary"
            disabled={sending.isLoading || !row.email}
            onClick={() => void sendNext(row)}
          >
            {t('accounting.dunning.send', { level: label })}
          </Button>
        ) : (
          t('accounting.dunning.from', { level: label, date: day(row.next_from) })
        );
      },
    },
  ];

  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <DataTable
        labelledBy="admin-screen-title"
        columns={columns}
        rows={result.currentData?.items}
        rowId={(row) => row._id}
        loading={result.isFetching && !result.currentData}
        error={result.error ? t('list.loadFailed', { message: messageOf(result.error, '') }) : undefined}
        empty={t('accounting.dunning.empty')}
        phoneLayout="cards"
      />
      <p className="admin-list__hint">{t('accounting.dunning.hint')}</p>
      <p>
        <Link to="/accounting/settings/dunning">{t('accounting.dunning.settingsLink')}</Link>{' '}
        <Link to="/accounting/settings/notifications/templates">
          {t('accounting.notifications.templates')}
        </Link>
      </p>
    </section>
  );
}

/** accounting/settings/dunning: each level's days after the due date and fee, and the default interest. */
export function DunningSettings({ route }: { route: AdminRoute }) {
  return <SettingsScreen route={route}>{(settings) => <DunningForm settings={settings} />}</SettingsScreen>;
}

function DunningForm({ settings }: { settings: AccountingSettings }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { save, saving } = useSaveSettings();
  const [levels, setLevels] = useState(() =>
    settings.dunning.levels.map((level) => ({ days: String(level.days), fee: formatDecimal(level.fee) })),
  );
  const [interest, setInterest] = useState(settings.dunning.interest.enabled);
  const [rate, setRate] = useState(formatDecimal(settings.dunning.interest.rate));
  const [showErrors, setShowErrors] = useState(false);

  const numberOf = (text: string, rules: { integer?: boolean; minimum: number }, maximum: number) => {
    const result = parseDecimal(text, rules);
    return result.ok && result.value !== null && result.value <= maximum ? result.value : undefined;
  };
  const days = levels.map((level) => numberOf(level.days, { integer: true, minimum: 1 }, 365));
  const fees = levels.map((level) => numberOf(level.fee, { minimum: 0 }, 1000));
  const rateValue = numberOf(rate, { minimum: 0 }, 30);
  // A later level after an earlier one, as the server requires.
  const dayValid = (index: number) =>
    days[index] !== undefined &&
    (index === 0 || days[index - 1] === undefined || days[index]! > days[index - 1]!);
  const valid =
    levels.every((_, index) => dayValid(index) && fees[index] !== undefined) && rateValue !== undefined;
  const change = (index: number, changes: Partial<(typeof levels)[number]>) =>
    setLevels((current) => current.map((level, at) => (at === index ? { ...level, ...changes } : level)));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) {
      setShowErrors(true);
      return;
    }
    void save({
      dunning: {
        levels: levels.map((_, index) => ({ days: days[index]!, fee: fees[index]! })),
        interest: { enabled: interest, rate: rateValue! },
      },
    });
  }

  return (
    <form
      className="admin-form admin-form--wide"
      noValidate
      aria-label={t('accounting.dunning.settingsForm')}
      onSubmit={submit}
    >
      <p>{t('accounting.dunning.settingsHint')}</p>
      {LEVELS.map((level, index) => (
        <fieldset key={level}>
          <legend>{t(`accounting.dunning.levels.${level}`)}</legend>
          <TextInput
            label={t('accounting.dunning.levelDays')}
            aria-label={t('accounting.dunning.levelDaysOf', {
              level: t(`accounting.dunning.levels.${level}`),
            })}
            inputMode="numeric"
            value={levels[index]!.days}
            error={showErrors && !dayValid(index) ? t('accounting.dunning.daysInvalid') : undefined}
            onChange={(event) => change(index, { days: event.target.value })}
          />
          <TextInput
            label={t('accounting.dunning.levelFee')}
            aria-label={t('accounting.dunning.levelFeeOf', {
              level: t(`accounting.dunning.levels.${level}`),
            })}
            inputMode="decimal"
            value={levels[index]!.fee}
            error={showErrors && fees[index] === undefined ? t('accounting.dunning.feeInvalid') : undefined}
            onChange={(event) => change(index, { fee: event.target.value })}
          />
        </fieldset>
      ))}
      <fieldset>
        <legend>{t('accounting.dunning.interest')}</legend>
        <Checkbox
          label={t('accounting.dunning.interestEnabled')}
          checked={interest}
          onChange={(event) => setInterest(event.target.checked)}
        />
        <TextInput
          label={t('accounting.dunning.interestRate')}
          inputMode="decimal"
          value={rate}
          error={showErrors && rateValue === undefined ? t('accounting.dunning.rateInvalid') : undefined}
          onChange={(event) => setRate(event.target.value)}
        />
      </fieldset>
      <FormActions submitLabel={t('editor.save')} disabled={saving} />
    </form>
  );
}
