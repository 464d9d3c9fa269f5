import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { APPLICATION_MAX_BYTES } from '@gartenwerk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createI18n } from '@gartenwerk/i18n';
import { AppError } from '../../core/errors';
import { requireRole } from '../../core/guard';
import { multipartParts } from '../../core/multipart';
import { IdParamsSchema, ListSchema } from '../../core/schemas';
import { assertStorable } from '../../core/storable-input';
import { notifyNobody, type Notify } from '../../core/notify';
import { requestLanguage, text, translate } from '../../core/texts';
import { createCaptcha, createTextCaptcha } from './captcha';
import {
  CaptchaSchema,
  MessageInputSchema,
  MessageQuerySchema,
  MessageSchema,
  MessageSettingsSchema,
  MessageUpdateSchema,
  TextCaptchaSchema,
  type Message,
  type MessageInput,
} from './schemas';
import {
  deleteMessage,
  getAttachment,
  getMessage,
  getMessageSettings,
  listMessages,
  submitMessage,
  updateMessage,
  updateMessageSettings,
  type UploadedFile,
} from './service';

const admins = requireRole('admin', 'system');
const languageOf = requestLanguage;

/** How many messages one client address may send through a form in a time window. */
export interface FormRateLimit {
  max: number;
  windowMs: number;
}

export const DEFAULT_FORM_RATE_LIMIT: FormRateLimit = { max: 10, windowMs: 10 * 60_000 };

export interface FormRoutesOptions {
  rateLimit?: Partial<FormRateLimit>;
  /** Tells the admin centre about a new message (the notification area's, given by areas/index.ts). */
  notify?: Notify;
}

/** The admin centre's notification of a new message, in the shop's language. */
function notifyMessage(app: FastifyInstance, options: FormRoutesOptions, message: Message) {
  return (options.notify ?? notifyNobody)(app, {
    title: translate(
      text('mail:adminNotifications.message.title', { sender: message.name || message.email }),
      'de',
    ),
    content: translate(
      text('mail:adminNotifications.message.content', {
        subject: message.subject || message.message.slice(0, 120),
      }),
      'de',
    ),
    type: 'notification',
    icon: 'mail',
    group: 'messages',
    link: `messages/inbox/${message._id}`,
  });
}

/**
 * The per-address limit of a form's route: refused ones count too, so nobody tries captchas or floods
 * the inbox and the notification mails. The 429 says in the visitor's language when to try again.
 */
function formRateLimit(options: FormRoutesOptions) {
  const { max, windowMs } = { ...DEFAULT_FORM_RATE_LIMIT, ...options.rateLimit };
  return {
    max,
    timeWindow: windowMs,
    keyGenerator: (request: FastifyRequest) => request.ip,
    errorResponseBuilder: (request: FastifyRequest, context: { ttl: number }) =>
      new AppError(
        'RATE_LIMITED',
        429,
        createI18n(languageOf(request)).t('content:form.tooManyMessages', {
          count: Math.max(1, Math.ceil(context.ttl / 60_000)),
        }),
      ),
  };
}

