import {
  fetchProductionPlanPdf,
  resourceApi,
  useGetCalendarRangeQuery,
  useGetDayPickupsQuery,
  useMoveStageMutation,
  useOrdersByResourceQuery,
} from '@gartenwerk/api-client';
import { DEFAULT_CALENDAR_SLOT, formatDate, formatTime, viennaDay } from '@gartenwerk/domain';
import type { PlanEvent } from '@gartenwerk/domain/schemas';
import type { DatesSetArg, EventChangeArg, EventInput } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Button } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { messageOf, useFeedback } from '../feedback';
import { useDocumentTitle } from '../useDocumentTitle';

/** The calendar's event of a stage; its id names the order and the stage (`order:uuid`). */
export function stageEvent(event: PlanEvent, prefix = ''): EventInput {
  return {
    id: event.id,
    title: prefix ? `${prefix}: ${event.title}` : event.title,
    start: event.start,
    end: event.end,
    backgroundColor: event.color,
    borderColor: event.color,
    textColor: event.font_color,
    extendedProps: { order: event.order._id, kind: event.order.kind, uuid: event.stage.uuid },
  };
}

interface Range {
  start: string;
  end: string;
}

/**
 * The calendar both screens share: day, week and month, 5-minute slots (the spec's default), a stage
 * dragged or resized is sent to the server, and put back with the server's message when refused.
 */
function PlanCalendarView({
  events,
  onRange,
  label,
}: {
  events: EventInput[];
  onRange: (range: Range, day: string) => void;
  label: string;
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [moveStage] = useMoveStageMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const view = params.get('view') ?? 'timeGridWeek';
  const date = params.get('date');

  async function onChange(change: EventChangeArg) {
    const { order, uuid } = change.event.extendedProps as { order: string; uuid: string };
    setRefusal(null);
    try {
      await moveStage({
        _id: order,
        uuid,
        start: change.event.start!.toISOString(),
        end: (change.event.end ?? change.event.start!).toISOString(),
      }).unwrap();
      feedback.succeeded(t('productionPlan.moved'));
    } catch (error) {
      change.revert();
      const message = messageOf(error, '');
      setRefusal(message);
      feedback.failed(t('productionPlan.refused', { message }), error);
    }
  }

  const onDatesSet = (arg: DatesSetArg) => {
    const day = viennaDay(arg.view.currentStart);
    onRange({ start: arg.start.toISOString(), end: arg.end.toISOString() }, day);
    if (arg.view.type !== view || day !== date) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('view', arg.view.type);
          next.set('date', day);
          return next;
        },
        { replace: true },
      );
    }
  };

  return (
    <>
      {refusal ? (
        <p role="alert" className="admin-plan__refusal">
          {t('productionPlan.refused', { message: refusal })}
        </p>
      ) : null}
      <div className="admin-calendar admin-plan" aria-label={label}>
        <FullCalendar
          plugins={[timeGridPlugin, dayGridPlugin, interactionPlugin]}
          initialView={['timeGridDay', 'timeGridWeek', 'dayGridMonth'].includes(view) ? view : 'timeGridWeek'}
          initialDate={date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined}
          headerToolbar={{
            left: 'prev,next today',
            center: 'title',
            right: 'timeGridDay,timeGridWeek,dayGridMonth',
          }}
          locale={i18n.language === 'en' ? 'en-gb' : deLocale}
          slotDuration={DEFAULT_CALENDAR_SLOT}
          snapDuration={DEFAULT_CALENDAR_SLOT}
          slotLabelInterval="01:00:00"
          scrollTime="07:00:00"
          allDaySlot={false}
          nowIndicator
          editable
          eventDurationEditable
          height={view === 'dayGridMonth' ? 'auto' : 760}
          datesSet={onDatesSet}
          events={events}
          eventChange={(change) => void onChange(change)}
          eventClick={(info) => {
            const order = encodeURIComponent(String(info.event.extendedProps.order));
            void navigate(
              info.event.extendedProps.kind === 'shop'
                ? `/shop/orders/${order}`
                : `/accounting/order/edit/${order}`,
            );
          }}
        />
      </div>
    </>
  );
}

