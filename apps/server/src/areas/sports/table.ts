import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';

/** Clubs the nursery sponsors. */
export const sportsClubs = pgTable('sports_clubs', {
  id: text('id').primaryKey().$defaultFn(newId),
  name: text('name').notNull(),
  city: text('city').notNull().default(''),
  website: text('website').notNull().default(''),
  description: text('description').notNull().default(''),
  sponsored: boolean('sponsored').notNull().default(true),
  /** A file id of the file library, or none. */
  logo: text('logo').array().notNull().default([]),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/** Players and coaches, with their media images. */
export const sportsPersons = pgTable('sports_persons', {
  id: text('id').primaryKey().$defaultFn(newId),
  name: text('name').notNull(),
  position: text('position').notNull().default(''),
  media: text('media').array().notNull().default([]),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/** A club's teams; a club with teams is not removed (the service says so before the key does). */
export const sportsTeams = pgTable(
  'sports_teams',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    club: text('club')
      .notNull()
      .references(() => sportsClubs.id),
    name: text('name').notNull(),
    season: text('season').notNull().default(''),
    league: text('league').notNull().default(''),
    /** A sports person id. */
    coach: text('coach'),
    players: text('players').array().notNull().default([]),
    logo: text('logo').array().notNull().default([]),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sports_teams_club_idx').on(table.club)],
);
