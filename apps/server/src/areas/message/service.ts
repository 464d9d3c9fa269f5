import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  APPLICATION_EXTENSIONS,
  APPLICATION_MAX_BYTES,
  isValidEmail,
  MESSAGE_NAME_MIN_LENGTH,
  MESSAGE_TEXT_MIN_LENGTH,
  type Language,
} from '@gartenwerk/domain';
import { createI18n } from '@gartenwerk/i18n';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { browse, containsText, type BrowseSpec } from '../../core/browse';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../../core/db';
import { AppError, notFound } from '../../core/errors';
import { newId } from '../../core/ids';
import type { List } from '../../core/schemas';
import { getConfig, updateConfig } from '../config/service';
import { checkCaptcha } from './captcha';
import type { Mailer } from '../mail/service';
import { notifyMailbox } from './notify';
import {
  MESSAGE_FIELD_NAMES,
  type Message,
  type MessageField,
  type MessageForm,
  type MessageInput,
  type MessageQuery,
  type MessageSort,
  type MessageSettings,
  type MessageUpdate,
} from './schemas';
import { messages, type MessageAttachment, type MessageRow } from './table';

/** The contact form's fields while none are configured. */
export const DEFAULT_MESSAGE_FIELDS: MessageField[] = [
  { name: 'name', required: true },
  { name: 'email', required: true },
  { name: 'phone', required: false },
  { name: 'subject', required: false },
  { name: 'message', required: true },
];

/** Folder under DATA_DIR for application files. */
export const APPLICATIONS_FOLDER = 'applications';

export function toMessage(row: MessageRow): Message {
  return {
    _id: row.id,
    form: row.form,
    read: row.read,
    tags: row.tags,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    language: row.language,
    attachment: row.attachment
      ? { name: row.attachment.name, size: row.attachment.size, mime: row.attachment.mime }
      : null,
    date: row.date.toISOString(),
  };
}

function isField(value: unknown): value is MessageField {
  const field = value as MessageField;
  return (
    typeof field === 'object' &&
    field !== null &&
    (MESSAGE_FIELD_NAMES as readonly string[]).includes(field.name) &&
    typeof field.required === 'boolean'
  );
}

/** Which fields the forms have (config components.message.fields), the defaults while none are set. */
export async function getMessageSettings(db: Database): Promise<MessageSettings> {
  const fields = (await getConfig(db)).components.message.fields.filter(isField);
  return { fields: fields.length > 0 ? fields : DEFAULT_MESSAGE_FIELDS };
}

export async function updateMessageSettings(
  db: Database,
  settings: MessageSettings,
): Promise<MessageSettings> {
  const names = settings.fields.map((field) => field.name);
  if (new Set(names).size !== names.length) {
    throw new AppError('VALIDATION', 400, 'body/fields must not name a field twice');
  }
  const { components } = await getConfig(db);
  await updateConfig(db, {
    components: { ...components, message: { ...components.message, fields: settings.fields } },
  });
  return getMessageSettings(db);
}

/** A refused form: 400 with the reason in the visitor's language. */
function refuse(
  language: Language,
  code: string,
  key: string,
  values: Record<string, unknown> = {},
): AppError {
  return new AppError(code, 400, createI18n(language).t(`content:form.${key}`, values));
}

/** Checks the fields the form has; the first problem is answered in the visitor's language. */
export async function validateMessage(db: Database, input: MessageInput, language: Language): Promise<void> {
  const { fields } = await getMessageSettings(db);
  const value = (name: (typeof MESSAGE_FIELD_NAMES)[number]) => (input[name] ?? '').trim();
  for (const field of fields) {
    const given = value(field.name);
    if (given === '') {
      if (!field.required) continue;
      if (field.name === 'name')
        throw refuse(language, 'NAME_TOO_SHORT', 'nameTooShort', { min: MESSAGE_NAME_MIN_LENGTH });
      if (field.name === 'email') throw refuse(language, 'EMAIL_NOT_VALID', 'emailNotValid');
      if (field.name === 'message') {
        throw refuse(language, 'MESSAGE_TOO_SHORT', 'messageTooShort', { min: MESSAGE_TEXT_MIN_LENGTH });
      }
      throw refuse(language, 'FIELD_REQUIRED', 'fieldRequired', { field: field.name });
    }
    if (field.name === 'name' && given.length < MESSAGE_NAME_MIN_LENGTH) {
      throw refuse(language, 'NAME_TOO_SHORT', 'nameTooShort', { min: MESSAGE_NAME_MIN_LENGTH });
    }
    if (field.name === 'email' && !isValidEmail(given))
      throw refuse(language, 'EMAIL_NOT_VALID', 'emailNotValid');
    if (field.name === 'message' && given.length < MESSAGE_TEXT_MIN_LENGTH) {
      throw refuse(language, 'MESSAGE_TOO_SHORT', 'messageTooShort', { min: MESSAGE_TEXT_MIN_LENGTH });
    }
  }
}

/** An application file as it arrived; `tooLarge` when the upload was cut at the size limit. */
export interface UploadedFile {
  filename: string;
  data: Buffer;
  tooLarge: boolean;
}

