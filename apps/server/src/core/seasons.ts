import { isSeasonDay, type SeasonFields } from '@gartenwerk/domain';
import { AppError } from './errors';
import { text } from './texts';

const SEASON_FIELDS = ['sales_season', 'shipping_season', 'pickup_season'] as const;

/** Refuses a season whose days are not `MM-DD` days of the year, naming the season in the message. */
export function assertSeasons(input: SeasonFields): void {
  for (const field of SEASON_FIELDS) {
    const season = input[field];
    if (!season) continue;
    for (const value of [season.from, season.until]) {
      if (!isSeasonDay(value))
        throw new AppError('VALIDATION', 400, text(`errors:season.${field}`, { value }));
    }
  }
}

/** The season fields the input carries, for a JSONB details object. */
export function seasonDetailsOf(input: SeasonFields): SeasonFields {
  const details: SeasonFields = {};
  for (const field of SEASON_FIELDS) if (input[field] !== undefined) details[field] = input[field];
  return details;
}
