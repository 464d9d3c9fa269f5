import { personApi } from '@gartenwerk/api-client';
import { PERSON_CONTACT_KINDS, personSchemas } from '@gartenwerk/domain/schemas';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { EditScreen, editorHooks, NEW_ID, useEntityEditor, useSchemaFields } from '../../kit';
import { ListScreen, useEntityList } from '../../list';
import type { AdminRoute } from '../../routes/adminRoutes';
import { PersonLinkList } from './PersonLinks';

const editPath = (id: string) => `/person/edit/${encodeURIComponent(id)}`;

/** person/browse: the people who are not users, by name, searched by name, company or notes. */
export function PersonBrowse({ route }: { route: AdminRoute }) {
  const list = useEntityList(personSchemas, personApi.endpoints.getPersons, {
    texts: 'persons',
    columns: ['name', 'company', 'roles', 'created'],
    link: (person) => editPath(person._id),
    pageSize: 20,
    add: editPath(NEW_ID),
    csv: 'personen.csv',
  });
  return <ListScreen {...list} route={route} />;
}

/** person/edit/:id?: a person's name, company, roles, addresses, contacts, notes and files; GDPR export. */
export function PersonEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const numbered = (key: string) => (number: number) => t(`persons.${key}`, { number });
  const editor = useEntityEditor({
    fields: useSchemaFields(personSchemas.create, {
      texts: 'persons',
      overrides: {
        notes: { multiline: true },
        files: { kind: 'files', upload: true, images: false },
        addresses: {
          kind: 'group',
          addLabel: t('persons.addAddress'),
          removeLabel: numbered('removeAddress'),
          newEntry: () => ({ label: '', street: '', zip: '', city: '', country: 'AT' }),
          fields: [
            { name: 'label', kind: 'text', label: numbered('address.label') },
            { name: 'street', kind: 'text', label: numbered('address.street') },
            { name: 'zip', kind: 'text', label: numbered('address.zip') },
            { name: 'city', kind: 'text', label: numbered('address.city') },
            { name: 'country', kind: 'text', label: numbered('address.country') },
          ],
        },
        contacts: {
          kind: 'group',
          addLabel: t('persons.addContact'),
          removeLabel: numbered('removeContact'),
          newEntry: () => ({ kind: 'email', value: '' }),
          fields: [
            {
              name: 'kind',
              kind: 'select',
              label: numbered('contact.kind'),
              choices: PERSON_CONTACT_KINDS.map((kind) => ({
                value: kind,
                label: t(`persons.kind.${kind}`),
              })),
            },
            { name: 'value', kind: 'text', label: numbered('contact.value') },
          ],
        },
      },
    }),
    schemas: personSchemas,
    ...editorHooks(personApi, 'Person'),
    listPath: '/person/browse',
    editPath,
  });
  const id = editor.item?._id;
  return (
    <EditScreen
      route={route}
      editor={editor}
      texts="persons"
      name={editor.item?.name}
      actions={
        id && (
          <a
            className="gw-button gw-button--secondary"
            href={`/api/v0/person/${encodeURIComponent(id)}/export`}
            download
          >
            {t('persons.export')}
          </a>
        )
      }
    >
      {id && <PersonLinkList person={id} />}
    </EditScreen>
  );
}
