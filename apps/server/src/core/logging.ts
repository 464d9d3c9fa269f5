import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from './settings';

/** pino options for fastify: credentials never reach the log. */
export function loggerOptions(level: LogLevel): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  };
}
