import { useGetFileQuery, useRemoveFileMutation, useUpdateFileMutation } from '@gartenwerk/api-client';
import { formatFileSize, normalizeFileTags } from '@gartenwerk/domain';
import { Button, ConfirmDialog, TextInput } from '@gartenwerk/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { formatDateTime, useFeedback } from '../feedback';
import { FileScreen } from './FileScreen';

/** The download address of a file; `download` makes the browser save it. */
export function downloadUrl(
  id: string,
  options: { gridref?: string | null; download?: boolean } = {},
): string {
  const path = `/api/v0/download/${encodeURIComponent(id)}${options.gridref ? `/${encodeURIComponent(options.gridref)}` : ''}`;
  return options.download ? `${path}?download=true` : path;
}

/** file/edit/:id: name and tags of a file, its download, and delete. */
export function FileEdit({ route }: { route: AdminRoute }) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const { data: file, error } = useGetFileQuery(id);
  const [updateFile, { isLoading: saving }] = useUpdateFileMutation();
  const [removeFile] = useRemoveFileMutation();
  const [name, setName] = useState('');
  const [tags, setTags] = useState('');
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!file) return;
    setName(file.name);
    setTags(file.tags.join(', '));
  }, [file]);

  async function onSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await updateFile({ _id: id, name: name.trim(), tags: normalizeFileTags(tags.split(',')) }).unwrap();
      feedback.succeeded(t('files.saved'));
    } catch (failure) {
      feedback.failed(t('files.saveFailed'), failure);
    }
  }

  async function onDelete() {
    setConfirming(false);
    try {
      await removeFile(id).unwrap();
      feedback.succeeded(t('files.deleted'));
      await navigate('/files');
    } catch (failure) {
      feedback.failed(t('files.deleteFailed'), failure);
    }
  }

  return (
    <FileScreen route={route} query={{ data: file, error }}>
      {(file) => (
        <>
          <dl className="admin-details">
            <dt>{t('files.type')}</dt>
            <dd>{file.ext}</dd>
            <dt>{t('files.size')}</dt>
            <dd>{formatFileSize(file.size)}</dd>
            <dt>{t('files.uploadDate')}</dt>
            <dd>{formatDateTime(file.uploadDate, i18n.language)}</dd>
          </dl>
          <form className="admin-form" onSubmit={(event) => void onSave(event)}>
            <TextInput
              label={t('files.name')}
              value={name}
              required
              onChange={(event) => setName(event.target.value)}
            />
            <TextInput
              label={t('files.tags')}
              hint={t('files.tagsHint')}
              value={tags}
              onChange={(event) => setTags(event.target.value)}
            />
            <div className="admin-form__actions">
              <Button type="submit" disabled={saving}>
                {t('files.save')}
              </Button>
              <a href={downloadUrl(file._id, { download: true })}>{t('files.download')}</a>
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {t('files.delete')}
              </Button>
            </div>
          </form>
          <ConfirmDialog
            open={confirming}
            title={t('files.confirmDelete')}
            confirmLabel={t('files.delete')}
            onConfirm={() => void onDelete()}
            onCancel={() => setConfirming(false)}
          >
            {file.name}
          </ConfirmDialog>
        </>
      )}
    </FileScreen>
  );
}
