import type { FastifyError, FastifyInstance } from 'fastify';

/** The error codes the API answers with (docs/contracts.md). */
export type ErrorCode = 'VALIDATION' | 'NOT_FOUND' | 'C100' | 'INTERNAL' | (string & {}) | number;

/** What every failed request answers. */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
}

/** An error a service throws on purpose; its code, status and message reach the client unchanged. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message?: string,
  ) {
    super(message ?? String(code));
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return { statusCode: this.statusCode, code: this.code, message: this.message };
  }
}

export const NO_PERMISSION_MESSAGE = 'no permission';
export const noPermission = (): AppError => new AppError('C100', 403, NO_PERMISSION_MESSAGE);
export const notFound = (message = 'Not Found'): AppError => new AppError('NOT_FOUND', 404, message);

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

function clientErrorStatus(error: unknown): number | undefined {
  const status = error instanceof Error ? (error as { statusCode?: unknown }).statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/** Shapes an error for the client; nothing but code, status and a safe message leaves the server. */
export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof AppError) return error.toBody();
  if (isFastifyError(error) && error.validation) {
    // Fastify already names the field, e.g. "body/handle must be string".
    return { statusCode: 400, code: 'VALIDATION', message: error.message };
  }
  // Malformed JSON, bodies too large, files refused: the client's fault, said plainly.
  const status = clientErrorStatus(error);
  if (status === 400) return { statusCode: 400, code: 'VALIDATION', message: (error as Error).message };
  if (status === 403) return noPermission().toBody();
  if (status === 404) return notFound().toBody();
  if (status !== undefined) {
    const code = isFastifyError(error) ? error.code : `HTTP_${status}`;
    return { statusCode: status, code, message: (error as Error).message };
  }
  return { statusCode: 500, code: 'INTERNAL', message: 'Internal Server Error' };
}

/** Registers the one error handler; unknown routes are answered by the not-found handler of `web`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, message: body.message }, 'request refused');
    return reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  });
}
