import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { normalizeHandle } from './account';
import { users } from './table';

/**
 * Sets `userData.newsletter.subscribed_lists` of the user whose handle is `email` (when there is
 * one), leaving the rest of the user data as it is; the newsletter area keeps it in step with the
 * subscriber's confirmed lists.
 */
export async function setSubscribedLists(db: Database, email: string, lists: string[]): Promise<void> {
  const value = JSON.stringify(lists);
  await db
    .update(users)
    .set({
      userData: sql`jsonb_set(${users.userData}, '{newsletter}', coalesce(${users.userData} -> 'newsletter', '{}'::jsonb) || jsonb_build_object('subscribed_lists', ${value}::jsonb))`,
    })
    .where(eq(users.handle, normalizeHandle(email)));
}
