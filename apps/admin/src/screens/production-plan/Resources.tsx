import { resourceApi } from '@gartenwerk/api-client';
import { RESOURCE_DEFAULTS, resourceSchemas, type Resource } from '@gartenwerk/domain/schemas';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { EditScreen, editorHooks, NEW_ID, useEntityEditor, useSchemaFields, type Field } from '../../kit';
import { ListScreen, useEntityList } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';

const editPath = (id: string) => `/accounting/resource/edit/${encodeURIComponent(id)}`;
const COLOR = /^#[0-9a-fA-F]{6}$/;
const TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** A colour's swatch beside its code. */
function Swatch({ color }: { color: string }) {
  return (
    <span className="admin-resource-swatch">
      <span aria-hidden="true" style={{ background: color }} />
      {color}
    </span>
  );
}

/** accounting/resource/browse: people, machines, vehicles, fields and greenhouses, in their order. */
export function ResourceBrowse({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const list = useEntityList(resourceSchemas, resourceApi.endpoints.getResources, {
    texts: 'productionPlan',
    columns: ['name', 'kind', 'color', 'order'],
    filters: ['kind'],
    link: (resource) => editPath(resource._id),
    overrides: { color: { cell: (resource: Resource) => <Swatch color={resource.color} /> } },
    add: editPath(NEW_ID),
    csv: 'ressourcen.csv',
  });
  return (
    <>
      <ListScreen {...list} route={route} />
      <p className="admin-screen">
        <Link to="/accounting/resource/calendar">{t('productionPlan.resourceCalendar')}</Link>
      </p>
    </>
  );
}

/** The weekly hours and the exceptions of a resource: one entry each. */
function availableDatesField(t: TFunction): Partial<Field> {
  const label = (key: string) => (number: number) => t(`productionPlan.available.${key}`, { number });
  return {
    kind: 'group',
    addLabel: t('productionPlan.available.add'),
    removeLabel: label('remove'),
    newEntry: () => ({ weekday: 1, date: '', from: '07:00', to: '16:00', absent: false, reason: '' }),
    fields: [
      {
        name: 'weekday',
        kind: 'custom',
        label: label('weekday'),
        toDraft: (value) => (typeof value === 'number' ? String(value) : ''),
        fromDraft: (draft) => ({ ok: true, value: draft === '' ? null : Number(draft) }),
        render: ({ value, onChange, label: shown }) => (
          <label className="admin-field">
            <span>{shown}</span>
            <select value={String(value ?? '')} onChange={(event) => onChange(event.target.value)}>
              <option value="">{t('productionPlan.available.none')}</option>
              {[1, 2, 3, 4, 5, 6, 7].map((day) => (
                <option key={day} value={String(day)}>
                  {t(`productionPlan.available.weekdays.${day}`)}
                </option>
              ))}
            </select>
          </label>
        ),
      },
      { name: 'date', kind: 'date', label: label('date') },
      { name: 'from', kind: 'text', empty: 'text', pattern: TIME, label: label('from') },
      { name: 'to', kind: 'text', empty: 'text', pattern: TIME, label: label('to') },
      { name: 'absent', kind: 'switch', label: label('absent') },
      { name: 'reason', kind: 'text', empty: 'text', label: label('reason') },
    ],
  } as Partial<Field>;
}

/** accounting/resource/edit/:id?: name, kind, calendar colours, order and when the resource is there. */
export function ResourceEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const editor = useEntityEditor({
    fields: useSchemaFields(resourceSchemas.create, {
      texts: 'productionPlan',
      overrides: {
        color: { pattern: COLOR },
        font_color: { pattern: COLOR },
        availableDates: availableDatesField(t) as never,
      },
    }),
    schemas: resourceSchemas,
    ...editorHooks(resourceApi, 'Resource'),
    listPath: '/accounting/resource/browse',
    editPath,
    initial: { ...RESOURCE_DEFAULTS, availableDates: [] },
  });
  return <EditScreen route={route} editor={editor} texts="productionPlan" />;
}
