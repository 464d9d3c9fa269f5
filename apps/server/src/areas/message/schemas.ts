import { Type, type Static } from '@sinclair/typebox';
import { BrowseQuerySchema } from '../../core/schemas';

export const MESSAGE_FORMS = ['contact', 'jobs'] as const;
export type MessageForm = (typeof MESSAGE_FORMS)[number];

/** The fields a form can have; components.message.fields says which it has and which are required. */
export const MESSAGE_FIELD_NAMES = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type MessageFieldName = (typeof MESSAGE_FIELD_NAMES)[number];

export const MessageFieldSchema = Type.Object({
  name: Type.Union(MESSAGE_FIELD_NAMES.map((name) => Type.Literal(name))),
  required: Type.Boolean(),
});
export type MessageField = Static<typeof MessageFieldSchema>;

export const MessageSettingsSchema = Type.Object({
  fields: Type.Array(MessageFieldSchema, { maxItems: MESSAGE_FIELD_NAMES.length }),
});
export type MessageSettings = Static<typeof MessageSettingsSchema>;

export const AttachmentSchema = Type.Object({
  name: Type.String(),
  size: Type.Integer(),
  mime: Type.String(),
});

export const MessageSchema = Type.Object({
  _id: Type.String(),
  form: Type.String(),
  read: Type.Boolean(),
  tags: Type.Array(Type.String()),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  language: Type.String(),
  attachment: Type.Union([AttachmentSchema, Type.Null()]),
  date: Type.String({ format: 'date-time' }),
});
export type Message = Static<typeof MessageSchema>;

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** What a visitor sends; lengths and formats are checked by the service with texts in their language. */
export const MessageInputSchema = Type.Object({
  name: text(200),
  email: text(320),
  phone: text(50),
  subject: text(300),
  message: text(20_000),
  captcha_id: Type.String({ maxLength: 100 }),
  captcha_answer: Type.String({ maxLength: 20 }),
});
export type MessageInput = Static<typeof MessageInputSchema>;

export const MessageUpdateSchema = Type.Object({
  _id: Type.Optional(Type.String({ minLength: 1 })),
  read: Type.Optional(Type.Boolean()),
  tags: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 })),
});
export type MessageUpdate = Static<typeof MessageUpdateSchema>;

/** `from` is the sender's name, or the address when the name is empty; `status` the read flag. */
export const MESSAGE_SORTS = ['date', 'from', 'subject', 'form', 'status'] as const;
export type MessageSort = (typeof MESSAGE_SORTS)[number];
export const MessageQuerySchema = BrowseQuerySchema({
  filters: {
    read: Type.Optional(Type.Boolean()),
    tags: Type.Optional(Type.String({ description: 'One tag the messages carry' })),
    form: Type.Optional(Type.Union(MESSAGE_FORMS.map((form) => Type.Literal(form)))),
  },
  sorts: MESSAGE_SORTS,
  search: 'Part of the name, address, phone, subject, text or a tag',
});
export type MessageQuery = Static<typeof MessageQuerySchema>;

export const CaptchaSchema = Type.Object({ id: Type.String(), svg: Type.String() });
export const TextCaptchaSchema = Type.Object({ id: Type.String(), question: Type.String() });
