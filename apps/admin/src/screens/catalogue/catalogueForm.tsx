import { type CatalogueSpecialOffer, type ShopGroupChoice } from '@gartenwerk/api-client';
import { Button, ConfirmDialog, TextInput } from '@gartenwerk/ui';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';

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
