/** The message of a field the ui inputs do not draw themselves (fieldsets, groups, the whole form). */
export function FieldError({ message }: { message?: string }) {
  return message ? (
    <p className="gw-field__error" role="alert">
      {message}
    </p>
  ) : null;
}