/** The file's type from its content (its name is not trusted), or a refusal. */
async function checkApplicationFile(file: UploadedFile | undefined, language: Language) {
  if (file?.tooLarge || (file?.data.length ?? 0) > APPLICATION_MAX_BYTES) {
    throw refuse(language, 'FILE_TOO_LARGE', 'fileTooLarge', { max: APPLICATION_MAX_BYTES / 1_000_000 });
  }
  if (!file || file.data.length === 0) throw refuse(language, 'FILE_REQUIRED', 'fileRequired');
  const detected = await fileTypeFromBuffer(file.data);
  if (!detected || !(APPLICATION_EXTENSIONS as readonly string[]).includes(detected.ext)) {
    throw new AppError('FILE_TYPE', 400, createI18n(language).t('admin:files.wrongFileType'));
  }
  return detected;
}

export interface Submission {
  form: MessageForm;
  input: MessageInput;
  language: Language;
  /** Jobs only. */
  file?: UploadedFile;
  dataDir: string;
  mailer: Mailer;
}

/**
 * Stores a message sent through a form and notifies the mailbox. Fields are checked before the
 * captcha, so that a visitor correcting a field keeps the task; the captcha is used up by its check.
 */
export async function submitMessage(db: Database, submission: Submission): Promise<Message> {
  const { form, input, language } = submission;
  await validateMessage(db, input, language);
  const fileType = form === 'jobs' ? await checkApplicationFile(submission.file, language) : undefined;
  if (!(await checkCaptcha(db, input.captcha_id, input.captcha_answer))) {
    throw refuse(language, 'CAPTCHA_WRONG', 'captchaWrong');
  }

  const id = newId();
  let attachment: MessageAttachment | null = null;
  if (fileType && submission.file) {
    const path = join(APPLICATIONS_FOLDER, `${id}.${fileType.ext}`);
    await mkdir(join(submission.dataDir, APPLICATIONS_FOLDER), { recursive: true });
    await writeFile(join(submission.dataDir, path), submission.file.data);
    attachment = {
      name: submission.file.filename.slice(0, 200),
      path,
      size: submission.file.data.length,
      mime: fileType.mime,
    };
  }
  const [row] = await db
    .insert(messages)
    .values({
      id,
      form,
      name: (input.name ?? '').trim(),
      email: (input.email ?? '').trim(),
      phone: (input.phone ?? '').trim(),
      subject: (input.subject ?? '').trim(),
      message: (input.message ?? '').trim(),
      language,
      attachment,
    })
    .returning();
  const message = toMessage(row!);
  await notifyMailbox(submission.mailer, db, message);
  return message;
}

const MESSAGE_BROWSE: BrowseSpec<MessageSort> = {
  table: messages,
  id: messages.id,
  sortable: {
    date: messages.date,
    // Letters before case: the database's collation may put every capital before any small letter.
    from: sql`lower(coalesce(nullif(${messages.name}, ''), ${messages.email}))`,
    subject: sql`lower(${messages.subject})`,
    form: messages.form,
    status: messages.read,
  },
  defaultOrder: [desc(messages.date), asc(messages.id)],
  search: (words) =>
    containsText(words, [
      messages.name,
      messages.email,
      messages.phone,
      messages.subject,
      messages.message,
      messages.tags,
    ]),
  defaultLimit: 1000,
};

/** The inbox, newest first unless sorted: filters, search and a page. */
export async function listMessages(db: Database, query: MessageQuery): Promise<List<Message>> {
  return browse(
    db,
    MESSAGE_BROWSE,
    query,
    [
      query.read === undefined ? undefined : eq(messages.read, query.read),
      query.form === undefined ? undefined : eq(messages.form, query.form),
      query.tags === undefined ? undefined : sql`${query.tags} = any(${messages.tags})`,
    ],
    toMessage,
  );
}

async function findMessage(db: Database, id: string): Promise<MessageRow> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  if (!row) throw notFound('message not found');
  return row;
}

export async function getMessage(db: Database, id: string): Promise<Message> {
  return toMessage(await findMessage(db, id));
}

/** Where a message's attachment lies, for the admin to download. */
export async function getAttachment(db: Database, id: string): Promise<MessageAttachment> {
  const { attachment } = await findMessage(db, id);
  if (!attachment) throw notFound('message has no attachment');
  return attachment;
}

/** Changes the read flag and the tags; the text a visitor sent stays as sent. */
export async function updateMessage(db: Database, id: string, update: MessageUpdate): Promise<Message> {
  if (update.read === undefined && update.tags === undefined) return getMessage(db, id);
  const [row] = await db
    .update(messages)
    .set({
      ...(update.read !== undefined ? { read: update.read } : {}),
      ...(update.tags !== undefined ? { tags: update.tags.filter((tag) => tag !== '') } : {}),
    })
    .where(eq(messages.id, id))
    .returning();
  if (!row) throw notFound('message not found');
  return toMessage(row);
}

/** Removes a message and its attachment file. */
export async function deleteMessage(db: Database, id: string, dataDir: string): Promise<{ _id: string }> {
  const [row] = await db.delete(messages).where(eq(messages.id, id)).returning();
  if (!row) throw notFound('message not found');
  if (row.attachment) await rm(join(dataDir, row.attachment.path), { force: true });
  return { _id: id };
}

/** How many messages nobody has read yet (the dashboard and the inbox's menu badge). */
export async function countUnreadMessages(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(messages).where(eq(messages.read, false));
  return row?.total ?? 0;
}
