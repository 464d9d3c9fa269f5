import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../core/db';
import { authTokens, type TokenPurpose } from './table';
import { TOKEN_LIFETIME_MS, hashToken, newToken } from './account';
import { TOKEN_EXPIRED } from './errors';

export async function createToken(db: Database, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expires: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Marks the token used and answers its user; a used, expired or unknown token is refused. */
export async function consumeToken(db: Database, token: string, purpose: TokenPurpose): Promise<string> {
  const now = new Date();
  const [row] = await db
    .update(authTokens)
    .set({ used: now })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.used),
        gt(authTokens.expires, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  if (!row) throw TOKEN_EXPIRED();
  return row.userId;
}
