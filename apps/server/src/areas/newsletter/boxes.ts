import type { Language } from '@gartenwerk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import { text, translate } from '../../core/texts';
import { subscribe } from './consent';
import { welcomeIfConfirmed } from './sendings';

/** The words of each box beside the sign-up and the checkout, as the person read them. */
const BOX_TEXTS = {
  signup: text('auth:signup.newsletterConsent'),
  checkout: text('checkout:newsletter'),
} as const;

/**
 * The newsletter box of the sign-up or the checkout was ticked: the address gets the same double
 * opt-in as in the footer. An address already confirmed stays as it is, and a failure here never
 * fails the sign-up or the order (it is logged).
 */
export async function subscribeFromBox(
  app: FastifyInstance,
  request: FastifyRequest,
  box: keyof typeof BOX_TEXTS,
  email: string,
  language: Language,
): Promise<void> {
  try {
    const subscribed = await subscribe(app.db, app.mailer, {
      email,
      text: translate(BOX_TEXTS[box], language),
      form: box,
      ip: request.ip,
      language,
    });
    await welcomeIfConfirmed(app.db, app.jobs, subscribed);
  } catch (error) {
    if (error instanceof AppError && error.code === 11000) return;
    app.log.error({ err: error, box }, 'the newsletter sign-up of a form could not be recorded');
  }
}
