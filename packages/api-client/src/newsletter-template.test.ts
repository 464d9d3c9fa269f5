import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupContractServer } from '@gartenwerk/test-helpers/msw-contract';
import { createNewsletterTemplateHandlers } from './msw';
import { newsletterTemplateActionsApi, newsletterTemplateApi } from './newsletter-template';
import { createStore } from './store';

const server = setupContractServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function start() {
  server.use(...createNewsletterTemplateHandlers());
  return createStore({ baseUrl: 'http://shop.test' });
}

describe('newsletter template endpoints', () => {
  it('adds a template with its modules, finds it, previews a draft and sends a test', async () => {
    const store = start();
    const modules = [{ type: 'heading' as const, props: { text: 'Rosen & Co', level: 1 as const } }];
    const created = await store
      .dispatch(
        newsletterTemplateApi.endpoints.createNewsletterTemplate.initiate({ name: 'Sommer', modules }),
      )
      .unwrap();
    expect(created).toMatchObject({ name: 'Sommer', subject: '', language: 'de', modules });
    const found = await store
      .dispatch(newsletterTemplateApi.endpoints.getNewsletterTemplates.initiate({ search: 'Somm' }))
      .unwrap();
    expect(found.items.map((item) => item._id)).toEqual([created._id]);

    const preview = await store
      .dispatch(newsletterTemplateActionsApi.endpoints.previewNewsletterTemplate.initiate({ modules }))
      .unwrap();
    expect(preview.html).toContain('<h1>Rosen &#38; Co</h1>');

    const { sendNewsletterTest } = newsletterTemplateActionsApi.endpoints;
    expect(
      await store
        .dispatch(sendNewsletterTest.initiate({ template: created._id, emails: ['a@b.at'] }))
        .unwrap(),
    ).toEqual({ sent: 1 });
    await expect(
      store
        .dispatch(sendNewsletterTest.initiate({ template: created._id, emails: Array(11).fill('a@b.at') }))
        .unwrap(),
    ).rejects.toMatchObject({ status: 400, code: 'VALIDATION' });
  });

  it('refuses a module the schema does not know', async () => {
    const store = start();
    await expect(
      store
        .dispatch(
          newsletterTemplateApi.endpoints.createNewsletterTemplate.initiate({
            name: 'X',
            modules: [{ type: 'video', props: {} } as never],
          }),
        )
        .unwrap(),
    ).rejects.toMatchObject({ status: 400, code: 'VALIDATION' });
  });
});
