import {
  downloadUrl,
  useGetFilesBatchQuery,
  useGetFilesQuery,
  type CatalogueSpecialOffer,
  type LibraryFile,
  type ShopGroupChoice,
} from '@gartenwerk/api-client';
import { Button, ConfirmDialog, TextInput } from '@gartenwerk/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';

/** The id in an edit route that stands for a new item. */
export const NEW_ID = 'new';

/** Tags as typed: separated by commas, blanks dropped. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}

/** A number field: '' is null, anything that is no number below `min` is undefined (invalid). */
export function parseNumber(text: string, options: { min?: number; integer?: boolean } = {}) {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < (options.min ?? 0)) return undefined;
  if (options.integer && !Number.isInteger(value)) return undefined;
  return value;
}

export interface Choice {
  id: string;
  label: string;
}

export const groupChoices = (groups: readonly ShopGroupChoice[]): Choice[] =>
  groups.map((group) => ({ id: group.uuid, label: group.name || group.uuid }));

/** A labelled set of checkboxes over `choices`; `value` holds the checked ids. */
export function Checklist({
  legend,
  choices,
  value,
  onChange,
  empty,
}: {
  legend: string;
  choices: readonly Choice[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  empty?: string;
}) {
  return (
    <fieldset className="admin-form__roles">
      <legend>{legend}</legend>
      {choices.length === 0 && empty ? <p>{empty}</p> : null}
      {choices.map((choice) => (
        <label key={choice.id} className="admin-form__check">
          <input
            type="checkbox"
            checked={value.includes(choice.id)}
            onChange={(event) =>
              onChange(event.target.checked ? [...value, choice.id] : value.filter((id) => id !== choice.id))
            }
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

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
 * Files picked from the library, in order: the chosen ones with thumbnails, and a search of the
 * library to add more (only images unless `images` is false).
 */
export function MediaPicker({
  legend,
  value,
  onChange,
  images = true,
}: {
  legend: string;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  images?: boolean;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [name, setName] = useState('');
  const { data: chosen } = useGetFilesBatchQuery([...value], { skip: value.length === 0 });
  const { data: library } = useGetFilesQuery({ name: name.trim() || undefined, limit: LIBRARY_SHOWN });
  const byId = new Map((chosen?.items ?? []).map((file) => [file._id, file]));
  const offered = (library?.items ?? []).filter(
    (file) => (!images || file.isImg) && !value.includes(file._id),
  );

  return (
    <fieldset className="admin-media">
      <legend>{legend}</legend>
      {value.length === 0 ? <p>{t('shopCatalogue.media.none')}</p> : null}
      <ul className="admin-media__list" aria-label={t('shopCatalogue.media.chosen', { legend })}>
        {value.map((id) => {
          const file = byId.get(id);
          return (
            <li key={id} className="admin-media__item">
              {file ? <Thumbnail file={file} /> : null}
              <span>{file?.name ?? id}</span>
              <Button variant="secondary" onClick={() => onChange(value.filter((other) => other !== id))}>
                {t('shopCatalogue.media.remove', { name: file?.name ?? id })}
              </Button>
            </li>
          );
        })}
      </ul>
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
              onClick={() => onChange([...value, file._id])}
              aria-label={t('shopCatalogue.media.pick', { name: file.name })}
            >
              <Thumbnail file={file} />
              <span>{file.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Special offers: each a period and the discount groups that apply in it. */
export function SpecialOffersEditor({
  value,
  onChange,
  discountGroups,
}: {
  value: readonly CatalogueSpecialOffer[];
  onChange: (offers: CatalogueSpecialOffer[]) => void;
  discountGroups: readonly Choice[];
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const change = (index: number, offer: Partial<CatalogueSpecialOffer>) =>
    onChange(value.map((current, at) => (at === index ? { ...current, ...offer } : current)));
  return (
    <fieldset>
      <legend>{t('shopCatalogue.offers.title')}</legend>
      {value.map((offer, index) => (
        <div key={index} className="admin-form__row">
          <TextInput
            type="date"
            label={t('shopCatalogue.offers.start', { number: index + 1 })}
            value={offer.start?.slice(0, 10) ?? ''}
            onChange={(event) => change(index, { start: toIsoDate(event.target.value) })}
          />
          <TextInput
            type="date"
            label={t('shopCatalogue.offers.end', { number: index + 1 })}
            value={offer.end?.slice(0, 10) ?? ''}
            onChange={(event) => change(index, { end: toIsoDate(event.target.value) })}
          />
          <Checklist
            legend={t('shopCatalogue.offers.discountGroups', { number: index + 1 })}
            choices={discountGroups}
            value={offer.discount_groups}
            onChange={(ids) => change(index, { discount_groups: ids })}
            empty={t('shopCatalogue.noSettingsGroups')}
          />
          <Button variant="secondary" onClick={() => onChange(value.filter((_offer, at) => at !== index))}>
            {t('shopCatalogue.offers.remove', { number: index + 1 })}
          </Button>
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          onClick={() => onChange([...value, { start: null, end: null, discount_groups: [] }])}
        >
          {t('shopCatalogue.offers.add')}
        </Button>
      </div>
    </fieldset>
  );
}

function toIsoDate(date: string): string | null {
  return date ? `${date}T00:00:00.000Z` : null;
}

/** The spec's 'wirklich löschen?' for one named thing. */
export function ConfirmRemove({
  open,
  name,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  name: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { t: tCommon } = useTranslation('common');
  return (
    <ConfirmDialog
      open={open}
      title={tCommon('confirmDelete')}
      confirmLabel={t('shopCatalogue.delete')}
      cancelLabel={t('shopCatalogue.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {name}
    </ConfirmDialog>
  );
}
