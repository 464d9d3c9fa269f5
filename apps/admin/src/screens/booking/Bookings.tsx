import { bookingApi } from '@gartenwerk/api-client';
import { formatDate, formatTime } from '@gartenwerk/domain';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { bookingSchemas, type BookingSettings } from '@gartenwerk/domain/schemas';
import { EditScreen, editorHooks, NEW_ID, useEntityEditor, useSchemaFields, type Choice } from '../../kit';
import { ListScreen, useEntityList } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { useBookingResource } from './api';

const editPath = (id: string) => `/booking/edit/${encodeURIComponent(id)}`;

/** The bookable types, as choices. */
function useTypeChoices(): Choice[] {
  const { data } = useBookingResource<BookingSettings>('/api/v0/booking/settings');
  return (data?.types ?? []).map((type) => ({ value: type.id, label: type.name }));
}

/** booking/browse: the bookings, the latest appointment first, filtered by type and status. */
export function BookingBrowse({ route }: { route: AdminRoute }) {
  const list = useEntityList(bookingSchemas, bookingApi.endpoints.getBookings, {
    texts: 'booking',
    columns: ['start', 'type', 'name', 'email', 'status', 'created'],
    filters: ['type', 'status'],
    link: (booking) => editPath(booking._id),
    overrides: { type: { choices: useTypeChoices() } },
    pageSize: 20,
    add: editPath(NEW_ID),
    csv: 'termine.csv',
  });
  return <ListScreen {...list} route={route} />;
}

/** booking/edit/:id?: a booking by hand (the owner's, not bound to the opening hours) or its details. */
export function BookingEdit({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const editor = useEntityEditor({
    fields: useSchemaFields(bookingSchemas.update, {
      texts: 'booking',
      overrides: {
        type: { kind: 'select', choices: useTypeChoices() },
        note: { multiline: true },
      },
    }),
    schemas: bookingSchemas,
    ...editorHooks(bookingApi, 'Booking'),
    listPath: '/booking/browse',
    editPath,
    initial: { status: 'confirmed' },
  });
  const consented = editor.item?.consented;
  return (
    <EditScreen route={route} editor={editor} texts="booking">
      {consented ? (
        <p>
          {t('booking.consented', {
            date: formatDate(consented, i18n.language === 'en' ? 'en' : 'de'),
            time: formatTime(consented),
          })}
        </p>
      ) : null}
    </EditScreen>
  );
}
