import { useAddBugCommentMutation, useGetBugReportHistoryQuery } from '@gartenwerk/api-client';
import type { BugEvent } from '@gartenwerk/domain/schemas';
import { Button, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { formatDateTime, useFeedback } from '../feedback';

/** One entry: who and when, and the comment or what the save changed. */
function HistoryEntry({ event }: { event: BugEvent }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const name = (field: string) => t(`bugTracker.fields.${field}`, { defaultValue: field });
  return (
    <li className="bug-history__entry">
      <p className="bug-history__meta">
        {t(`bugTracker.history.${event.kind}`, { name: event.authorName || t('bugTracker.history.someone') })}
        {' · '}
        <time dateTime={event.created}>{formatDateTime(event.created, i18n.language)}</time>
      </p>
      {event.kind === 'comment' && <p className="bug-history__text">{event.text}</p>}
      {event.changes.length > 0 && (
        <ul className="bug-history__changes">
          {event.changes.map((change) => (
            <li key={change.field}>
              {change.from === null && change.to === null
                ? t('bugTracker.history.changedField', { field: name(change.field) })
                : t('bugTracker.history.changedValue', {
                    field: name(change.field),
                    from: change.from ?? '–',
                    to: change.to ?? '–',
                  })}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** A stored report's history (created, changes, comments) and a form for a new comment. */
export function BugHistory({ reportId }: { reportId: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const { data: events = [] } = useGetBugReportHistoryQuery(reportId);
  const [addComment, { isLoading }] = useAddBugCommentMutation();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    addComment({ id: reportId, text: text.trim() })
      .unwrap()
      .then(() => setText(''))
      .catch((error: unknown) => feedback.failed(t('bugTracker.history.commentFailed'), error));
  };
  return (
    <section className="bug-history" aria-labelledby="bug-history-title">
      <h2 id="bug-history-title">{t('bugTracker.history.title')}</h2>
      <ol className="bug-history__list">
        {events.map((event) => (
          <HistoryEntry key={event._id} event={event} />
        ))}
      </ol>
      <form className="bug-history__form" onSubmit={submit} aria-label={t('bugTracker.history.comment')}>
        <TextInput
          label={t('bugTracker.history.comment')}
          value={text}
          maxLength={5000}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary" loading={isLoading}>
          {t('bugTracker.history.send')}
        </Button>
      </form>
    </section>
  );
}
