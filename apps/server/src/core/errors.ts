import type { Language } from '@gartenwerk/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isText, requestLanguage, text, translate, type Text } from './texts';

/** The error codes the API answers with (docs/contracts.md). */
export type ErrorCode = 'VALIDATION' | 'NOT_FOUND' | 'C100' | 'INTERNAL' | (string & {}) | number;

/** What every failed request answers. */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
}

/**
 * An error a service throws on purpose; its code and status reach the client unchanged, its message
 * in the request's language when it is a Text (a plain string is for developers and stays as it is).
 * `message` holds the German text, for logs.
 */
export class AppError extends Error {
  readonly text: Text | undefined;

  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message?: string | Text,
  ) {
    super(message === undefined ? String(code) : translate(message));
    this.name = 'AppError';
    this.text = isText(message) ? message : undefined;
  }

  toBody(language?: Language): ErrorBody {
    const message = this.text ? translate(this.text, language) : this.message;
    return { statusCode: this.statusCode, code: this.code, message };
  }
}

export const noPermission = (): AppError => new AppError('C100', 403, text('common:noPermission'));
export const notFound = (message: string | Text = text('errors:notFound')): AppError =>
  new AppError('NOT_FOUND', 404, message);

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

function clientErrorStatus(error: unknown): number | undefined {
  const status = error instanceof Error ? (error as { statusCode?: unknown }).statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/**
 * Shapes an error for the client; nothing but code, status and a safe message leaves the server.
 * The message is in `language` where the server has it in both.
 */
export function toErrorBody(error: unknown, language?: Language): ErrorBody {
  if (error instanceof AppError) return error.toBody(language);
  if (isFastifyError(error) && error.validation) {
    // Fastify already names the field, e.g. "body/handle must be string".
    return { statusCode: 400, code: 'VALIDATION', message: error.message };
  }
  // Malformed JSON, bodies too large, files refused: the client's fault, said plainly.
  const status = clientErrorStatus(error);
  if (status === 400) return { statusCode: 400, code: 'VALIDATION', message: (error as Error).message };
  if (status === 403) return noPermission().toBody(language);
  if (status === 404) return notFound().toBody(language);
  if (status !== undefined) {
    const code = isFastifyError(error) ? error.code : `HTTP_${status}`;
    return { statusCode: status, code, message: (error as Error).message };
  }
  return { statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' };
}

/** Registers the one error handler; unknown routes are answered by the not-found handler of `web`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(error, requestLanguage(request));
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, message: body.message }, 'request refused');
    return reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  });
}
