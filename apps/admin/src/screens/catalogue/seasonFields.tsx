import { isSeasonDay, type SeasonWindow } from '@gartenwerk/domain';
import { TextInput } from '@gartenwerk/ui';
import type { TFunction } from 'i18next';
import type { Field, Section } from '../../kit';

type SeasonName = 'sales_season' | 'shipping_season' | 'pickup_season';
interface SeasonDraft {
  from: string;
  until: string;
}

const LABELS: Record<SeasonName, string> = {
  sales_season: 'shopCatalogue.fields.salesSeason',
  shipping_season: 'shopCatalogue.fields.shippingSeason',
  pickup_season: 'shopCatalogue.fields.pickupSeason',
};

/** A season as two days `MM-DD`, first and last; both empty: none (all year, or the group's). */
export function seasonField(t: TFunction, name: SeasonName, hint: string): Field {
  const season = t(LABELS[name]);
  return {
    name,
    kind: 'custom',
    label: season,
    messages: { invalid: t('shopCatalogue.errors.season') },
    toDraft: (value) => {
      const stored = value as SeasonWindow | null | undefined;
      return { from: stored?.from ?? '', until: stored?.until ?? '' };
    },
    fromDraft: (draft) => {
      const { from, until } = draft as SeasonDraft;
      const first = from.trim();
      const last = until.trim();
      if (first === '' && last === '') return { ok: true, value: null };
      if (!isSeasonDay(first) || !isSeasonDay(last)) return { ok: false, problem: 'invalid' };
      return { ok: true, value: { from: first, until: last } };
    },
    render: ({ value, onChange, error }) => {
      const draft = value as SeasonDraft;
      return (
        <div className="season-field">
          <TextInput
            label={t('shopCatalogue.fields.seasonFrom', { season })}
            hint={hint}
            placeholder="10-15"
            value={draft.from}
            error={error}
            onChange={(event) => onChange({ ...draft, from: event.target.value })}
          />
          <TextInput
            label={t('shopCatalogue.fields.seasonUntil', { season })}
            placeholder="04-15"
            value={draft.until}
            onChange={(event) => onChange({ ...draft, until: event.target.value })}
          />
        </div>
      );
    },
  };
}

/** The seasons of a product group with its pre-order switch, or a product's own seasons. */
export function seasonSection(t: TFunction, of: 'group' | 'product'): Section {
  const hint =
    of === 'group' ? t('shopCatalogue.fields.seasonHint') : t('shopCatalogue.fields.productSeasonHint');
  return {
    kind: 'section',
    name: 'seasons',
    label: t('shopCatalogue.fields.seasons'),
    fields: [
      seasonField(t, 'sales_season', hint),
      seasonField(t, 'shipping_season', hint),
      ...(of === 'group'
        ? [
            {
              name: 'preorders_allowed',
              kind: 'switch',
              label: t('shopCatalogue.fields.preordersAllowed'),
              hint: t('shopCatalogue.fields.preordersHint'),
            } satisfies Field,
          ]
        : []),
      seasonField(t, 'pickup_season', hint),
    ],
  };
}
