import {
  useGetFrostStopQuery,
  useGetProductGroupsQuery,
  useSetFrostStopMutation,
  useEndFrostStopMutation,
  type FrostState,
  type FrostStop,
} from '@gartenwerk/api-client';
import { formatDate, frostStopHolds, viennaDay } from '@gartenwerk/domain';
import { Button, TextInput } from '@gartenwerk/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { FormActions } from '../../kit';
import type { AdminRoute } from '../../routes/adminRoutes';
import { messageOf, useFeedback } from '../feedback';
import { LoadedScreen } from '../LoadedScreen';
import { CheckBox } from './fields';

/**
 * shop/settings/frost-stop: the owner pauses shipping of chosen product groups during a frost spell.
 * Orders are still taken; setting the stop's end (or ending it) gives the waiting lines their
 * shipping day and mails their customers.
 */
export function FrostStopScreen({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <LoadedScreen<FrostState>
      route={route}
      query={useGetFrostStopQuery()}
      texts={{
        loading: t('settings.loading'),
        loadFailed: (message) => t('settings.loadFailed', { message }),
      }}
    >
      {(state) => <FrostStopForm state={state} />}
    </LoadedScreen>
  );
}

const EMPTY: FrostStop = { groups: [], from: '', until: null, text: '' };

function FrostStopForm({ state }: { state: FrostState }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const groups = useGetProductGroupsQuery().data?.items ?? [];
  const [draft, setDraft] = useState<FrostStop>(
    () => state.stop ?? { ...EMPTY, from: viennaDay(new Date()) },
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [setStop, { isLoading: setting }] = useSetFrostStopMutation();
  const [endStop, { isLoading: ending }] = useEndFrostStopMutation();
  const isLoading = setting || ending;
  const change = (update: Partial<FrostStop>) => setDraft((current) => ({ ...current, ...update }));
  const date = (day: string) => formatDate(day, i18n.language);

  async function send(stop: FrostStop | null) {
    try {
      const answer = await (stop ? setStop(stop) : endStop()).unwrap();
      setProblem(null);
      if (!stop) setDraft({ ...EMPTY, from: viennaDay(new Date()) });
      feedback.succeeded(t('frostStop.saved', { count: answer.mailed ?? 0 }));
    } catch (error) {
      setProblem(messageOf(error, t('frostStop.saveFailed')));
      feedback.failed(t('frostStop.saveFailed'), error);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.groups.length === 0) return setProblem(t('frostStop.errors.groups'));
    if (!draft.from) return setProblem(t('frostStop.errors.from'));
    if (draft.until && draft.until < draft.from) return setProblem(t('frostStop.errors.until'));
    void send(draft);
  }

  const stop = state.stop;
  const status = !stop
    ? t('frostStop.statusNone')
    : frostStopHolds(stop, viennaDay(new Date()))
      ? stop.until
        ? t('frostStop.statusUntil', { from: date(stop.from), until: date(stop.until) })
        : t('frostStop.statusOpen', { from: date(stop.from) })
      : t('frostStop.statusPlanned', { from: date(stop.from) });

  return (
    <form className="admin-form" noValidate onSubmit={submit}>
      <p role="status" data-testid="frost-status">
        {status}
        {state.waiting > 0 ? ` ${t('frostStop.waiting', { count: state.waiting })}` : ''}
      </p>
      <p>{t('frostStop.hint')}</p>
      <fieldset>
        <legend>{t('frostStop.groups')}</legend>
        {groups.map((group) => (
          <CheckBox
            key={group._id}
            label={group.title}
            checked={draft.groups.includes(group._id)}
            onChange={(checked) =>
              change({
                groups: checked
                  ? [...draft.groups, group._id]
                  : draft.groups.filter((id) => id !== group._id),
              })
            }
          />
        ))}
      </fieldset>
      <TextInput
        type="date"
        label={t('frostStop.from')}
        value={draft.from}
        required
        onChange={(event) => change({ from: event.target.value })}
      />
      <TextInput
        type="date"
        label={t('frostStop.until')}
        hint={t('frostStop.untilHint')}
        value={draft.until ?? ''}
        onChange={(event) => change({ until: event.target.value || null })}
      />
      <TextInput
        label={t('frostStop.text')}
        hint={t('frostStop.textHint')}
        maxLength={200}
        value={draft.text}
        onChange={(event) => change({ text: event.target.value })}
      />
      <FormActions submitLabel={t('frostStop.save')} disabled={isLoading}>
        {stop ? (
          <Button variant="secondary" disabled={isLoading} onClick={() => void send(null)}>
            {t('frostStop.end')}
          </Button>
        ) : null}
        {problem && <p role="alert">{problem}</p>}
      </FormActions>
    </form>
  );
}
