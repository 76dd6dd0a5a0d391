import type { UseMutationResult } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { isApiError } from '../../lib/api-error';
import { useErrorMessage } from '../../lib/error-message';
import { useApiErrors } from '../../lib/use-api-errors';
import { Button, type ButtonProps } from '../ui/Button';
import { Form, type FormProps } from '../ui/Form';
import { FormError } from '../ui/FormError';

/**
 * Whether an error is one the visitor can act on in the form (a refused field, a rule the server
 * applied), as opposed to a failure outside their hands: no network, or the server's own fault.
 */
export function isExpectedFailure(error: unknown): boolean {
  return isApiError(error) && error.code !== 'NETWORK' && error.status >= 400 && error.status < 500;
}

const PendingContext = createContext(false);

/** The form's submit button: it shows progress while the form's request runs; full width unless `block` is false. */
export function SubmitButton({
  block = true,
  className,
  ...props
}: Omit<ButtonProps, 'type' | 'isPending'> & { block?: boolean }) {
  const pending = useContext(PendingContext);
  const classes = [block ? 'btn-block' : '', typeof className === 'string' ? className : ''].filter(Boolean);
  return <Button {...props} type="submit" isPending={pending} className={classes.join(' ') || undefined} />;
}

export interface MutationFormProps<TData, TVariables> extends Omit<
  FormProps,
  'onSubmit' | 'validationErrors' | 'onEdit' | 'children'
> {
  mutation: UseMutationResult<TData, unknown, TVariables, unknown>;
  /** Builds the request from the form's state when the visitor submits. */
  variables: () => TVariables;
  onSuccess?: (data: TData, variables: TVariables) => void;
  /** A message of the form's own to show above the fields (e.g. a check made before sending). */
  message?: string | null;
  children: ReactNode;
}

/**
 * The one way a form writes: it sends its mutation on submit, puts the server's field messages on
 * their fields (until the field is edited), shows any other refusal above the fields, and raises a
 * toast only for a failure the visitor could not have avoided (offline, or the server's fault).
 */
export function MutationForm<TData, TVariables>({
  mutation,
  variables,
  onSuccess,
  message,
  children,
  className,
  ...props
}: MutationFormProps<TData, TVariables>) {
  const errors = useApiErrors();
  const messageOf = useErrorMessage();
  return (
    <Form
      {...props}
      className={className ?? 'form'}
      validationErrors={errors.fields}
      onEdit={errors.onInput}
      onSubmit={(event) => {
        event.preventDefault();
        errors.clear();
        mutation.mutate(variables(), {
          onSuccess,
          onError: (error) => {
            if (isExpectedFailure(error)) errors.set(error);
            else {
              const text = messageOf(error);
              // The toast queue loads only when a toast is first raised, keeping it out of every form's bundle.
              void import('../ui/toast-queue').then(({ toast }) => toast.error(text));
            }
          },
        });
      }}
    >
      <FormError message={message ?? errors.form} />
      <PendingContext.Provider value={mutation.isPending}>{children}</PendingContext.Provider>
    </Form>
  );
}
