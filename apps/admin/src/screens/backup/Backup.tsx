import {
  backupDownloadPath,
  isBackupRunning,
  useCreateBackupMutation,
  useDeleteBackupMutation,
  useGetBackupRestoreQuery,
  useGetBackupsQuery,
  useRestoreBackupMutation,
  useUpdateBackupScheduleMutation,
  type Backup,
  type BackupSchedule,
} from '@gartenwerk/api-client';
import { formatFileSize } from '@gartenwerk/domain';
import { Button, Checkbox, ConfirmDialog, Select, TextInput } from '@gartenwerk/ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { loginUrlFor } from '../../shell/RequireAdmin';
import { formatDateTime, useFeedback } from '../feedback';
import { LoadedScreen } from '../LoadedScreen';
import './backup.css';

/** How often the list is read again while a backup is being made. */
export const BACKUP_POLL_MS = 1000;

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

function BackupState({ backup }: { backup: Backup }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { phase, done, total } = backup.progress;
  return (
    <div className="admin-backups__state">
      <span>
        {t(`backupScreen.states.${backup.state}`)}
        {isBackupRunning(backup) && phase ? ` · ${t(`backupScreen.phases.${phase}`)}` : ''}
      </span>
      {isBackupRunning(backup) ? (
        <progress
          aria-label={t('backupScreen.progress', { id: backup._id })}
          max={Math.max(total, 1)}
          value={done}
        />
      ) : null}
      {backup.error ? <span role="alert">{backup.error}</span> : null}
    </div>
  );
}

function BackupItem({ backup, onDelete }: { backup: Backup; onDelete: (backup: Backup) => void }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const date = formatDateTime(backup.created, i18n.language);
  return (
    <li className="admin-backups__item" aria-label={date}>
      <div className="admin-backups__text">
        <strong>{date}</strong>
        <span>{t(backup.scheduled ? 'backupScreen.scheduled' : 'backupScreen.manual')}</span>
        {backup.size !== null ? <span>{formatFileSize(backup.size)}</span> : null}
        {backup.rows !== null ? (
          <span>
            {t('backupScreen.counts', { tables: backup.tables, rows: backup.rows, files: backup.files })}
          </span>
        ) : null}
        <BackupState backup={backup} />
      </div>
      <div className="admin-backups__actions">
        {backup.state === 'done' ? (
          <a
            className="admin-backups__download"
            href={backupDownloadPath(backup._id)}
            download={`${backup._id}.tar.gz`}
            aria-label={t('backupScreen.downloadTitle', { date })}
          >
            {t('backupScreen.download')}
          </a>
        ) : null}
        {isBackupRunning(backup) ? null : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('backupScreen.deleteTitle', { date })}
            onClick={() => onDelete(backup)}
          >
            {t('backupScreen.delete')}
          </Button>
        )}
      </div>
    </li>
  );
}

function ScheduleForm({ schedule }: { schedule: BackupSchedule }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [save, { isLoading }] = useUpdateBackupScheduleMutation();
  const [form, setForm] = useState(schedule);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void feedback.reportSave(save(form).unwrap(), t('backupScreen.scheduleFailed'));
  };
  return (
    <form className="admin-backup-schedule" aria-labelledby="backup-schedule" onSubmit={submit}>
      <h2 id="backup-schedule">{t('backupScreen.schedule')}</h2>
      <Checkbox
        label={t('backupScreen.scheduleEnabled')}
        checked={form.enabled}
        onChange={(event) => setForm({ ...form, enabled: event.target.checked })}
      />
      <Select
        label={t('backupScreen.hour')}
        options={HOURS.map((hour) => ({
          value: String(hour),
          label: t('backupScreen.hourOption', { hour: String(hour).padStart(2, '0') }),
        }))}
        value={String(form.hour)}
        disabled={!form.enabled}
        onChange={(event) => setForm({ ...form, hour: Number(event.target.value) })}
      />
      <TextInput
        label={t('backupScreen.keepDays')}
        hint={t('backupScreen.keepDaysHint')}
        type="number"
        min={1}
        max={3650}
        required
        disabled={!form.enabled}
        value={String(form.keep_days)}
        onChange={(event) => setForm({ ...form, keep_days: Number(event.target.value) })}
      />
      <Button type="submit" loading={isLoading}>
        {t('backupScreen.saveSchedule')}
      </Button>
    </form>
  );
}

/** Whole megabytes, rounded up, as the server's refusal counts them. */
const megabytes = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024 ** 2));

/** A restore under way or ended, read again until it is done or failed. */
function RestoreProgress({ id, onFailed }: { id: string; onFailed: () => void }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [ended, setEnded] = useState(false);
  const query = useGetBackupRestoreQuery(id, { pollingInterval: ended ? 0 : BACKUP_POLL_MS });
  const restore = query.data;
  useEffect(() => {
    if (!restore || restore.state === 'running' || ended) return;
    setEnded(true);
    if (restore.state === 'failed') {
      feedback.failed(t('backupScreen.restoreFailed'), { message: restore.error ?? '' });
      onFailed();
    }
  }, [restore, ended, feedback, onFailed, t]);
  if (restore?.state === 'done')
    return (
      <>
        <p role="status">
          {t('backupScreen.restored', {
            date: restore.created ? formatDateTime(restore.created, i18n.language) : '',
            rows: restore.rows,
            files: restore.files,
          })}
        </p>
        <a href={loginUrlFor('/admincenter/backup')}>{t('backupScreen.login')}</a>
      </>
    );
  return (
    <p role="status">
      {t('backupScreen.restoring')}
      {restore?.phase ? ` · ${t(`backupScreen.restorePhases.${restore.phase}`)}` : ''}
    </p>
  );
}

