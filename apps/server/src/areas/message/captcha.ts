import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../../core/db';
import { newId } from '../../core/ids';
import { captchas } from './table';

/** How long a task can be answered. */
export const CAPTCHA_LIFETIME_MS = 10 * 60 * 1000;

export interface Captcha {
  id: string;
  /** An SVG image of a small sum or difference; the digits are drawn as paths, not text. */
  svg: string;
}

function hashAnswer(id: string, answer: string): Buffer {
  return createHash('sha256').update(`${id}:${answer.trim()}`).digest();
}

/** A new arithmetic task, its answer stored hashed with an expiry. */
export async function createCaptcha(db: Database, now = new Date()): Promise<Captcha> {
  const { data, text } = svgCaptcha.createMathExpr({ mathMin: 1, mathMax: 9, mathOperator: '+/-', noise: 2 });
  return { id: await storeCaptchaAnswer(db, text, now), svg: data };
}

/** Stores a task's answer hashed, with its expiry, and answers the task's id. */
export async function storeCaptchaAnswer(db: Database, answer: string, now = new Date()): Promise<string> {
  const id = newId();
  // Expired tasks nobody answered are cleared on the way.
  await db.delete(captchas).where(lt(captchas.expires, now));
  await db.insert(captchas).values({
    id,
    answerHash: hashAnswer(id, answer).toString('hex'),
    expires: new Date(now.getTime() + CAPTCHA_LIFETIME_MS),
  });
  return id;
}

/** Whether the answer is right. Any check uses the task up, so each task can be tried once. */
export async function checkCaptcha(
  db: Database,
  id: string,
  answer: string,
  now = new Date(),
): Promise<boolean> {
  const [task] = await db
    .delete(captchas)
    .where(and(eq(captchas.id, id), gt(captchas.expires, now)))
    .returning();
  if (!task) return false;
  return timingSafeEqual(Buffer.from(task.answerHash, 'hex'), hashAnswer(id, answer));
}
