import {
  useCropFileMutation,
  useGetFileQuery,
  useRotateFileMutation,
  type RotateAngle,
} from '@gartenwerk/api-client';
import { formatFileSize } from '@gartenwerk/domain';
import { Button, TextInput } from '@gartenwerk/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import type { AdminRoute } from '../../routes/adminRoutes';
import { useFeedback } from '../feedback';
import { ASPECT_PRESETS, changeCrop, initialCrop, ratioOf, type AspectId, type CropRect } from './crop';
import { downloadUrl } from './FileEdit';
import { FileScreen } from './FileScreen';
import { TableFrame } from '../AdminTable';

/** How often the editor looks again while the server makes new variants, in ms. */
const PROCESSING_POLL_MS = 1000;

const ROTATIONS: ReadonlyArray<{ angle: RotateAngle; label: 'rotateLeft' | 'rotateRight' | 'rotateHalf' }> = [
  { angle: -90, label: 'rotateLeft' },
  { angle: 90, label: 'rotateRight' },
  { angle: 180, label: 'rotateHalf' },
];

const FIELDS = [
  ['x', 'files.x'],
  ['y', 'files.y'],
  ['w', 'files.width'],
  ['h', 'files.height'],
] as const;

/** image/edit/:id: crop (aspect presets or free) and rotate an image, and list its variants. */
export function ImageEdit({ route }: { route: AdminRoute }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { id = '' } = useParams();
  const feedback = useFeedback();
  const [processing, setProcessing] = useState(false);
  const { data: file, error } = useGetFileQuery(id, { pollingInterval: processing ? PROCESSING_POLL_MS : 0 });
  const [cropFile, { isLoading: cropping }] = useCropFileMutation();
  const [rotateFile, { isLoading: rotating }] = useRotateFileMutation();
  const [aspect, setAspect] = useState<AspectId>('free');
  const [crop, setCrop] = useState<CropRect | null>(null);
  /** Fields being typed in; they count once the field is left or the form sent. */
  const [drafts, setDrafts] = useState<Partial<Record<keyof CropRect, string>>>({});
  const size = file?.res ?? null;

  useEffect(() => setProcessing(file?.processing ?? false), [file?.processing]);
  // A new size (after a crop or a turn) starts a new crop of the whole image.
  useEffect(() => {
    if (size) setCrop(initialCrop(size, ratioOf(aspect)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new size resets the crop
  }, [size?.w, size?.h]);

  function chooseAspect(next: AspectId) {
    setAspect(next);
    setDrafts({});
    if (size) setCrop(initialCrop(size, ratioOf(next)));
  }

  /** The crop with the typed fields applied, each kept inside the image. */
  function committed(): CropRect | null {
    if (!crop || !size) return crop;
    let next = crop;
    for (const [field, text] of Object.entries(drafts) as Array<[keyof CropRect, string]>)
      next = changeCrop(next, field, Number(text), size, ratioOf(aspect));
    return next;
  }

  function commit() {
    setCrop(committed());
    setDrafts({});
  }

  async function onCrop(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const rect = committed();
    commit();
    if (!rect) return;
    try {
      const edited = await cropFile({ _id: id, ...rect }).unwrap();
      setProcessing(edited.processing);
      feedback.succeeded(t('files.saved'));
    } catch (failure) {
      feedback.failed(t('files.saveFailed'), failure);
    }
  }

  async function onRotate(angle: RotateAngle) {
    try {
      const edited = await rotateFile({ _id: id, angle }).unwrap();
      setProcessing(edited.processing);
      feedback.succeeded(t('files.saved'));
    } catch (failure) {
      feedback.failed(t('files.saveFailed'), failure);
    }
  }

  const variants = file
    ? [
        ...file.gridrefs.map((variant) => ({ ...variant, format: file.ext })),
        ...file.gridrefs_ng.map((variant) => ({ ...variant, format: 'webp' })),
      ]
    : [];

  return (
    <FileScreen route={route} query={{ data: file, error }}>
      {(file) => (
        <div className="admin-image-edit">
          <figure className="admin-image-edit__preview">
            {/* The frame is exactly the picture: the crop box is placed in it and its dimming ends at its edge. */}
            <div className="admin-image-edit__frame">
              <img
                src={downloadUrl(file._id, { gridref: file.gridref })}
                alt={file.name}
                width={size?.w}
                height={size?.h}
              />
              {size && crop ? (
                <div
                  className="admin-image-edit__crop"
                  aria-hidden="true"
                  style={{
                    left: `${(crop.x / size.w) * 100}%`,
                    top: `${(crop.y / size.h) * 100}%`,
                    width: `${(crop.w / size.w) * 100}%`,
                    height: `${(crop.h / size.h) * 100}%`,
                  }}
                />
              ) : null}
            </div>
            <figcaption>
              {file.name}
              {size ? ` · ${t('files.currentResolution', { width: size.w, height: size.h })}` : null}
            </figcaption>
          </figure>

          <div>
            {size && crop ? (
              <form aria-label={t('files.crop')} onSubmit={(event) => void onCrop(event)}>
                <h2>{t('files.crop')}</h2>
                <label className="admin-filters__select">
                  {t('files.aspect')}
                  <select value={aspect} onChange={(event) => chooseAspect(event.target.value as AspectId)}>
                    {ASPECT_PRESETS.map((preset) => (
                      <option key={preset.id} value={preset.id}>
                        {preset.ratio === null ? t('files.aspectFree') : preset.id}
                      </option>
                    ))}
                  </select>
                </label>
                <fieldset className="admin-image-edit__fields">
                  <legend>{t('files.cropArea')}</legend>
                  {FIELDS.map(([field, label]) => (
                    <TextInput
                      key={field}
                      type="number"
                      min={field === 'w' || field === 'h' ? 1 : 0}
                      label={t(label)}
                      value={drafts[field] ?? String(crop[field])}
                      onChange={(event) =>
                        setDrafts((current) => ({ ...current, [field]: event.target.value }))
                      }
                      onBlur={commit}
                    />
                  ))}
                </fieldset>
                <Button type="submit" disabled={cropping}>
                  {t('files.crop')}
                </Button>
              </form>
            ) : null}

            <h2>{t('files.rotate')}</h2>
            <p className="admin-form__actions">
              {ROTATIONS.map(({ angle, label }) => (
                <Button
                  key={angle}
                  variant="secondary"
                  disabled={rotating}
                  onClick={() => void onRotate(angle)}
                >
                  {t(`files.${label}`)}
                </Button>
              ))}
            </p>
          </div>

          <section aria-labelledby="variants-title">
            <h2 id="variants-title">{t('files.variants')}</h2>
            {file.processing ? <p role="status">{t('files.variantsProcessing')}</p> : null}
            <TableFrame labelledBy="variants-title">
              <table className="admin-table" aria-labelledby="variants-title">
                <thead>
                  <tr>
                    <th scope="col">{t('files.name')}</th>
                    <th scope="col">{t('files.variantFormat')}</th>
                    <th scope="col">{t('files.resolution')}</th>
                    <th scope="col">{t('files.size')}</th>
                  </tr>
                </thead>
                <tbody>
                  {variants.map((variant) => (
                    <tr key={variant.gridref}>
                      <td>
                        <a href={downloadUrl(file._id, { gridref: variant.gridref })}>{variant.gridref}</a>
                      </td>
                      <td>{variant.format}</td>
                      <td>
                        {variant.res.w}x{variant.res.h}
                      </td>
                      <td>{formatFileSize(variant.size)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableFrame>
          </section>
        </div>
      )}
    </FileScreen>
  );
}
