import './booking.css';
import type { Booking, BookingBlock, BookingSettings } from '@gartenwerk/domain/schemas';
import type { DatesSetArg, EventDropArg, EventInput, EventClickArg } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { useDocumentTitle } from '../useDocumentTitle';
import { bookingRequest, useBookingResource } from './api';

interface CalendarData {
  bookings: Booking[];
  blocks: BookingBlock[];
}

/** The calendar's events: the confirmed bookings (movable) and the blocked times. */
export function calendarEvents(
  data: CalendarData,
  typeName: (id: string) => string,
  blockedLabel: string,
): EventInput[] {
  return [
    ...data.bookings
      .filter((booking) => booking.status === 'confirmed')
      .map((booking) => ({
        id: booking._id,
        title: `${typeName(booking.type)} · ${booking.name}`,
        start: booking.start,
        end: booking.end,
        extendedProps: { kind: 'booking' },
      })),
    ...data.blocks.map((block) => ({
      id: `block-${block._id}`,
      title: `${blockedLabel}${block.note ? `: ${block.note}` : ''}`,
      start: block.start,
      end: block.end,
      editable: false,
      classNames: ['admin-booking-block'],
      extendedProps: { kind: 'block', blockId: block._id },
    })),
  ];
}

/** booking/calendar: bookings by day, week or month; drag one to move it, select a time to block it. */
export function BookingCalendar({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const navigate = useNavigate();
  const settings = useBookingResource<BookingSettings>('/api/v0/booking/settings').data;
  const [range, setRange] = useState<{ start: Date; end: Date } | null>(null);
  const [data, setData] = useState<CalendarData>({ bookings: [], blocks: [] });
  const [message, setMessage] = useState('');
  const load = useCallback(() => {
    if (!range) return;
    bookingRequest<CalendarData>(
      'GET',
      `/api/v0/booking/calendar?from=${range.start.toISOString()}&to=${range.end.toISOString()}`,
    )
      .then(setData)
      .catch((failure: Error) => setMessage(failure.message));
  }, [range]);
  useEffect(load, [load]);
  const typeName = (id: string) => settings?.types.find((type) => type.id === id)?.name ?? id;

  const onDatesSet = (arg: DatesSetArg) => {
    if (range?.start.getTime() === arg.start.getTime() && range.end.getTime() === arg.end.getTime()) return;
    setRange({ start: arg.start, end: arg.end });
  };
  const onDrop = async (arg: EventDropArg) => {
    try {
      await bookingRequest('PUT', `/api/v0/booking/${arg.event.id}/move`, {
        start: arg.event.start!.toISOString(),
      });
      setMessage(t('booking.calendar.moved'));
      load();
    } catch (failure) {
      arg.revert();
      setMessage(t('booking.calendar.moveFailed', { message: (failure as Error).message }));
    }
  };
  const onSelect = async (arg: { start: Date; end: Date }) => {
    const note = window.prompt(t('booking.calendar.blockNote'));
    if (note === null) return;
    await bookingRequest('POST', '/api/v0/booking_block/', {
      start: arg.start.toISOString(),
      end: arg.end.toISOString(),
      note,
    }).catch((failure: Error) => setMessage(failure.message));
    load();
  };
  const onClick = async (arg: EventClickArg) => {
    if (arg.event.extendedProps.kind === 'block') {
      if (!window.confirm(t('booking.calendar.removeBlock'))) return;
      await bookingRequest('DELETE', `/api/v0/booking_block/${arg.event.extendedProps.blockId as string}`);
      load();
    } else navigate(`/booking/edit/${arg.event.id}`);
  };
  const onDateClick = (arg: DateClickArg) => void arg;

  return (
    <section className="admin-screen admin-booking-calendar" aria-labelledby="booking-calendar-title">
      <h1 id="booking-calendar-title">{route.label}</h1>
      <p className="admin-hint">{t('booking.calendar.hint')}</p>
      {message ? <p role="status">{message}</p> : null}
      <FullCalendar
        plugins={[timeGridPlugin, dayGridPlugin, interactionPlugin]}
        // A phone shows one day; wider screens the week.
        initialView={window.matchMedia('(max-width: 600px)').matches ? 'timeGridDay' : 'timeGridWeek'}
        locales={[deLocale]}
        locale={i18n.language === 'en' ? 'en-gb' : 'de'}
        headerToolbar={{
          left: 'prev,next today',
          center: 'title',
          right: 'timeGridDay,timeGridWeek,dayGridMonth',
        }}
        slotMinTime="07:00:00"
        slotMaxTime="20:00:00"
        height="auto"
        editable
        eventDurationEditable={false}
        selectable
        selectMirror
        events={calendarEvents(data, typeName, t('booking.calendar.blocked'))}
        datesSet={onDatesSet}
        eventDrop={(arg) => void onDrop(arg)}
        select={(arg) => void onSelect(arg)}
        eventClick={(arg) => void onClick(arg)}
        dateClick={onDateClick}
      />
    </section>
  );
}
