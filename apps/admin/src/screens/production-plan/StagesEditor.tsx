import {
  resourceApi,
  useGetProductionPlanQuery,
  useSaveProductionPlanMutation,
} from '@gartenwerk/api-client';
import { STAGE_STATUSES, type StageStatus } from '@gartenwerk/domain';
import type { PlanStageInput } from '@gartenwerk/domain/schemas';
import { Button, LoadingStatus } from '@gartenwerk/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { fromLocalDateTime, toLocalDateTime } from '../../kit';
import { messageOf, useFeedback } from '../feedback';

/** A stage as the form holds it: times as the browser's local day and time. */
interface StageDraft {
  uuid: string;
  name: string;
  start: string;
  end: string;
  resources: string[];
  status: StageStatus;
}

const toDraft = (stage: PlanStageInput): StageDraft => ({
  ...stage,
  start: toLocalDateTime(stage.start),
  end: toLocalDateTime(stage.end),
});

const newUuid = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `stage-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * The production plan of an order in its edit screen: its stages (name, start, end, resources,
 * status), saved all at once; a conflict the server finds is shown with its message, nothing saved.
 */
export function StagesEditor({ orderId }: { orderId: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const plan = useGetProductionPlanQuery(orderId);
  const resources = resourceApi.endpoints.getResources.useQuery();
  const [save, saving] = useSaveProductionPlanMutation();
  const [stages, setStages] = useState<StageDraft[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (plan.data) setStages(plan.data.production_plan.map(toDraft));
  }, [plan.data]);

  const change = (index: number, values: Partial<StageDraft>) =>
    setStages((current) => current.map((stage, at) => (at === index ? { ...stage, ...values } : stage)));

  async function onSave() {
    setProblem(null);
    const production_plan = stages.map((stage) => ({
      ...stage,
      name: stage.name.trim(),
      start: fromLocalDateTime(stage.start) ?? '',
      end: fromLocalDateTime(stage.end) ?? '',
    }));
    try {
      await save({ _id: orderId, production_plan }).unwrap();
      feedback.succeeded(t('productionPlan.stages.saved'));
    } catch (error) {
      const message = messageOf(error, '');
      setProblem(message);
      feedback.failed(t('productionPlan.stages.saveFailed', { message }), error);
    }
  }

  const status = plan.data?.plan_status ?? 'open';
  // Until the stored plan has arrived there is nothing to edit: a stage added before it would be
  // replaced by the answer.
  if (!plan.data) {
    return (
      <section className="admin-plan-stages" aria-labelledby="admin-plan-stages-title">
        <h2 id="admin-plan-stages-title">{t('productionPlan.stages.title')}</h2>
        <LoadingStatus label={t('list.loading')} />
      </section>
    );
  }
  return (
    <section className="admin-plan-stages" aria-labelledby="admin-plan-stages-title">
      <h2 id="admin-plan-stages-title">{t('productionPlan.stages.title')}</h2>
      <p>{t('productionPlan.stages.status', { status: t(`productionPlan.status.${status}`) })}</p>
      {stages.length === 0 ? <p>{t('productionPlan.stages.none')}</p> : null}
      {stages.map((stage, index) => {
        const number = index + 1;
        const id = `stage-${index}`;
        return (
          <fieldset key={stage.uuid} className="admin-plan-stage">
            <legend>{t('productionPlan.stages.name', { number })}</legend>
            <label className="admin-field">
              <span>{t('productionPlan.stages.name', { number })}</span>
              <input
                value={stage.name}
                required
                onChange={(event) => change(index, { name: event.target.value })}
              />
            </label>
            <label className="admin-field">
              <span>{t('productionPlan.stages.start')}</span>
              <input
                type="datetime-local"
                step={300}
                value={stage.start}
                onChange={(event) => change(index, { start: event.target.value })}
              />
            </label>
            <label className="admin-field">
              <span>{t('productionPlan.stages.end')}</span>
              <input
                type="datetime-local"
                step={300}
                value={stage.end}
                onChange={(event) => change(index, { end: event.target.value })}
              />
            </label>
            <label className="admin-field">
              <span>{t('productionPlan.stages.stageStatus')}</span>
              <select
                value={stage.status}
                onChange={(event) => change(index, { status: event.target.value as StageStatus })}
              >
                {STAGE_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {t(`productionPlan.status.${value}`)}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className="admin-plan-stage__resources">
              <legend>{t('productionPlan.stages.resources')}</legend>
              {(resources.data?.items ?? []).length === 0 ? (
                <p>{t('productionPlan.stages.noResources')}</p>
              ) : null}
              {(resources.data?.items ?? []).map((resource) => (
                <label key={resource._id} htmlFor={`${id}-${resource._id}`}>
                  <input
                    id={`${id}-${resource._id}`}
                    type="checkbox"
                    checked={stage.resources.includes(resource._id)}
                    onChange={(event) =>
                      change(index, {
                        resources: event.target.checked
                          ? [...stage.resources, resource._id]
                          : stage.resources.filter((each) => each !== resource._id),
                      })
                    }
                  />{' '}
                  {resource.name}
                </label>
              ))}
            </fieldset>
            <Button
              variant="secondary"
              onClick={() => setStages((current) => current.filter((_, at) => at !== index))}
            >
              {t('productionPlan.stages.remove', { number })}
            </Button>
          </fieldset>
        );
      })}
      {problem ? (
        <p role="alert" className="admin-plan__refusal">
          {problem}
        </p>
      ) : null}
      <div className="admin-plan__actions">
        <Button
          variant="secondary"
          onClick={() =>
            setStages((current) => [
              ...current,
              { uuid: newUuid(), name: '', start: '', end: '', resources: [], status: 'open' },
            ])
          }
        >
          {t('productionPlan.stages.add')}
        </Button>
        <Button onClick={() => void onSave()} disabled={saving.isLoading}>
          {t('productionPlan.stages.save')}
        </Button>
      </div>
    </section>
  );
}
