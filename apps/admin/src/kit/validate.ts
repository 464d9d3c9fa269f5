import type { TSchema } from '@sinclair/typebox';
import { Value, ValueErrorType, type ValueError } from '@sinclair/typebox/value';
import type { TFunction } from 'i18next';
import {
  inputOf,
  placeOf,
  type Draft,
  type Field,
  type FieldErrors,
  type FieldProblem,
  type ValueField,
} from './fields';

/** Message keys (admin namespace) of the problems a draft can have before the schema is asked. */
const PROBLEM_KEYS: Record<FieldProblem, string> = {
  number: 'editor.errors.number',
  integer: 'editor.errors.integer',
  fraction: 'editor.errors.fraction',
  minimum: 'editor.errors.minimum',
  invalid: 'editor.errors.invalid',
};

const pathOf = (error: ValueError) => error.path.replace(/^\//, '').replace(/\//g, '.');

function schemaMessage(error: ValueError, field: ValueField | undefined, t: TFunction): string {
  const { required, invalid } = field?.messages ?? {};
  const limits = error.schema as { minLength?: number; maxLength?: number; minimum?: number };
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return required ?? t('editor.errors.required');
    case ValueErrorType.String:
      // An emptied field the server needs (a publish date) arrives as null: it is missing, not wrong.
      return error.value === null
        ? (required ?? t('editor.errors.required'))
        : (invalid ?? t('editor.errors.invalid'));
    case ValueErrorType.StringMinLength:
      return limits.minLength === 1
        ? (required ?? t('editor.errors.required'))
        : (invalid ?? t('editor.errors.minLength', { count: limits.minLength }));
    case ValueErrorType.StringMaxLength:
      return invalid ?? t('editor.errors.maxLength', { count: limits.maxLength });
    case ValueErrorType.NumberMinimum:
      return invalid ?? t('editor.errors.minimum', { minimum: limits.minimum });
    default:
      return invalid ?? t('editor.errors.invalid');
  }
}

/**
 * Reads the drafts into a request body and checks it against the server's own schema. Errors are
 * keyed by field path; those the form has no field for come under '' so they are still shown.
 */
export function validateDraft(
  fields: readonly Field[],
  draft: Draft,
  schema: TSchema,
  t: TFunction,
): { input: Draft; local: Draft; errors: FieldErrors } {
  const { input, local, problems } = inputOf(fields, draft);
  const errors: FieldErrors = {};
  for (const [path, { field, problem }] of Object.entries(problems)) {
    errors[path] = field.messages?.invalid ?? t(PROBLEM_KEYS[problem], { minimum: 0, digits: 2 });
  }
  for (const error of Value.Errors(schema, input)) {
    const path = pathOf(error);
    const place = placeOf(fields, path);
    const key = place?.path ?? '';
    if (errors[key] !== undefined || Object.keys(problems).some((known) => path.startsWith(known))) continue;
    errors[key] = place ? schemaMessage(error, place.field, t) : `${path}: ${error.message}`;
  }
  return { input, local, errors };
}
