import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { createI18n } from '@gartenwerk/i18n';
import type { Language } from '@gartenwerk/domain';
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

/** The alternative for visitors who cannot see the image: the task as a sentence, for screen readers. */
export interface TextCaptcha {
  id: string;
  /** e.g. "Wie viel ist drei plus vier?"; answered with the number in digits. */
  question: string;
}

function hashAnswer(id: string, answer: string): Buffer {
  return createHash('sha256').update(`${id}:${answer.trim()}`).digest();
}

/** A new arithmetic task, its answer stored hashed with an expiry. */
export async function createCaptcha(db: Database, now = new Date()): Promise<Captcha> {
  const { data, text } = svgCaptcha.createMathExpr({ mathMin: 1, mathMax: 9, mathOperator: '+/-', noise: 2 });
  return { id: await storeCaptchaAnswer(db, text, now), svg: data };
}

/**
 * A new arithmetic task written out in words in the visitor's language, with numbers from one to nine
 * and never a negative result; its answer is stored and checked like the image's.
 */
export async function createTextCaptcha(
  db: Database,
  language: Language,
  now = new Date(),
): Promise<TextCaptcha> {
  const t = createI18n(language).t;
  const words = t('content:captchaText.numbers').split(' ');
  const [a, b] = [randomInt(1, 10), randomInt(1, 10)];
  const plus = randomInt(2) === 0;
  const [first, second] = plus ? [a, b] : [Math.max(a, b), Math.min(a, b)];
  const question = t(plus ? 'content:captchaText.plus' : 'content:captchaText.minus', {
    a: words[first],
    b: words[second],
  });
  return { id: await storeCaptchaAnswer(db, String(plus ? first + second : first - second), now), question };
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
