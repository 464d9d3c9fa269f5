import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import {
  useGetCaptchaQuery,
  useGetTextCaptchaQuery,
  useGetMessageSettingsQuery,
  useSendJobsApplicationMutation,
  useSendMessageMutation,
  type ApiError,
  type MessageFieldName,
  type MessageSettings,
} from '@gartenwerk/api-client';
import {
  APPLICATION_EXTENSIONS,
  APPLICATION_MAX_BYTES,
  isValidEmail,
  MESSAGE_NAME_MIN_LENGTH,
  MESSAGE_TEXT_MIN_LENGTH,
} from '@gartenwerk/domain';
import { Button, TextInput } from '@gartenwerk/ui';
import { FormError } from '../auth/FormMessage';

type FieldKey = MessageFieldName | 'captcha' | 'file';
type FieldErrors = Partial<Record<FieldKey, string>>;

/** The field each of the server's form refusals is about; others show below the form. */
const FIELD_OF_CODE: Record<string, FieldKey> = {
  NAME_TOO_SHORT: 'name',
  EMAIL_NOT_VALID: 'email',
  MESSAGE_TOO_SHORT: 'message',
  CAPTCHA_WRONG: 'captcha',
  FILE_REQUIRED: 'file',
  FILE_TOO_LARGE: 'file',
  FILE_TYPE: 'file',
};

const INPUT_TYPES: Record<MessageFieldName, string> = {
  name: 'text',
  email: 'email',
  phone: 'tel',
  subject: 'text',
  message: 'text',
};

const AUTOCOMPLETE: Partial<Record<MessageFieldName, string>> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
};

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}

/** The same rules the server applies, checked before sending so the visitor sees every problem at once. */
function useValidate(settings: MessageSettings | undefined, withFile: boolean) {
  const { t } = useTranslation('content');
  return (values: Record<string, string>, file: File | null): FieldErrors => {
    const errors: FieldErrors = {};
    for (const field of settings?.fields ?? []) {
      const value = (values[field.name] ?? '').trim();
      if (value === '' && !field.required) continue;
      if (field.name === 'name' && value.length < MESSAGE_NAME_MIN_LENGTH)
        errors.name = t('form.nameTooShort', { min: MESSAGE_NAME_MIN_LENGTH });
      else if (field.name === 'email' && !isValidEmail(value)) errors.email = t('form.emailNotValid');
      else if (field.name === 'message' && value.length < MESSAGE_TEXT_MIN_LENGTH)
        errors.message = t('form.messageTooShort', { min: MESSAGE_TEXT_MIN_LENGTH });
      else if (value === '')
        errors[field.name] = t('form.fieldRequired', { field: t(`contact.fields.${field.name}`) });
    }
    if ((values.captcha_answer ?? '').trim() === '') errors.captcha = t('contact.captchaRequired');
    if (withFile) {
      if (!file || file.size === 0) errors.file = t('form.fileRequired');
      else if (file.size > APPLICATION_MAX_BYTES)
        errors.file = t('form.fileTooLarge', { max: APPLICATION_MAX_BYTES / 1_000_000 });
    }
    return errors;
  };
}

/**
 * The contact form (`form="contact"`) and the jobs form with its application file: the fields the
 * message settings name, the self-hosted captcha, the server's refusals at their field.
 */
