/**
 * The message region below a form: always in the page, so screen readers announce what appears
 * in it (errors assertively, confirmations politely).
 */
export function FormError({ message }: { message: string | null }) {
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

export function FormStatus({ message }: { message: string | null }) {
  return (
    <p className="form-status" role="status">
      {message}
    </p>
  );
}
