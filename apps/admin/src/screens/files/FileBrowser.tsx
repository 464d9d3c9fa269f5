import {
  useGetDataFileBrowserQuery,
  useGetQuotaQuery,
  useRemoveFileMutation,
  useUpdateFileMutation,
  type LibraryFile,
} from '@gartenwerk/api-client';
import {
  FILES_PER_PAGE,
  TAG_SAVE_DEBOUNCE_MS,
  formatFileSize,
  isBuiltinFileTag,
  normalizeFileTags,
} from '@gartenwerk/domain';
import {
  Button,
  ConfirmDialog,
  Dropzone,
  QuotaBar,
  TagTree,
  TextInput,
  UploadQueueItem,
  useToast,
} from '@gartenwerk/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadedList } from '../LoadedList';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { AdminPaginator, pageOf } from '../AdminPaginator';
import { formatDateTime, useFeedback } from '../feedback';
import { useDocumentTitle } from '../useDocumentTitle';
import {
  imageResolution,
  isAllowedType,
  isTooSmall,
  UPLOAD_EXTENSIONS,
  type UploadRules,
} from './uploadChecks';
import { useUploadQueue } from './useUploadQueue';
import { TableFrame } from '../AdminTable';

/** The tag every file has; the browser starts with it. */
const ALL_TAG = 'all';

/** Where a file is edited: images in the image editor, everything else in the file form. */
export function editPathOf(file: Pick<LibraryFile, '_id' | 'isImg'>): string {
  return `/${file.isImg ? 'image' : 'file'}/edit/${encodeURIComponent(file._id)}`;
}

export const DEFAULT_UPLOAD_RULES: UploadRules = { allowedTypes: UPLOAD_EXTENSIONS };

/**
 * files: the tag tree, a page of 10 files, the upload queue and the quota. Tags toggled on the
 * selected files are saved per file once no change came for a second.
 */