/** Print buttons: the day or the week shown, as PDF from printProductionPlan. */
function PrintButtons({ day, resource }: { day: string | null; resource?: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [printing, setPrinting] = useState(false);
  async function print(span: 'day' | 'week') {
    if (!day) return;
    setPrinting(true);
    try {
      const blob = await fetchProductionPlanPdf({ date: day, span, ...(resource ? { resource } : {}) });
      const url = URL.createObjectURL(blob);
      const link = window.document.createElement('a');
      link.href = url;
      link.download = `produktionsplan-${day}.pdf`;
      window.document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      feedback.failed(t('productionPlan.printFailed', { message: messageOf(error, '') }), error);
    } finally {
      setPrinting(false);
    }
  }
  return (
    <div className="admin-plan__actions" role="group" aria-label={t('productionPlan.print')}>
      <Button onClick={() => void print('day')} disabled={!day || printing}>
        {t('productionPlan.printDay')}
      </Button>
      <Button onClick={() => void print('week')} disabled={!day || printing}>
        {t('productionPlan.printWeek')}
      </Button>
    </div>
  );
}

/** The pickup orders of the day shown: the nursery prepares them beside the stages. */
function DayPickups({ day }: { day: string | null }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { data } = useGetDayPickupsQuery(day ?? '', { skip: !day });
  if (!day || !data) return null;
  return (
    <section aria-labelledby="plan-pickups" className="admin-plan__pickups">
      <h2 id="plan-pickups">{t('productionPlan.pickups', { date: formatDate(day) })}</h2>
      {data.length === 0 ? (
        <p>{t('productionPlan.noPickups')}</p>
      ) : (
        <ul>
          {data.map((pickup) => (
            <li key={pickup._id}>
              <Link to={`/shop/orders/${encodeURIComponent(pickup._id)}`}>
                {t('figures.tiles.pickup', {
                  from: formatTime(pickup.start),
                  to: formatTime(pickup.end),
                  number: pickup.number,
                  name: pickup.name,
                })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** accounting/invoice/calendar: the stages of open and partial orders (getCalendarRange). */
export function InvoiceCalendar({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const [range, setRange] = useState<Range | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const { data, error } = useGetCalendarRangeQuery(range ?? { start: '', end: '' }, { skip: !range });
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <p>
        <Link to="/accounting/resource/calendar">{t('productionPlan.resourceCalendar')}</Link>
      </p>
      <PrintButtons day={day} />
      <DayPickups day={day} />
      {error ? (
        <p role="alert">{t('productionPlan.calendarFailed', { message: messageOf(error, '') })}</p>
      ) : null}
      <PlanCalendarView
        label={t('productionPlan.calendar')}
        events={(data?.events ?? []).map((event) => stageEvent(event))}
        onRange={(next, shown) => {
          if (next.start !== range?.start || next.end !== range.end) setRange(next);
          setDay(shown);
        }}
      />
    </section>
  );
}

/** accounting/resource/calendar: the same per resource (ordersByResource), one resource or all. */
export function ResourceCalendar({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const [params, setParams] = useSearchParams();
  const resource = params.get('resource') ?? '';
  const [range, setRange] = useState<Range | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const resources = resourceApi.endpoints.getResources.useQuery();
  const { data, error } = useOrdersByResourceQuery(
    { ...(range ?? { start: '', end: '' }), ...(resource ? { resource } : {}) },
    { skip: !range },
  );
  const events = (data?.resources ?? []).flatMap((each) =>
    each.events.map((event) =>
      stageEvent(
        { ...event, id: `${event.id}:${each._id}`, color: each.color, font_color: each.font_color },
        resource ? '' : each.name,
      ),
    ),
  );
  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{route.label}</h1>
      <p>
        <Link to="/accounting/resource/browse">{t('productionPlan.toResources')}</Link>
        {' · '}
        <Link to="/accounting/invoice/calendar">{t('productionPlan.calendar')}</Link>
      </p>
      <label className="admin-field admin-plan__resource">
        <span>{t('productionPlan.resource')}</span>
        <select
          value={resource}
          onChange={(event) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (event.target.value) next.set('resource', event.target.value);
                else next.delete('resource');
                return next;
              },
              { replace: true },
            )
          }
        >
          <option value="">{t('productionPlan.allResources')}</option>
          {(resources.data?.items ?? []).map((each) => (
            <option key={each._id} value={each._id}>
              {each.name}
            </option>
          ))}
        </select>
      </label>
      <PrintButtons day={day} {...(resource ? { resource } : {})} />
      {error ? (
        <p role="alert">{t('productionPlan.calendarFailed', { message: messageOf(error, '') })}</p>
      ) : null}
      <PlanCalendarView
        label={t('productionPlan.resourceCalendar')}
        events={events}
        onRange={(next, shown) => {
          if (next.start !== range?.start || next.end !== range.end) setRange(next);
          setDay(shown);
        }}
      />
    </section>
  );
}
