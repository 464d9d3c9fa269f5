import {
  useGetShopCountriesQuery,
  useUpdateShopSettingsMutation,
  type ShopCountry,
  type ShopSettingsConfig,
  type SiteConfig,
  type ZipRange,
} from '@gartenwerk/api-client';
import { Button, TextInput } from '@gartenwerk/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../../i18n/createAdminI18n';
import { FormActions } from '../../kit';
import { messageOf, useFeedback } from '../feedback';

/** An empty field is null; anything else the number typed. */
export function NumberInput({
  label,
  value,
  onChange,
  step = 'any',
}: {
  label: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  step?: string;
}) {
  return (
    <TextInput
      label={label}
      type="number"
      inputMode="decimal"
      step={step}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    />
  );
}

export function CheckBox({
  label,
  hint,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  /** A sentence that says what the setting does, read with the box. */
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const hintId = useId();
  const box = (
    <label className="admin-form__check">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
  if (!hint) return box;
  return (
    <div>
      {box}
      <small id={hintId} className="admin-form__check-hint">
        {hint}
      </small>
    </div>
  );
}

export function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <label className="admin-filters__select">
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The countries of GET /api/v0/shop_countries/ as select options, 'de' and 'at' first. */
export function useCountryOptions(): Array<{ value: string; label: string }> {
  const { data } = useGetShopCountriesQuery();
  return (data?.items ?? []).map((country: ShopCountry) => ({
    value: country.code,
    label: `${country.flag} ${country.name}`,
  }));
}

/** A value per country (VAT rates, shipping costs, thresholds), with a row per country. */
export function CountryValues({
  legend,
  valueLabel,
  values,
  onChange,
}: {
  legend: string;
  valueLabel: string;
  values: Record<string, number | null>;
  onChange: (values: Record<string, number | null>) => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const countries = useCountryOptions();
  const unused = countries.filter((country) => !(country.value in values));
  const entries = Object.entries(values);
  const rename = (from: string, to: string) =>
    onChange(Object.fromEntries(entries.map(([code, value]) => [code === from ? to : code, value])));
  return (
    <fieldset>
      <legend>{legend}</legend>
      {entries.map(([code, value]) => (
        <div key={code} className="admin-row">
          <SelectField
            label={t('shopSettings.country')}
            value={code}
            options={countries.filter((country) => country.value === code || !(country.value in values))}
            onChange={(to) => rename(code, to)}
          />
          <NumberInput
            label={`${valueLabel} (${code.toUpperCase()})`}
            value={value}
            onChange={(next) => onChange({ ...values, [code]: next })}
          />
          <Button
            variant="secondary"
            aria-label={t('shopSettings.removeCountry', { code: code.toUpperCase() })}
            onClick={() => onChange(Object.fromEntries(entries.filter(([other]) => other !== code)))}
          >
            ✕
          </Button>
        </div>
      ))}
      {unused[0] && (
        <div>
          <Button variant="secondary" onClick={() => onChange({ ...values, [unused[0]!.value]: null })}>
            {t('shopSettings.addCountry')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/** Zip ranges with extra fields per range (costs, a threshold, a country). */
export function ZipRanges<Range extends ZipRange>({
  legend,
  ranges,
  newRange,
  extra,
  onChange,
}: {
  legend: string;
  ranges: Range[];
  newRange: () => Range;
  extra: (range: Range, update: (change: Partial<Range>) => void) => ReactNode;
  onChange: (ranges: Range[]) => void;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const update = (index: number, change: Partial<Range>) =>
    onChange(ranges.map((range, position) => (position === index ? { ...range, ...change } : range)));
  return (
    <fieldset>
      <legend>{legend}</legend>
      {ranges.map((range, index) => (
        <div key={index} className="admin-row">
          <TextInput
            label={t('shopSettings.zipStart')}
            value={String(range.start)}
            onChange={(event) => update(index, { start: event.target.value } as Partial<Range>)}
          />
          <TextInput
            label={t('shopSettings.zipEnd')}
            value={String(range.end)}
            onChange={(event) => update(index, { end: event.target.value } as Partial<Range>)}
          />
          {extra(range, (change) => update(index, change))}
          <Button
            variant="secondary"
            aria-label={t('shopSettings.removeZipRange')}
            onClick={() => onChange(ranges.filter((_range, position) => position !== index))}
          >
            ✕
          </Button>
        </div>
      ))}
      <div>
        <Button variant="secondary" onClick={() => onChange([...ranges, newRange()])}>
          {t('shopSettings.addZipRange')}
        </Button>
      </div>
    </fieldset>
  );
}

/** Saves a changed copy of the shop settings; the server's refusal is shown beside the button. */
export function useSaveShop(config: SiteConfig) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { t: tCommon } = useTranslation('common');
  const feedback = useFeedback();
  const [update, { isLoading }] = useUpdateShopSettingsMutation();
  const [problem, setProblem] = useState<string | null>(null);
  async function save(shop: ShopSettingsConfig, event?: FormEvent) {
    event?.preventDefault();
    try {
      await update({ components: config.components, shop }).unwrap();
      setProblem(null);
      feedback.succeeded(tCommon('saved'));
    } catch (error) {
      setProblem(messageOf(error, tCommon('unknownError')));
      feedback.failed(t('shopSettings.saveFailed'), error);
    }
  }
  return { save, saving: isLoading, problem };
}

export function SaveBar({ saving, problem }: { saving: boolean; problem: string | null }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <FormActions submitLabel={t('shopSettings.save')} disabled={saving}>
      {problem && <p role="alert">{problem}</p>}
    </FormActions>
  );
}

/** A new uuid for a group. */
export const newUuid = (): string => crypto.randomUUID();
