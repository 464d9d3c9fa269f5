import {
  personApi,
  useCreatePersonLinkMutation,
  useGetPersonLinksQuery,
  useRemovePersonLinkMutation,
} from '@gartenwerk/api-client';
import type { PersonLinkKind } from '@gartenwerk/domain/schemas';
import { Button, Select } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { useFeedback } from '../feedback';

/** Where the admin edits what a person is linked to. */
const TARGET_PATHS: Record<PersonLinkKind, (id: string) => string> = {
  vendor: (id) => `/accounting/vendor/edit/${encodeURIComponent(id)}`,
  customer: (id) => `/shop/customers/${encodeURIComponent(id)}`,
  sports_person: (id) => `/sports/person/edit/${encodeURIComponent(id)}`,
  accounting_customer: (id) => `/accounting/customer/edit/${encodeURIComponent(id)}`,
};

const personPath = (id: string) => `/person/edit/${encodeURIComponent(id)}`;

/** The persons linked to a vendor, customer or sports person, with a choice to link one more. */
export function LinkedPersons({ kind, target }: { kind: PersonLinkKind; target: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const links = useGetPersonLinksQuery({ kind, target }).data?.items ?? [];
  const persons =
    personApi.endpoints.getPersons.useQuery({ limit: 1000, sort: 'name', search: '' }).data?.items ?? [];
  const [createLink, creating] = useCreatePersonLinkMutation();
  const [removeLink] = useRemovePersonLinkMutation();
  const [chosen, setChosen] = useState('');
  const linked = new Set(links.map((link) => link.person));
  const link = async () => {
    try {
      await createLink({ person: chosen, kind, target }).unwrap();
      setChosen('');
      feedback.succeeded(t('personLinks.linked'));
    } catch (error) {
      feedback.failed(t('personLinks.failed', { message: '' }), error);
    }
  };
  const unlink = async (id: string) => {
    try {
      await removeLink(id).unwrap();
      feedback.succeeded(t('personLinks.unlinked'));
    } catch (error) {
      feedback.failed(t('personLinks.failed', { message: '' }), error);
    }
  };
  return (
    <section className="person-links" aria-labelledby={`person-links-${kind}`}>
      <h2 id={`person-links-${kind}`}>{t('personLinks.title')}</h2>
      {links.length === 0 ? (
        <p>{t('personLinks.none')}</p>
      ) : (
        <ul>
          {links.map((item) => (
            <li key={item._id}>
              <Link to={personPath(item.person)}>{item.personName}</Link>{' '}
              <Button
                variant="ghost"
                type="button"
                onClick={() => void unlink(item._id)}
                aria-label={t('personLinks.unlink', { name: item.personName })}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="person-links__add">
        <Select
          label={t('personLinks.person')}
          placeholder={t('personLinks.choose')}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          options={persons
            .filter((person) => !linked.has(person._id))
            .map((person) => ({ value: person._id, label: person.name }))}
        />
        <Button type="button" disabled={!chosen || creating.isLoading} onClick={() => void link()}>
          {t('personLinks.link')}
        </Button>
      </div>
    </section>
  );
}

/** A person's links to vendors, customers and sports persons, each a link to its screen. */
export function PersonLinkList({ person }: { person: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const links = useGetPersonLinksQuery({ person }).data?.items ?? [];
  return (
    <section className="person-links" aria-labelledby="person-links">
      <h2 id="person-links">{t('personLinks.titleOfPerson')}</h2>
      {links.length === 0 ? (
        <p>{t('personLinks.noneOfPerson')}</p>
      ) : (
        <ul>
          {links.map((link) => (
            <li key={link._id}>
              {t(`personLinks.kind.${link.kind}`)}:{' '}
              <Link to={TARGET_PATHS[link.kind](link.target)}>
                {link.targetName || t('personLinks.gone')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
