import {
  useCreateNewsletterSendingMutation,
  useGetNewsletterTemplateChoicesQuery,
} from '@gartenwerk/api-client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { Checklist, FormActions } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { useFeedback } from '../feedback';
import { useDocumentTitle } from '../useDocumentTitle';
import { SendTest } from './SendTest';
import { useNewsletterListChoices } from './useListChoices';

const BROWSE = '/sendings/browse';

/**
 * sendings/edit/:templateId?/:listId?: a new sending of a template to lists, with subject and
 * preheader, sent now, at a time, or kept as a draft; the list shows its progress afterwards.
 */
export function SendingEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const params = useParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const templates = useGetNewsletterTemplateChoicesQuery().data?.items ?? [];
  const lists = useNewsletterListChoices();
  const [template, setTemplate] = useState(params.templateId ?? '');
  const [chosen, setChosen] = useState<string[]>(params.listId ? [params.listId] : []);
  const [subject, setSubject] = useState('');
  const [preheader, setPreheader] = useState('');
  const [when, setWhen] = useState<'now' | 'later' | 'draft'>('now');
  const [scheduled, setScheduled] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [create, { isLoading }] = useCreateNewsletterSendingMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!template) found.template = t('newsletterAdmin.sendings.errors.template');
    if (chosen.length === 0) found.lists = t('newsletterAdmin.sendings.errors.lists');
    if (!subject.trim()) found.subject = t('newsletterAdmin.sendings.errors.subject');
    if (when === 'later' && !scheduled) found.scheduled = t('newsletterAdmin.sendings.errors.scheduled');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const saved = await feedback.reportSave(
      create({
        template,
        lists: chosen,
        subject: subject.trim(),
        preheader,
        ...(when === 'now' ? { send: true } : {}),
        ...(when === 'later' ? { scheduled: new Date(scheduled).toISOString() } : {}),
      }).unwrap(),
      t('newsletterAdmin.sendings.saveFailed'),
    );
    if (saved) navigate(BROWSE);
  }

  return (
    <section className="admin-screen" aria-labelledby="admin-screen-title">
      <p>
        <Link to={BROWSE}>{t('newsletterAdmin.sendings.toList')}</Link>
      </p>
      <h1 id="admin-screen-title">{t('newsletterAdmin.sendings.add')}</h1>
      <form className="admin-form" noValidate onSubmit={(event) => void submit(event)}>
        <label className="admin-form__area gw-field">
          <span className="gw-field__label">{t('newsletterAdmin.sendings.fields.template')}</span>
          <select
            className="gw-field__control"
            value={template}
            onChange={(event) => setTemplate(event.target.value)}
            aria-invalid={problems.template ? true : undefined}
          >
            <option value="">{t('newsletterAdmin.sendings.chooseTemplate')}</option>
            {templates.map((item) => (
              <option key={item._id} value={item._id}>
                {item.name}
              </option>
            ))}
          </select>
          {problems.template ? <span role="alert">{problems.template}</span> : null}
        </label>
        <Checklist
          legend={t('newsletterAdmin.sendings.fields.lists')}
          choices={lists}
          value={chosen}
          onChange={setChosen}
          none={t('newsletterAdmin.sendings.noLists')}
          {...(problems.lists ? { error: problems.lists } : {})}
        />
        <label className="admin-form__area gw-field">
          <span className="gw-field__label">{t('newsletterAdmin.sendings.fields.subject')}</span>
          <input
            className="gw-field__control"
            value={subject}
            maxLength={300}
            onChange={(event) => setSubject(event.target.value)}
            aria-invalid={problems.subject ? true : undefined}
          />
          {problems.subject ? <span role="alert">{problems.subject}</span> : null}
        </label>
        <label className="admin-form__area gw-field">
          <span className="gw-field__label">{t('newsletterAdmin.sendings.fields.preheader')}</span>
          <input
            className="gw-field__control"
            value={preheader}
            maxLength={300}
            onChange={(event) => setPreheader(event.target.value)}
          />
        </label>
        <fieldset className="admin-form__roles">
          <legend>{t('newsletterAdmin.sendings.fields.when')}</legend>
          {(['now', 'later', 'draft'] as const).map((choice) => (
            <label key={choice} className="admin-form__check">
              <input type="radio" name="when" checked={when === choice} onChange={() => setWhen(choice)} />
              {t(`newsletterAdmin.sendings.when.${choice}`)}
            </label>
          ))}
          {when === 'later' ? (
            <label className="admin-form__area gw-field">
              <span className="gw-field__label">{t('newsletterAdmin.sendings.fields.scheduled')}</span>
              <input
                className="gw-field__control"
                type="datetime-local"
                value={scheduled}
                onChange={(event) => setScheduled(event.target.value)}
                aria-invalid={problems.scheduled ? true : undefined}
              />
              {problems.scheduled ? <span role="alert">{problems.scheduled}</span> : null}
            </label>
          ) : null}
        </fieldset>
        <FormActions submitLabel={t(`newsletterAdmin.sendings.submit.${when}`)} disabled={isLoading} />
      </form>
      {template ? (
        <SendTest request={{ template, ...(subject.trim() ? { subject: subject.trim() } : {}) }} />
      ) : null}
    </section>
  );
}
