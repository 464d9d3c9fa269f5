import { useGetPickupWindowsQuery, type PickupWindow } from '@gartenwerk/api-client';
import { formatDate, pickupWindowParts, viennaClock, weekdayKeyOf } from '@gartenwerk/domain';
import { Select } from '@gartenwerk/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

export interface PickupSlotPickerProps {
  value: PickupWindow | null;
  onChange(window: PickupWindow | null): void;
  error?: string | null;
}

/**
 * The pickup day and time window, from the server's free windows (opening hours, lead time, places
 * left). The server checks the choice again when the order is placed.
 */
export function PickupSlotPicker({ value, onChange, error }: PickupSlotPickerProps) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.language;
  // "Do, 11.06.2026": the weekday as the opening hours name it, so Saturday is found at a glance.
  const dayLabel = (date: string) =>
    `${t(`common:footer.weekday.${weekdayKeyOf(date)}`)}, ${formatDate(date, language)}`;
  const { data: days, isLoading } = useGetPickupWindowsQuery();
  const chosenDay = days?.find((day) => day.windows.some((window) => window.start === value?.start));
  const [date, setDate] = useState<string>('');
  const day = days?.find((one) => one.date === (date || chosenDay?.date)) ?? days?.[0];
  // A window no longer offered (taken meanwhile, or past) is no longer chosen.
  useEffect(() => {
    if (days && value && !chosenDay) onChange(null);
  }, [days, value, chosenDay, onChange]);
  if (isLoading) return null;
  if (!days || days.length === 0 || !day) return <p className="pickup-slot__none">{t('pickupSlot.none')}</p>;
  return (
    <fieldset className="pickup-slot" aria-describedby={error ? 'pickup-slot-error' : undefined}>
      <legend>{t('pickupSlot.legend')}</legend>
      <Select
        label={t('pickupSlot.day')}
        value={day.date}
        options={days.map((one) => ({ value: one.date, label: dayLabel(one.date) }))}
        onChange={(event) => setDate(event.target.value)}
      />
      <div className="pickup-slot__windows">
        {day.windows.map((window) => (
          <label key={window.start} className="radio pickup-slot__window">
            <input
              type="radio"
              name="pickupWindow"
              checked={value?.start === window.start}
              onChange={() => onChange({ start: window.start, end: window.end })}
            />{' '}
            {viennaClock(new Date(window.start))}–{viennaClock(new Date(window.end))}{' '}
            <span className="pickup-slot__free">{t('pickupSlot.free', { count: window.free })}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="pickup-slot-error" role="alert" className="pickup-slot__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** "Abholung am 11.06.2026, 08:00–09:00 Uhr": the chosen window as the mails write it too. */
export function PickupWindowText({ window }: { window: PickupWindow }) {
  const { t, i18n } = useTranslation('common');
  return <>{t('pickupWindow', pickupWindowParts(window, i18n.language))}</>;
}
