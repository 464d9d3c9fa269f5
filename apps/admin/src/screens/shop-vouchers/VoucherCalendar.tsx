import { formatEuros } from '@gartenwerk/domain';
import { useListVouchersQuery, type Voucher } from '@gartenwerk/api-client';
import type { DatesSetArg, EventInput } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { messageOf } from '../feedback';
import { useDocumentTitle } from '../useDocumentTitle';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Each voucher as an all-day event over its validity, clipped to the range shown; open ends
 * reach the edge of the range. FullCalendar's all-day end is exclusive, hence the extra day.
 */
export function voucherEvents(
  vouchers: readonly Voucher[],
  range: { start: Date; end: Date },
  language: string,
): EventInput[] {
  return vouchers.map((voucher) => {
    const from = voucher.valid_from ? new Date(voucher.valid_from) : range.start;
    const until = voucher.valid_until ? new Date(voucher.valid_until) : range.end;
    const day = (date: Date) => date.toISOString().slice(0, 10);
    return {
      id: voucher._id,
      title: `${voucher.code} · ${formatEuros(voucher.remaining, language)}`,
      start: day(from < range.start ? range.start : from),
      end: day(new Date(Math.min(until.getTime(), range.end.getTime()) + DAY)),
      allDay: true,
      classNames: voucher.remaining > 0 ? [] : ['admin-voucher--used'],
    };
  });
}

/** shop/voucher/calendar: the vouchers valid in the month shown. */
export function VoucherCalendar({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const navigate = useNavigate();
  // ?month=2026-04 opens that month; the month shown is written back, so reload keeps it.
  const [params, setParams] = useSearchParams();
  const month = params.get('month');
  const [range, setRange] = useState<{ start: Date; end: Date } | null>(null);
  const { data, error } = useListVouchersQuery(
    range ? { from: range.start.toISOString(), until: range.end.toISOString(), limit: 1000 } : {},
    { skip: !range },
  );
  const onDatesSet = (arg: DatesSetArg) => {
    if (range?.start.getTime() === arg.start.getTime() && range.end.getTime() === arg.end.getTime()) return;
    setRange({ start: arg.start, end: arg.end });
    const shown = arg.view.currentStart.toISOString().slice(0, 7);
    if (shown !== month) setParams({ month: shown }, { replace: true });
  };

  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <p>
        <Link to="/shop/voucher/browse">{t('shopSettings.vouchers.back')}</Link>
      </p>
      {error ? (
        <p role="alert">{t('shopSettings.vouchers.loadFailed', { message: messageOf(error, '') })}</p>
      ) : null}
      <div className="admin-calendar" aria-label={t('shopSettings.vouchers.calendar')}>
        <FullCalendar
          plugins={[dayGridPlugin]}
          initialView="dayGridMonth"
          initialDate={month && /^\d{4}-\d{2}$/.test(month) ? `${month}-01` : undefined}
          locale={i18n.language === 'en' ? 'en-gb' : deLocale}
          timeZone="UTC"
          height="auto"
          datesSet={onDatesSet}
          events={range && data ? voucherEvents(data.items, range, i18n.language) : []}
          eventClick={(info) => void navigate(`/shop/voucher/edit/${encodeURIComponent(info.event.id)}`)}
        />
      </div>
    </section>
  );
}
