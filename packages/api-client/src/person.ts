import type {
  PersonLink,
  PersonLinkCreate,
  PersonLinkQuery,
  personSchemas,
} from '@gartenwerk/domain/schemas';
import { entityEndpoints } from './entity';

/** People who are not users (`/api/v0/person/`; admin, system). */
export const personApi = entityEndpoints<typeof personSchemas>()({
  type: 'Person',
  path: '/api/v0/person/',
  one: 'Person',
  many: 'Persons',
});

/** The links of persons to vendors, customers and sports persons (`/api/v0/person_link/`; admin, system). */
export const personLinkApi = personApi.enhanceEndpoints({ addTagTypes: ['PersonLink'] }).injectEndpoints({
  endpoints: (build) => ({
    getPersonLinks: build.query<{ items: PersonLink[] }, PersonLinkQuery>({
      query: (query) => ({ path: '/api/v0/person_link/', query: { ...query } }),
      providesTags: [{ type: 'PersonLink' as never, id: 'LIST' }],
    }),
    createPersonLink: build.mutation<PersonLink, PersonLinkCreate>({
      query: (payload) => ({ verb: 'create', path: '/api/v0/person_link/', payload }),
      invalidatesTags: [{ type: 'PersonLink' as never, id: 'LIST' }],
    }),
    removePersonLink: build.mutation<PersonLink, string>({
      query: (id) => ({ verb: 'remove', path: '/api/v0/person_link/', payload: { _id: id } }),
      invalidatesTags: [{ type: 'PersonLink' as never, id: 'LIST' }],
    }),
  }),
});

export const { useGetPersonLinksQuery, useCreatePersonLinkMutation, useRemovePersonLinkMutation } =
  personLinkApi;
