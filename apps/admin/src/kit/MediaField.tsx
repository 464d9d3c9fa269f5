import {
  downloadUrl,
  fileRefOf,
  filesApi,
  uploadFile,
  UPLOAD_INVALIDATES,
  useGetFilesBatchQuery,
  useGetFilesQuery,
  type AdminFileRef,
  type LibraryFile,
} from '@gartenwerk/api-client';
import { FieldError } from './FieldError';
import { Button, Dropzone, TextInput } from '@gartenwerk/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { ADMIN_NAMESPACE } from '../i18n/createAdminI18n';
import { useFeedback } from '../screens/feedback';

function Thumbnail({ file }: { file: LibraryFile }) {
  return file.isImg ? (
    <img
      className="admin-media__thumb"
      src={downloadUrl(file._id, file.gridref ?? undefined)}
      alt={file.name}
      width={96}
      height={72}
    />
  ) : (
    <span className="admin-media__thumb admin-media__thumb--file">{file.ext}</span>
  );
}

/** How many of the newest (or found) library files a picker offers at once. */
const LIBRARY_SHOWN = 12;

/**
 * Files from the library, in order: the chosen ones with thumbnails, a search of the library to
 * add more (only images unless `images` is false), and with `upload` a drop zone whose files go
 * into the library and are chosen at once. Nobody types a file id.
 */
export function MediaField({
  legend,
  value,
  onChange,
  images = true,
  upload = false,
  error,
}: {
  legend: string;
  value: readonly string[];
  /** The new ids; `added` is the library file just chosen or uploaded, if one was. */
  onChange: (ids: string[], added?: LibraryFile) => void;
  images?: boolean;
  upload?: boolean;
  error?: string;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const feedback = useFeedback();
  const dispatch = useDispatch();
  const [name, setName] = useState('');
  const [uploading, setUploading] = useState(0);
  const { data: chosen } = useGetFilesBatchQuery([...value], { skip: value.length === 0 });
  const { data: library } = useGetFilesQuery({ name: name.trim() || undefined, limit: LIBRARY_SHOWN });
  // A file just picked from the library is named at once, before the batch read of the chosen ones is back.
  const byId = new Map([...(library?.items ?? []), ...(chosen?.items ?? [])].map((file) => [file._id, file]));
  const offered = (library?.items ?? []).filter(
    (file) => (!images || file.isImg) && !value.includes(file._id),
  );
  // Uploads finish one after another; each adds to the value as it is then, not as it was at the drop.
  const latest = useRef(value);
  latest.current = value;

  async function send(files: File[]) {
    setUploading(files.length);
    for (const file of files) {
      try {
        const stored = await uploadFile(file, []);
        dispatch(filesApi.util.invalidateTags(UPLOAD_INVALIDATES));
        latest.current = [...latest.current, stored._id];
        onChange([...latest.current], stored);
        feedback.succeeded(t('files.uploaded', { name: stored.name }));
      } catch (failure) {
        feedback.failed(t('files.uploadFailed', { name: file.name }), failure);
      }
      setUploading((left) => left - 1);
    }
  }

  return (
    <fieldset className="admin-media" aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {value.length === 0 ? <p>{t('shopCatalogue.media.none')}</p> : null}
      <ul className="admin-media__list" aria-label={t('shopCatalogue.media.chosen', { legend })}>
        {value.map((id) => {
          const file = byId.get(id);
          return (
            <li key={id} className="admin-media__item">
              {file ? <Thumbnail file={file} /> : null}
              <span>{file?.name ?? id}</span>
              {/* The file's name stands above; the button says only what it does. */}
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('shopCatalogue.media.remove', { name: file?.name ?? id })}
                onClick={() => onChange(value.filter((other) => other !== id))}
              >
                {t('files.remove')}
              </Button>
            </li>
          );
        })}
      </ul>
      {upload ? (
        <>
          <Dropzone
            onFiles={(files) => void send(files)}
            accept={images ? 'image/*' : undefined}
            buttonLabel={t('editor.media.upload', { legend })}
            hint={t('editor.media.dropHint')}
            disabled={uploading > 0}
          />
          {uploading > 0 ? <p role="status">{t('editor.media.uploading', { count: uploading })}</p> : null}
        </>
      ) : null}
      <TextInput
        type="search"
        label={t('shopCatalogue.media.search')}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <ul className="admin-media__list" aria-label={t('shopCatalogue.media.library', { legend })}>
        {offered.map((file) => (
          <li key={file._id} className="admin-media__item">
            <button
              type="button"
              className="admin-media__pick"
              onClick={() => onChange([...value, file._id], file)}
              aria-label={t('shopCatalogue.media.pick', { name: file.name })}
            >
              <Thumbnail file={file} />
              <span>{file.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <FieldError message={error} />
    </fieldset>
  );
}

/** A library file as a page keeps it: its id and, once chosen here, its JSON (`fileRefOf`). */
export type FileRef = AdminFileRef;

/**
 * The media picker over file references instead of ids: a chosen file is kept with its JSON,
 * the files chosen before keep what they had.
 */
export function FileRefsField({
  value,
  onChange,
  ...picker
}: Omit<Parameters<typeof MediaField>[0], 'value' | 'onChange'> & {
  value: readonly FileRef[];
  onChange: (files: FileRef[]) => void;
}) {
  // Uploads report one after another to the handler of the drop's moment, whose value is older.
  const added = useRef(new Map<string, FileRef>());
  return (
    <MediaField
      {...picker}
      value={value.map((file) => file._id)}
      onChange={(ids, file) => {
        if (file) added.current.set(file._id, fileRefOf(file));
        onChange(
          ids.map((id) => value.find((known) => known._id === id) ?? added.current.get(id) ?? { _id: id }),
        );
      }}
    />
  );
}