/** /api/v0/message: the contact form (anyone) and the inbox (admin, system). */
export const messageRoutes: FastifyPluginAsyncTypebox<FormRoutesOptions> = async (app, options) => {
  app.get(
    '/',
    {
      preHandler: admins,
      schema: {
        tags: ['message'],
        summary: 'The inbox, newest first, by read flag, tag or form (admin, system)',
        querystring: MessageQuerySchema,
        response: { 200: ListSchema(MessageSchema) },
      },
    },
    async (request) => listMessages(app.db, request.query),
  );

  app.get(
    '/settings',
    {
      schema: {
        tags: ['message'],
        summary: 'Which fields the forms have and which are required (anyone)',
        response: { 200: MessageSettingsSchema },
      },
    },
    async () => getMessageSettings(app.db),
  );

  app.put(
    '/settings',
    {
      preHandler: admins,
      schema: {
        tags: ['message'],
        summary: 'Sets the fields of the forms, stored in config components.message (admin, system)',
        body: MessageSettingsSchema,
        response: { 200: MessageSettingsSchema },
      },
    },
    async (request) => updateMessageSettings(app.db, request.body),
  );

  app.get(
    '/:id',
    {
      preHandler: admins,
      schema: {
        tags: ['message'],
        summary: 'One message (admin, system)',
        params: IdParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => getMessage(app.db, request.params.id),
  );

  app.get(
    '/:id/attachment',
    {
      preHandler: admins,
      schema: {
        tags: ['message'],
        summary: 'The application file of a message (admin, system)',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const attachment = await getAttachment(app.db, request.params.id);
      const filename = encodeURIComponent(attachment.name);
      return reply
        .type(attachment.mime)
        .header('content-disposition', `attachment; filename*=UTF-8''${filename}`)
        .send(createReadStream(join(app.dataDir, attachment.path)));
    },
  );

  app.post(
    '/',
    {
      config: { rateLimit: formRateLimit(options) },
      schema: {
        tags: ['message'],
        summary: 'Sends the contact form; refusals come in the visitor language (anyone, with captcha)',
        body: MessageInputSchema,
        response: { 201: MessageSchema },
      },
    },
    async (request, reply) => {
      const message = await submitMessage(app.db, {
        form: 'contact',
        input: request.body,
        language: languageOf(request),
        dataDir: app.dataDir,
        mailer: app.mailer,
      });
      await notifyMessage(app, options, message);
      return reply.status(201).send(message);
    },
  );

  const update = async (id: string | undefined, body: { read?: boolean; tags?: string[] }) => {
    if (!id) throw new AppError('VALIDATION', 400, 'body must have required property _id');
    return updateMessage(app.db, id, body);
  };
  app.put(
    '/',
    {
      preHandler: admins,
      schema: {
        tags: ['message'],
        summary: 'Sets the read flag and the tags of the message named by _id (admin, system)',
        body: MessageUpdateSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => update(request.body._id, request.body),
  );
  app.put(
    '/:id',
    {
      preHandler: admins,
      schema: {
        tags: ['message'],
        summary: 'Sets the read flag and the tags (admin, system)',
        params: IdParamsSchema,
        body: MessageUpdateSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => update(request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      preHandler: admins,
      schema: {
        tags: ['message'],
        summary: 'Removes a message and its file (admin, system)',
        params: IdParamsSchema,
        response: { 200: Type.Object({ _id: Type.String() }) },
      },
    },
    async (request) => deleteMessage(app.db, request.params.id, app.dataDir),
  );
};

/** Reads the jobs form: its text fields and one application file, cut off at the size limit. */
async function readJobsForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file?: UploadedFile }> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  for await (const part of multipartParts(request, {
    limits: { fileSize: APPLICATION_MAX_BYTES, files: 1, fields: 20 },
  })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    try {
      file = { filename: part.filename, data: await part.toBuffer(), tooLarge: false };
    } catch (error) {
      if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
      return { fields, file: { filename: part.filename, data: Buffer.alloc(0), tooLarge: true } };
    }
  }
  return { fields, file };
}

/** /api/v0/forms: the jobs form with an application file (anyone, with captcha). */
export const formRoutes: FastifyPluginAsyncTypebox<FormRoutesOptions> = async (app, options) => {
  // Another area may have registered multipart for the whole server already.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(fastifyMultipart);

  app.post(
    '/jobs',
    {
      config: { rateLimit: formRateLimit(options) },
      schema: {
        tags: ['message'],
        summary:
          'Sends the jobs form as multipart: name, email, phone, subject, message, captcha_id, ' +
          'captcha_answer and the application file (pdf, docx, odt, jpg, png; at most 10 MB)',
        response: { 201: MessageSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError('VALIDATION', 400, 'the jobs form must be sent as multipart/form-data');
      const { fields, file } = await readJobsForm(request);
      assertStorable('body', { ...fields, ...(file ? { file: { filename: file.filename } } : {}) });
      if (!Value.Check(MessageInputSchema, fields)) {
        const [first] = Value.Errors(MessageInputSchema, fields);
        throw new AppError('VALIDATION', 400, `body${first?.path ?? ''} ${first?.message ?? 'is invalid'}`);
      }
      const message = await submitMessage(app.db, {
        form: 'jobs',
        input: fields as MessageInput,
        language: languageOf(request),
        file,
        dataDir: app.dataDir,
        mailer: app.mailer,
      });
      await notifyMessage(app, options, message);
      return reply.status(201).send(message);
    },
  );
};

/** /api/v0/captcha: a new self-hosted captcha task (anyone). */
export const captchaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['message'],
        summary: 'A new arithmetic task as an SVG image; its answer is checked once by a form (anyone)',
        response: { 200: CaptchaSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await createCaptcha(app.db)),
  );
  app.get(
    '/text',
    {
      schema: {
        tags: ['message'],
        summary:
          'The non-visual alternative: a new arithmetic task as a sentence in the visitor language, ' +
          'answered in digits and checked once like the image (anyone)',
        response: { 200: TextCaptchaSchema },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await createTextCaptcha(app.db, languageOf(request))),
  );
};
