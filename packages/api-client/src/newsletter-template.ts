import type {
  NewsletterModule,
  NewsletterModuleType,
  NewsletterSendTest,
  NewsletterSendTestResult,
  NewsletterTemplate,
  NewsletterTemplateCreate,
  NewsletterTemplateDraft,
  NewsletterTemplateQuery,
  newsletterTemplateSchemas,
  RenderedNewsletter,
} from '@gartenwerk/domain/schemas';
import { api } from './api';
import { entityEndpoints } from './entity';

export type {
  NewsletterModule,
  NewsletterModuleType,
  NewsletterSendTest,
  NewsletterSendTestResult,
  NewsletterTemplate,
  NewsletterTemplateCreate,
  NewsletterTemplateDraft,
  NewsletterTemplateQuery,
  RenderedNewsletter,
};

const TEMPLATES = '/api/v0/newsletter_template/';

/** The newsletter's templates (`/api/v0/newsletter_template/`; admin, system). */
export const newsletterTemplateApi = entityEndpoints<typeof newsletterTemplateSchemas>()({
  type: 'NewsletterTemplate',
  path: TEMPLATES,
  one: 'NewsletterTemplate',
  many: 'NewsletterTemplates',
});

export const newsletterTemplateActionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/v0/newsletter_template/preview`: unsaved modules rendered as the mail would look. */
    previewNewsletterTemplate: build.mutation<RenderedNewsletter, NewsletterTemplateDraft>({
      query: (draft) => ({ verb: 'create', path: `${TEMPLATES}preview`, payload: draft }),
    }),
    /** `POST /api/v0/newsletter/sendtest/`: a template or a draft mailed to up to 10 addresses as a test. */
    sendNewsletterTest: build.mutation<NewsletterSendTestResult, NewsletterSendTest>({
      query: (body) => ({ verb: 'create', path: '/api/v0/newsletter/sendtest/', payload: body }),
    }),
  }),
});

export const {
  useGetNewsletterTemplatesQuery,
  useGetNewsletterTemplateQuery,
  useCreateNewsletterTemplateMutation,
  useUpdateNewsletterTemplateMutation,
  useRemoveNewsletterTemplateMutation,
} = newsletterTemplateApi;
export const { usePreviewNewsletterTemplateMutation, useSendNewsletterTestMutation } =
  newsletterTemplateActionsApi;
