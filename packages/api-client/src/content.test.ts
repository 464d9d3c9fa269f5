import { http, HttpResponse } from 'msw';
import { setupContractServer } from '@gartenwerk/test-helpers/msw-contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contentApi, downloadUrl, postJobsForm, type Message } from './content';
import { createContentHandlers, DEMO_CAPTCHA_ANSWER } from './msw';
import { createStore } from './store';

const baseUrl = 'http://shop.test';
const server = setupContractServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('content endpoints', () => {
  it('reads entries by route with paging and passes the query on', async () => {
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => urls.push(request.url));
    server.use(...createContentHandlers());
    const store = createStore({ baseUrl });
    const news = await store.dispatch(
      contentApi.endpoints.getContentEntries.initiate({
        route: '/Aktuelles',
        type: 'news',
        skip: 6,
        limit: 10,
      }),
    );
    expect(news.data?.items.map((entry) => entry.title)[0]).toBe('Neuigkeit 7');
    expect(news.data?.items).toHaveLength(10);
    expect(news.data?.total).toBe(23);
    expect(urls.at(-1)).toBe(`${baseUrl}/api/v0/entry/?route=%2FAktuelles&type=news&skip=6&limit=10`);
    server.events.removeAllListeners();
  });

  it('sends the contact form and answers the refusal of a used captcha with the server message', async () => {
    const inbox: Message[] = [];
    server.use(...createContentHandlers({ inbox }));
    const store = createStore({ baseUrl });
    const captcha = await store.dispatch(contentApi.endpoints.getCaptcha.initiate(1));
    const input = {
      name: 'Maria',
      email: 'maria@example.at',
      message: 'Ein Angebot bitte, danke.',
      captcha_id: captcha.data!.id,
      captcha_answer: DEMO_CAPTCHA_ANSWER,
    };
    const sent = await store.dispatch(contentApi.endpoints.sendMessage.initiate(input));
    expect(sent.data).toMatchObject({ form: 'contact', name: 'Maria' });
    const again = await store.dispatch(contentApi.endpoints.sendMessage.initiate(input));
    expect(again.error).toEqual({ status: 400, code: 'CAPTCHA_WRONG', message: 'captcha wrong' });
    expect(inbox).toHaveLength(1);
  });

  it('reads the SEO meta of a route', async () => {
    server.use(...createContentHandlers());
    const store = createStore({ baseUrl });
    const meta = await store.dispatch(contentApi.endpoints.getSeoMeta.initiate('/Team'));
    expect(meta.data).toMatchObject({
      title: 'Team – Gartenwerk',
      og: { type: 'website', url: `${baseUrl}/Team` },
    });
  });

  it('posts the jobs form as multipart with the CSRF header of a cookie session', async () => {
    let seen: { csrf: string | null; type: string | null; file?: string } = { csrf: null, type: null };
    server.use(
      http.post(`${baseUrl}/api/v0/forms/jobs`, async ({ request }) => {
        const type = request.headers.get('content-type');
        const form = await request.formData();
        const file = form.get('file');
        seen = {
          csrf: request.headers.get('x-csrf-token'),
          type,
          file: file instanceof Blob ? await file.text() : undefined,
        };
        return HttpResponse.json({ _id: 'm1', form: 'jobs' }, { status: 201 });
      }),
    );
    const previous = globalThis.document;
    Object.assign(globalThis, { document: { cookie: 'lang=de; gw_csrf=token%201' } });
    try {
      const form = new FormData();
      form.set('name', 'Jakob');
      form.set('file', new Blob(['%PDF-1.4']), 'cv.pdf');
      const message = await postJobsForm(form, { baseUrl });
      expect(message._id).toBe('m1');
    } finally {
      Object.assign(globalThis, { document: previous });
    }
    expect(seen.csrf).toBe('token 1');
    expect(seen.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.file).toBe('%PDF-1.4');
  });

  it('rejects a refused jobs form with the server code and message', async () => {
    server.use(
      http.post('*/api/v0/forms/jobs', () =>
        HttpResponse.json(
          { statusCode: 400, code: 'FILE_TYPE', message: 'Falscher Dateityp' },
          { status: 400 },
        ),
      ),
    );
    const store = createStore({ baseUrl });
    const result = await store.dispatch(contentApi.endpoints.sendJobsApplication.initiate(new FormData()));
    expect(result.error).toEqual({ status: 400, code: 'FILE_TYPE', message: 'Falscher Dateityp' });
  });

  it('builds download addresses of files and variants', () => {
    expect(downloadUrl('a b')).toBe('/api/v0/download/a%20b');
    expect(downloadUrl('f1', 'g800')).toBe('/api/v0/download/f1/g800');
  });
});