/** The upload of an archive, offered only while the installation is empty (the server checks again). */
function RestoreForm({ empty, limit }: { empty: boolean; limit: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const [restore, { isLoading }] = useRestoreBackupMutation();
  const [file, setFile] = useState<File>();
  const [started, setStarted] = useState<string>();
  const tooLarge = file !== undefined && file.size > limit;
  const failed = useCallback(() => setStarted(undefined), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || tooLarge) return;
    try {
      setStarted((await restore(file).unwrap())._id);
    } catch (error) {
      feedback.failed(t('backupScreen.restoreFailed'), error);
    }
  };
  return (
    <section className="admin-backup-restore" aria-labelledby="backup-restore">
      <h2 id="backup-restore">{t('backupScreen.restore')}</h2>
      {started ? (
        <RestoreProgress id={started} onFailed={failed} />
      ) : empty ? (
        <form onSubmit={(event) => void submit(event)}>
          <p>{t('backupScreen.restoreHint', { limit: megabytes(limit) })}</p>
          <label className="admin-backup-restore__file">
            {t('backupScreen.restoreFile')}
            <input
              type="file"
              accept=".gz,.tar.gz,application/gzip"
              aria-invalid={tooLarge || undefined}
              aria-describedby={tooLarge ? 'backup-restore-too-large' : undefined}
              onChange={(event) => setFile(event.target.files?.[0])}
            />
          </label>
          {tooLarge ? (
            <p id="backup-restore-too-large" className="admin-backup-restore__error" role="alert">
              {t('backupScreen.tooLarge', { size: megabytes(file.size), limit: megabytes(limit) })}
            </p>
          ) : null}
          <Button type="submit" loading={isLoading} disabled={!file || tooLarge}>
            {t('backupScreen.restoreStart')}
          </Button>
          {isLoading ? <p role="status">{t('backupScreen.uploading')}</p> : null}
        </form>
      ) : (
        <p>{t('backupScreen.restoreUnavailable')}</p>
      )}
    </section>
  );
}

/** backup: the backups with their progress, download and deletion, the daily schedule and the restore. */
export function BackupScreen({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const first = useGetBackupsQuery();
  const running = first.data?.items.some(isBackupRunning) ?? false;
  const query = useGetBackupsQuery(undefined, { pollingInterval: running ? BACKUP_POLL_MS : 0 });
  const [create, { isLoading: creating }] = useCreateBackupMutation();
  const [remove] = useDeleteBackupMutation();
  const [deleting, setDeleting] = useState<Backup>();
  const start = async () => {
    try {
      await create().unwrap();
      feedback.succeeded(t('backupScreen.started'));
    } catch (error) {
      feedback.failed(t('backupScreen.createFailed'), error);
    }
  };
  const confirmDelete = async () => {
    const backup = deleting;
    setDeleting(undefined);
    if (!backup) return;
    try {
      await remove(backup._id).unwrap();
      feedback.succeeded(t('backupScreen.deleted'));
    } catch (error) {
      feedback.failed(t('backupScreen.deleteFailed'), error);
    }
  };
  return (
    <LoadedScreen
      route={route}
      query={query}
      texts={{
        loading: t('backupScreen.loading'),
        loadFailed: (message) => t('backupScreen.loadFailed', { message }),
      }}
    >
      {(overview) => (
        <div className="admin-backup">
          <p>{t('backupScreen.intro')}</p>
          <section aria-labelledby="backup-list">
            <div className="admin-backup__head">
              <h2 id="backup-list">{t('backupScreen.list')}</h2>
              <Button loading={creating} disabled={running} onClick={() => void start()}>
                {t('backupScreen.create')}
              </Button>
            </div>
            {overview.items.length === 0 ? (
              <p>{t('backupScreen.empty')}</p>
            ) : (
              <ul className="admin-backups">
                {overview.items.map((backup) => (
                  <BackupItem key={backup._id} backup={backup} onDelete={setDeleting} />
                ))}
              </ul>
            )}
          </section>
          <ScheduleForm schedule={overview.schedule} />
          <RestoreForm empty={overview.empty} limit={overview.restore_limit} />
          <ConfirmDialog
            open={deleting !== undefined}
            title={t('backupScreen.deleteQuestion')}
            confirmLabel={t('backupScreen.deleteConfirm')}
            cancelLabel={t('backupScreen.cancel')}
            onConfirm={() => void confirmDelete()}
            onCancel={() => setDeleting(undefined)}
          >
            {deleting
              ? t('backupScreen.deleteDetail', { date: formatDateTime(deleting.created, i18n.language) })
              : null}
          </ConfirmDialog>
        </div>
      )}
    </LoadedScreen>
  );
}
