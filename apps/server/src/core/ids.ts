import { randomBytes } from 'node:crypto';

/** A new document id: 24 hex characters, the length the spec's `_id` values have. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}
