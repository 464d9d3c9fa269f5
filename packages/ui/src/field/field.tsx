import { useId } from 'react';
import { Icon } from '../icon';

export interface FieldTexts {
  id?: string;
  hint?: string;
  error?: string;
  /** The caller's own aria-describedby, kept before hint and error. */
  describedBy?: string;
}

/** Ids of a field's control, hint and error, and the control's aria-describedby. */
export function useFieldIds({ id, hint, error, describedBy }: FieldTexts) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedByIds };
}

/** Hint and error below a control; the error has an icon so it never depends on colour alone. */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
  prefix = 'gw-field',
}: {
  hint?: string;
  hintId?: string;
  error?: string;
  errorId?: string;
  /** Class prefix; TextInput keeps its own (`gw-text-input`) for the markup apps already style. */
  prefix?: string;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className={`${prefix}__hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={`${prefix}__error`}>
          <Icon name="alert" size="1.1em" />
          {error}
        </p>
      )}
    </>
  );
}
