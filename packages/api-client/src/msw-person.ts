import { personSchemas, type Person } from '@gartenwerk/domain/schemas';
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
