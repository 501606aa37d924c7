import { Spinner } from './spinner';

/**
 * A form's submit button: while the form is sent it shows a spinner and `busyLabel`, and is
 * disabled so the form cannot be sent twice.
 */
export function SubmitButton({
  busy,
  label,
  busyLabel = label,
  className,
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  className: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? <Spinner /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}
