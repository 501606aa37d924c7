import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import type { AuthFormState } from '../hooks/use-auth-form';
import { accountMessage } from '../utils/server-messages';

/** The end of a sign-in or registration form: why the server refused, then the large submit button. */
export function AuthFormEnd({ form, label, busyLabel }: { form: AuthFormState; label: string; busyLabel: string }) {
  return (
    <>
      <FormAlert message={form.error ? accountMessage(form.error) : null} />
      <SubmitButton
        busy={form.pending}
        label={label}
        busyLabel={busyLabel}
        className="button button-primary button-lg auth-submit"
      />
    </>
  );
}
