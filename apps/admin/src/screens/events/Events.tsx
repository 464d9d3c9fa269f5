import { eventApi } from '@gartenwerk/api-client';
import { EVENT_DEFAULTS, eventSchemas } from '@gartenwerk/domain/schemas';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { EditScreen, editorHooks, NEW_ID, useEntityEditor, useSchemaFields } from '../../kit';
import { ListScreen, useEntityList } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';

const editPath = (id: string) => `/events/edit/${encodeURIComponent(id)}`;

/** events: the nursery's events, the latest start first, with the published ones filtered. */
export function EventBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const list = useEntityList(eventSchemas, eventApi.endpoints.getEvents, {
    texts: 'eventsScreen',
    columns: ['title', 'start', 'place', 'capacity', 'published'],
    filters: ['published'],
    link: (event) => editPath(event._id),
    overrides: {
      capacity: { align: 'end' },
      published: {
        cell: (event) => t(event.published ? 'eventsScreen.yes' : 'eventsScreen.no'),
        value: (event) => (event.published ? 1 : 0),
      },
    },
    pageSize: 20,
    add: editPath(NEW_ID),
    csv: 'veranstaltungen.csv',
  });
  return <ListScreen {...list} route={route} />;
}

/** events/edit/:id? (none or 'new' for a new one): when and where, how many can come, the text and picture. */
export function EventEdit({ route }: { route: AdminRoute }) {
  const editor = useEntityEditor({
    fields: useSchemaFields(eventSchemas.create, {
      texts: 'eventsScreen',
      order: ['title', 'start', 'end', 'place', 'capacity', 'booking_url', 'published', 'text', 'media'],
      overrides: {
        text: { kind: 'richtext' },
        media: { kind: 'files' },
      },
    }),
    schemas: eventSchemas,
    ...editorHooks(eventApi, 'Event'),
    listPath: '/events',
    editPath,
    initial: { ...EVENT_DEFAULTS, media: [] },
  });
  return <EditScreen route={route} editor={editor} texts="eventsScreen" />;
}
