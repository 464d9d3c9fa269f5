import { boolean, index, integer, jsonb, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../core/ids';

export interface TwoFactorState {
  enabled: boolean;
  /** TOTP secret; never leaves the server. */
  secret?: string;
}

export const users = pgTable('users', {
  id: text('id').primaryKey().$defaultFn(newId),
  handle: text('handle').notNull().unique(),
  /** argon2id hash; null for accounts nobody signs in with (guest, system). */
  passwordHash: text('password_hash'),
  name: text('name').notNull().default(''),
  roles: text('roles').array().notNull().default([]),
  userData: jsonb('user_data').$type<Record<string, unknown>>().notNull().default({}),
  failedLogins: integer('failed_logins').notNull().default(0),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  twoFactor: jsonb('two_factor').$type<TwoFactorState>().notNull().default({ enabled: false }),
  /** The e-mail address (handle) was confirmed through the mailed link. */
  verified: boolean('verified').notNull().default(false),
  /** Locked by an admin until unlocked. */
  locked: boolean('locked').notNull().default(false),
  /** Locked after repeated failed logins until this time. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** The guest, the first admin and the system account: never listed, never removed. */
  fixed: boolean('fixed').notNull().default(false),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the token; the token itself is only ever known to the client. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    expires: timestamp('expires', { withTimezone: true }).notNull(),
    revoked: boolean('revoked').notNull().default(false),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export type UserRow = typeof users.$inferSelect;

export type TokenPurpose = 'verify' | 'passwordReset' | 'reset2FA';

/** One-time tokens sent by mail: e-mail verification, password reset, two-factor reset. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    /** SHA-256 of the token; the token itself is only in the mail. */
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<TokenPurpose>().notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    expires: timestamp('expires', { withTimezone: true }).notNull(),
    used: timestamp('used', { withTimezone: true }),
  },
  (table) => [index('auth_tokens_user_id_idx').on(table.userId)],
);

/** Customer numbers handed out by getUniqueCustomerId. */
export const customerIdSequence = pgSequence('customer_id_seq', { startWith: 10001 });
