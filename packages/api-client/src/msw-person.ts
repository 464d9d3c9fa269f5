import {
  personSchemas,
  type Person,
  type PersonLink,
  type PersonLinkCreate,
} from '@gartenwerk/domain/schemas';
import { http, HttpResponse } from 'msw';
import { demoItems, entityHandlers } from './msw-entity';

export const demoPersons = demoItems(personSchemas, {}, [
  {
    _id: 'person-gruber',
    name: 'Jakob Gruber',
    company: 'Baumschule Gruber',
    roles: ['Lieferant'],
    contacts: [{ kind: 'email', value: 'jakob@gruber.test' }],
    created: '2026-03-02T08:00:00.000Z',
  },
  {
    _id: 'person-berger',
    name: 'Anna Berger',
    roles: ['Landschaftsgärtnerin'],
    created: '2026-03-01T08:00:00.000Z',
  },
]);

/** The persons' routes over a copy of `persons` (the demo persons unless given). */
export const createPersonHandlers = (persons: Person[] = demoPersons) =>
  entityHandlers({
    path: '/api/v0/person/',
    schemas: personSchemas,
    items: structuredClone(persons),
    defaults: {},
    notFound: 'person not found',
    search: ['name', 'company', 'notes'],
    matches: (person, query) => !query.get('role') || person.roles.includes(query.get('role') ?? ''),
  });

/** The person links' routes over a copy of `links`; a new link takes its names from `names`. */
export function createPersonLinkHandlers(links: PersonLink[] = [], names: Record<string, string> = {}) {
  const items = structuredClone(links);
  return [
    http.get('*/api/v0/person_link/', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const matches = (link: PersonLink) =>
        (['person', 'kind', 'target'] as const).every(
          (key) => !query.get(key) || link[key] === query.get(key),
        );
      return HttpResponse.json({ items: items.filter(matches) });
    }),
    http.post('*/api/v0/person_link/', async ({ request }) => {
      const body = (await request.json()) as PersonLinkCreate;
      const link: PersonLink = {
        _id: `link-${items.length + 1}`,
        ...body,
        personName: names[body.person] ?? '',
        targetName: names[body.target] ?? '',
        created: new Date().toISOString(),
      };
      items.push(link);
      return HttpResponse.json(link);
    }),
    http.delete('*/api/v0/person_link/:id', ({ params }) => {
      const index = items.findIndex((link) => link._id === params.id);
      if (index < 0)
        return HttpResponse.json(
          { statusCode: 404, code: 'NOT_FOUND', message: 'person link not found' },
          { status: 404 },
        );
      return HttpResponse.json(items.splice(index, 1)[0]);
    }),
  ];
}