export function FileBrowser({
  route,
  rules = DEFAULT_UPLOAD_RULES,
}: {
  route: AdminRoute;
  rules?: UploadRules;
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  useDocumentTitle(route.label);
  const feedback = useFeedback();
  const { notify } = useToast();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const tag = params.get('tag') ?? ALL_TAG;
  const { data, error, isLoading } = useGetDataFileBrowserQuery({ tag, page });
  const { data: quota } = useGetQuotaQuery();
  const [updateFile] = useUpdateFileMutation();
  const [removeFile] = useRemoveFileMutation();
  const [selected, setSelected] = useState<Map<string, LibraryFile>>(new Map());
  /** Tags changed here and not yet saved, by file id. */
  const [draftTags, setDraftTags] = useState<Record<string, string[]>>({});
  /** Debounced saves by file id: the timer and the save it will run. */
  const pendingSaves = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; save: () => void }>());
  const [newTag, setNewTag] = useState('');
  /** Tags added here stay offered even when taken off every file again. */
  const [addedTags, setAddedTags] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<LibraryFile | null>(null);
  const queue = useUploadQueue({
    onUploaded: (file) => feedback.succeeded(t('files.uploaded', { name: file.name })),
    onFailed: (item, failure) => feedback.failed(t('files.uploadFailed', { name: item.name }), failure),
  });

  // Leaving the screen sends the saves still waiting for their second.
  useEffect(() => {
    const pending = pendingSaves.current;
    return () =>
      pending.forEach(({ timer, save }) => {
        clearTimeout(timer);
        save();
      });
  }, []);

  const pageCount = data ? Math.ceil(data.numItems / FILES_PER_PAGE) : 0;
  const tagsOf = (file: LibraryFile) => draftTags[file._id] ?? file.tags;
  const chosen = [...selected.values()];
  const ownTags = normalizeFileTags([
    ...(data?.availableTags ?? []),
    ...chosen.flatMap(tagsOf),
    ...addedTags,
  ]).filter((candidate) => !isBuiltinFileTag(candidate));

  /** A new tag starts again at the first page. */
  function show(next: { tag?: string; page?: number }) {
    const search = new URLSearchParams(params);
    const nextTag = next.tag ?? tag;
    if (nextTag === ALL_TAG) search.delete('tag');
    else search.set('tag', nextTag);
    if (!next.page || next.page === 1) search.delete('page');
    else search.set('page', String(next.page));
    setParams(search);
  }

  async function addFiles(files: File[]) {
    const accepted: File[] = [];
    for (const file of files) {
      if (!isAllowedType(file.name, rules.allowedTypes)) {
        notify({ title: t('files.wrongFileType'), content: file.name, type: 'error' });
        continue;
      }
      const size = rules.minResolution ? await imageResolution(file) : null;
      if (size && isTooSmall(size, rules.minResolution)) {
        const minimum = rules.minResolution!;
        notify({
          title: t('files.resolutionTooSmall', {
            width: size.w,
            height: size.h,
            minWidth: minimum.w,
            minHeight: minimum.h,
          }),
          content: file.name,
          type: 'error',
        });
        continue;
      }
      accepted.push(file);
    }
    if (accepted.length > 0) queue.add(accepted);
  }

  function toggleSelected(file: LibraryFile) {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(file._id)) next.delete(file._id);
      else next.set(file._id, file);
      return next;
    });
  }

  function saveLater(file: LibraryFile, tags: string[]) {
    clearTimeout(pendingSaves.current.get(file._id)?.timer);
    const save = () => {
      pendingSaves.current.delete(file._id);
      updateFile({ _id: file._id, tags })
        .unwrap()
        .then((saved) => {
          feedback.succeeded(t('files.saved'));
          setSelected((current) =>
            current.has(saved._id) ? new Map(current).set(saved._id, saved) : current,
          );
          // A newer change keeps its draft until its own save.
          setDraftTags((current) => {
            if (current[saved._id] !== tags) return current;
            const { [saved._id]: _saved, ...rest } = current;
            return rest;
          });
        })
        .catch((failure: unknown) => feedback.failed(t('files.saveFailed'), failure));
    };
    pendingSaves.current.set(file._id, { timer: setTimeout(save, TAG_SAVE_DEBOUNCE_MS), save });
  }

  /** Adds the tag to every selected file, or takes it off all of them when each has it. */
  function toggleTag(toggled: string) {
    const everyHasIt = chosen.every((file) => tagsOf(file).includes(toggled));
    const changes: Record<string, string[]> = {};
    for (const file of chosen) {
      const tags = tagsOf(file);
      const next = everyHasIt ? tags.filter((own) => own !== toggled) : normalizeFileTags([...tags, toggled]);
      if (next.length === tags.length && next.every((own, index) => own === tags[index])) continue;
      changes[file._id] = next;
      saveLater(file, next);
    }
    setDraftTags((current) => ({ ...current, ...changes }));
  }

  function onAddTag(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const [cleaned] = normalizeFileTags([newTag]);
    if (!cleaned) return;
    setNewTag('');
    setAddedTags((current) => normalizeFileTags([...current, cleaned]));
    if (!chosen.every((file) => tagsOf(file).includes(cleaned))) toggleTag(cleaned);
  }

  async function confirmDelete() {
    const file = deleting;
    setDeleting(null);
    if (!file) return;
    try {
      await removeFile(file._id).unwrap();
      setSelected((current) => {
        const next = new Map(current);
        next.delete(file._id);
        return next;
      });
      feedback.succeeded(t('files.deleted'));
    } catch (failure) {
      feedback.failed(t('files.deleteFailed'), failure);
    }
  }

  const tagLabel = (path: string) =>
    isBuiltinFileTag(path) ? t(`files.tagNames.${path}`) : (path.split('|').at(-1) ?? path);

  return (
    <section className="admin-screen admin-files" aria-labelledby="admin-screen-title">
      <h1 id="admin-screen-title">{t('files.title')}</h1>
      {quota ? <QuotaBar used={quota.used} total={quota.total} label={t('files.quota')} /> : null}

      <div className="admin-files__layout">
        <nav className="admin-files__tags" aria-label={t('files.tags')}>
          <TagTree
            tags={data?.availableTags ?? [ALL_TAG]}
            selected={tag}
            label={t('files.tags')}
            onSelect={(next) => show({ tag: next, page: 1 })}
            renderLabel={(node) => tagLabel(node.path)}
          />
        </nav>

        <div className="admin-files__main">
          <Dropzone
            onFiles={(files) => void addFiles(files)}
            accept={rules.allowedTypes?.map((ext) => `.${ext}`).join(',')}
            buttonLabel={t('files.upload')}
            hint={t('files.dropHint')}
          />
          {queue.items.length > 0 ? (
            <section aria-label={t('files.queue')} className="admin-files__queue">
              <ul>
                {queue.items.map((item) => (
                  <li key={item.id}>
                    <UploadQueueItem
                      name={item.name}
                      size={item.size}
                      status={item.status}
                      progress={item.progress}
                      onRemove={() => queue.remove(item.id)}
                      onCancel={() => queue.cancel(item.id)}
                      labels={{
                        queued: t('files.queued'),
                        uploading: t('files.uploading'),
                        processing: t('files.processing'),
                        remove: t('files.remove'),
                        cancel: t('files.cancel'),
                      }}
                    />
                  </li>
                ))}
              </ul>
              <Button onClick={() => void queue.startAll()}>{t('files.startAllUploads')}</Button>
            </section>
          ) : null}

          {chosen.length > 0 ? (
            <fieldset className="admin-files__tagging">
              <legend>{t('files.selectedTags', { count: chosen.length })}</legend>
              {ownTags.map((own) => {
                const count = chosen.filter((file) => tagsOf(file).includes(own)).length;
                return (
                  <label key={own} className="admin-files__tag-toggle">
                    <input
                      type="checkbox"
                      checked={count === chosen.length}
                      ref={(input) => {
                        if (input) input.indeterminate = count > 0 && count < chosen.length;
                      }}
                      onChange={() => toggleTag(own)}
                    />
                    {own}
                  </label>
                );
              })}
              <form className="admin-filters__search" onSubmit={onAddTag}>
                <TextInput
                  label={t('files.newTag')}
                  value={newTag}
                  onChange={(event) => setNewTag(event.target.value)}
                />
                <Button type="submit" variant="secondary">
                  {t('files.addTag')}
                </Button>
              </form>
            </fieldset>
          ) : null}

          <LoadedList
            texts="files"
            error={error}
            isLoading={isLoading}
            data={data}
            isEmpty={(list) => list.files.length === 0}
          >
            {(data) => (
              <>
                <p>{t('files.total', { count: data.numItems })}</p>
                <TableFrame label={t('files.list')}>
                  <table className="admin-table" aria-label={t('files.list')}>
                    <thead>
                      <tr>
                        <th scope="col">
                          <span className="visually-hidden">{t('files.select', { name: '' })}</span>
                        </th>
                        <th scope="col">{t('files.name')}</th>
                        <th scope="col">{t('files.type')}</th>
                        <th scope="col">{t('files.size')}</th>
                        <th scope="col">{t('files.uploadDate')}</th>
                        <th scope="col">{t('files.tags')}</th>
                        <th scope="col">{t('files.actions')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.files.map((file) => (
                        <tr key={file._id}>
                          <td>
                            <input
                              type="checkbox"
                              aria-label={t('files.select', { name: file.name })}
                              checked={selected.has(file._id)}
                              onChange={() => toggleSelected(file)}
                            />
                          </td>
                          <td>
                            <Link to={editPathOf(file)}>{file.name}</Link>
                          </td>
                          <td>{file.ext}</td>
                          <td>{formatFileSize(file.size)}</td>
                          <td>{formatDateTime(file.uploadDate, i18n.language)}</td>
                          <td>{tagsOf(file).map(tagLabel).join(', ')}</td>
                          <td>
                            <Button
                              variant="danger"
                              onClick={() => setDeleting(file)}
                              aria-label={t('files.deleteNamed', { name: file.name })}
                            >
                              {t('files.delete')}
                            </Button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableFrame>
              </>
            )}
          </LoadedList>
          <AdminPaginator page={page} pageCount={pageCount} onPageChange={(next) => show({ page: next })} />
        </div>
      </div>

      <ConfirmDialog
        open={deleting !== null}
        title={t('files.confirmDelete')}
        confirmLabel={t('files.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting?.name}
      </ConfirmDialog>
    </section>
  );
}
