import { canAdminister, isAuthenticated, isPasswordStrongEnough, isValidEmail } from '@gartenwerk/domain';
import { arrayContains, asc, eq, inArray, not } from 'drizzle-orm';
import { browse, containsText, type BrowseSpec } from '../../core/browse';
import type { Database } from '../../core/db';
import { AppError, noPermission } from '../../core/errors';
import { text } from '../../core/texts';
import type { CurrentUser } from '../../core/guard';
import type { List } from '../../core/schemas';
import type { USER_SORTS } from './schemas';
import { withShopData, type ShopDataRules } from './shop-data';
import { users } from './table';
import { normalizeHandle, toCurrentUser, type PublicUser } from './account';
import { EMAIL_INVALID, PASSWORD_WEAK, isUniqueViolation } from './errors';
import { forgetSessions, revokeUserSessions } from './sessions';
import { createUser, getUserByHandle, requireUser } from './users';

export interface UserQuery {
  search?: string;
  role?: string;
  /** A sortable name of USER_SORTS, `-name` for descending. */
  sort?: string;
  page?: number;
  limit?: number;
}

/** Users per page of this size when the query names none. */
export const USER_PAGE_SIZE = 10;

const USER_BROWSE: BrowseSpec<(typeof USER_SORTS)[number]> = {
  table: users,
  id: users.id,
  sortable: { handle: users.handle, name: users.name, created: users.created },
  defaultOrder: [asc(users.handle)],
  search: (words) => containsText(words, [users.handle, users.name]),
  defaultLimit: USER_PAGE_SIZE,
};

/** The collection as admins see it: no fixed accounts, nobody holding the internal role. */
export async function listUsers(db: Database, query: UserQuery): Promise<List<PublicUser>> {
  const limit = query.limit ?? USER_PAGE_SIZE;
  const skip = ((query.page ?? 1) - 1) * limit;
  return browse(
    db,
    USER_BROWSE,
    { ...query, limit, skip },
    [
      eq(users.fixed, false),
      not(arrayContains(users.roles, ['internal'])),
      query.role ? arrayContains(users.roles, [query.role]) : undefined,
    ],
    toCurrentUser,
  );
}

export async function getUsersByIds(db: Database, ids: string[]): Promise<PublicUser[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(users).where(inArray(users.id, ids)).orderBy(asc(users.handle));
  return rows.map(toCurrentUser);
}

/** One user: oneself, or anyone for admin and system users. */
export async function getUser(db: Database, actor: CurrentUser, id: string): Promise<PublicUser> {
  if (!isAuthenticated(actor) || (actor._id !== id && !canAdminister(actor))) throw noPermission();
  return toCurrentUser(await requireUser(db, id));
}

function checkRoles(roles: string[], availableRoles: readonly string[]): void {
  const unavailable = roles.filter((role) => !availableRoles.includes(role));
  if (unavailable.length > 0) {
    throw new AppError(
      'ROLE_UNAVAILABLE',
      400,
      text('errors:auth.roleUnavailable', { roles: unavailable.join(', ') }),
    );
  }
}

export interface CreateUserInput {
  handle: string;
  name?: string;
  roles: string[];
  password?: string;
}

/** An admin adds a user; the address counts as verified. */
export async function createUserByAdmin(
  db: Database,
  input: CreateUserInput,
  availableRoles: readonly string[],
): Promise<PublicUser> {
  const handle = normalizeHandle(input.handle);
  if (!isValidEmail(handle)) throw EMAIL_INVALID();
  checkRoles(input.roles, availableRoles);

  if (input.password !== undefined && !isPasswordStrongEnough(input.password)) throw PASSWORD_WEAK();
  const duplicate = () => new AppError(11000, 409, text('auth:emailAlreadyRegistered'));
  if (await getUserByHandle(db, handle)) throw duplicate();
  try {
    return await createUser(db, { ...input, handle });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

export interface UpdateUserInput {
  _id: string;
  name?: string;
  userData?: Record<string, unknown>;
  roles?: string[];
  locked?: boolean;
}

export const NOTHING_TO_CHANGE_MESSAGE =
  'body must name something to change: name, userData, roles or locked';

/**
 * Changes a user. Anyone signed in may change their own name and userData except its shop data;
 * roles, the lock, shop data and other users need admin or system. Unlocking also ends a lock from
 * failed logins.
 */
export async function updateUser(
  db: Database,
  actor: CurrentUser,
  input: UpdateUserInput,
  availableRoles: readonly string[],
  shopRules: ShopDataRules,
): Promise<PublicUser> {
  const admin = canAdminister(actor);
  if (!isAuthenticated(actor)) throw noPermission();
  if ([input.name, input.userData, input.roles, input.locked].every((field) => field === undefined))
    throw new AppError('VALIDATION', 400, NOTHING_TO_CHANGE_MESSAGE);
  const privileged = input._id !== actor._id || input.roles !== undefined || input.locked !== undefined;
  if (privileged && !admin) throw noPermission();
  const row = await requireUser(db, input._id);
  if (row.fixed && (input.roles !== undefined || input.locked !== undefined)) throw noPermission();
  if (input.roles !== undefined) checkRoles(input.roles, availableRoles);

  const [updated] = await db
    .update(users)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.userData !== undefined
        ? { userData: withShopData(input.userData, row.userData, admin ? shopRules : null) }
        : {}),
      ...(input.roles !== undefined ? { roles: input.roles } : {}),
      ...(input.locked !== undefined ? { locked: input.locked } : {}),
      ...(input.locked === false ? { lockedUntil: null, failedLogins: 0 } : {}),
    })
    .where(eq(users.id, row.id))
    .returning();
  if (input.locked === true) await revokeUserSessions(db, row.id);
  // Page requests remember sessions with their user's roles and shop data for a moment.
  forgetSessions();
  return toCurrentUser(updated ?? row);
}

/** Removes a user; the fixed accounts stay. */
export async function deleteUser(db: Database, id: string): Promise<void> {
  const row = await requireUser(db, id);
  if (row.fixed) throw noPermission();
  await db.delete(users).where(eq(users.id, id));
  forgetSessions();
}
