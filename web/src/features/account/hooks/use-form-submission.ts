import { useCallback, useState } from 'react';
import { ApiError, type FieldError } from '@/lib/api-client';

/** Where a form's submission stands: sending, and the server's message and field errors if it refused. */
export interface FormSubmissionState {
  pending: boolean;
  error: string | null;
  fieldErrors: FieldError[];
}

const idle: FormSubmissionState = { pending: false, error: null, fieldErrors: [] };

/**
 * Runs `send` for a form and keeps its state. A refusal keeps the server's message (or
 * `fallbackMessage` when it gave none) and its field errors; `submit` answers whether it worked.
 */
export function useFormSubmission<Input>(send: (input: Input) => Promise<void>, fallbackMessage: string) {
  const [state, setState] = useState<FormSubmissionState>(idle);

  const submit = useCallback(
    async (input: Input): Promise<boolean> => {
      setState({ pending: true, error: null, fieldErrors: [] });
      try {
        await send(input);
        setState(idle);
        return true;
      } catch (error) {
        const apiError = error instanceof ApiError ? error : null;
        setState({
          pending: false,
          error: apiError?.message || fallbackMessage,
          fieldErrors: apiError?.errors ?? [],
        });
        return false;
      }
    },
    [send, fallbackMessage],
  );

  const reset = useCallback(() => setState(idle), []);
  return { ...state, submit, reset };
}