export function MessageForm({ form }: { form: 'contact' | 'jobs' }) {
  const { t } = useTranslation('content');
  const withFile = form === 'jobs';
  const settings = useGetMessageSettingsQuery().data;
  const [task, setTask] = useState(1);
  // The image task, or for visitors who cannot see it the same kind of task as a sentence.
  const [asText, setAsText] = useState(false);
  const imageTask = useGetCaptchaQuery(task, { skip: asText });
  const textTask = useGetTextCaptchaQuery(task, { skip: !asText });
  const captcha = asText ? textTask : imageTask;
  const [sendMessage, contactState] = useSendMessageMutation();
  const [sendApplication, jobsState] = useSendJobsApplicationMutation();
  const sending = contactState.isLoading || jobsState.isLoading;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const validate = useValidate(settings, withFile);
  const headingId = `${form}-form-title`;
  const formElement = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const focusInvalid = useRef(false);

  // After a refused submit, the first invalid field takes the focus once it is marked (before paint).
  useLayoutEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const newTask = () => setTask((current) => current + 1);
  const switchTask = () => {
    setAsText(!asText);
    newTask();
  };
  const questionId = `${form}-captcha-question`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const data = new FormData(element);
    const values = Object.fromEntries(
      [...data.entries()].filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
    );
    // The chosen file from the input itself (FormData of a form misses files set by scripts and tests).
    const file = fileInput.current?.files?.[0] ?? null;
    if (file) data.set('file', file, file.name);
    const found = validate(values, file);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      focusInvalid.current = true;
      return;
    }
    const captchaId = captcha.data?.id ?? '';
    try {
      if (withFile) {
        data.set('captcha_id', captchaId);
        await sendApplication(data).unwrap();
      } else {
        const input = Object.fromEntries(
          (settings?.fields ?? []).map((field) => [field.name, values[field.name] ?? '']),
        );
        await sendMessage({
          ...input,
          captcha_id: captchaId,
          captcha_answer: values.captcha_answer ?? '',
        }).unwrap();
      }
      element.reset();
      setSent(true);
      newTask();
    } catch (error) {
      const message = isApiError(error) ? error.message : String(error);
      const field = isApiError(error) ? FIELD_OF_CODE[String(error.code)] : undefined;
      if (field) setErrors({ [field]: message });
      else setFormError(message);
      // The server used the task up by checking it; fields are checked before, so their refusals keep it.
      if (field === 'captcha' || !field) {
        newTask();
        const answer = element.elements.namedItem('captcha_answer');
        if (answer instanceof HTMLInputElement) answer.value = '';
      }
    }
  };

  if (sent) {
    return (
      <section aria-labelledby={headingId} className="message-form">
        <h2 id={headingId}>{t(`${form}.heading`)}</h2>
        <p role="status" className="form-status">
          {withFile ? t('jobs.sent') : t('form.sent')}
        </p>
        <Button variant="secondary" onClick={() => setSent(false)}>
          {t('contact.another')}
        </Button>
      </section>
    );
  }

  const captchaSrc = imageTask.data
    ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(imageTask.data.svg)}`
    : null;

  return (
    <section aria-labelledby={headingId} className="message-form">
      <h2 id={headingId}>{t(`${form}.heading`)}</h2>
      <form ref={formElement} noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        {(settings?.fields ?? []).map((field) => {
          const label = `${t(`contact.fields.${field.name}`)}${field.required ? ' *' : ''}`;
          if (field.name === 'message') {
            const errorId = `${form}-message-error`;
            return (
              <div
                key={field.name}
                className={`gw-text-input${errors.message ? ' gw-text-input--invalid' : ''}`}
              >
                <label className="gw-text-input__label" htmlFor={`${form}-message`}>
                  {label}
                </label>
                <textarea
                  id={`${form}-message`}
                  name="message"
                  rows={6}
                  required={field.required}
                  aria-invalid={errors.message ? true : undefined}
                  aria-describedby={errors.message ? errorId : undefined}
                />
                {errors.message ? (
                  <p id={errorId} className="gw-text-input__error">
                    {errors.message}
                  </p>
                ) : null}
              </div>
            );
          }
          return (
            <TextInput
              key={field.name}
              name={field.name}
              label={label}
              type={INPUT_TYPES[field.name]}
              autoComplete={AUTOCOMPLETE[field.name]}
              required={field.required}
              error={errors[field.name]}
            />
          );
        })}
        {withFile ? (
          <div className={`gw-text-input${errors.file ? ' gw-text-input--invalid' : ''}`}>
            <label className="gw-text-input__label" htmlFor="jobs-file">
              {t('jobs.file', { max: APPLICATION_MAX_BYTES / 1_000_000 })} *
            </label>
            <input
              ref={fileInput}
              id="jobs-file"
              type="file"
              name="file"
              accept={APPLICATION_EXTENSIONS.map((ext) => `.${ext}`).join(',')}
              aria-invalid={errors.file ? true : undefined}
              aria-describedby={errors.file ? 'jobs-file-error' : undefined}
            />
            {errors.file ? (
              <p id="jobs-file-error" className="gw-text-input__error">
                {errors.file}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="captcha">
          {asText && textTask.data ? (
            <p id={questionId} className="captcha__question">
              {textTask.data.question}
            </p>
          ) : !asText && captchaSrc ? (
            <img src={captchaSrc} alt={t('contact.captchaImage')} className="captcha__image" />
          ) : (
            <p>{t('contact.captchaLoading')}</p>
          )}
          <Button variant="secondary" onClick={newTask}>
            {t('form.newCaptcha')}
          </Button>
          <Button variant="secondary" onClick={switchTask}>
            {asText ? t('contact.captchaAsImage') : t('contact.captchaAsText')}
          </Button>
          <TextInput
            name="captcha_answer"
            label={`${t('form.captchaLabel')} *`}
            aria-describedby={asText ? questionId : undefined}
            inputMode="numeric"
            autoComplete="off"
            required
            error={errors.captcha}
          />
        </div>
        <Button type="submit" disabled={sending || !captcha.data}>
          {sending ? t('contact.sending') : t(`${form}.submit`)}
        </Button>
        <FormError message={formError} />
      </form>
    </section>
  );
}
