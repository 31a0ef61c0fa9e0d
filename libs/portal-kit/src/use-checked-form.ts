import { contractsTexts } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { useRef, useState, type ChangeEvent } from 'react';
import { describeFieldError, serverFieldErrors, type FieldErrors } from './form-errors';

/** What a form's check answers: the parsed payload (under any name) or the fields' problems. */
type FormCheck<F extends string> = { ok: true } | { ok: false; errors: FieldErrors<F> };

type StringField<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

interface CheckedFormOptions<V, C> {
  initialValues: V;
  /** The form's rules (usually the contract's schema), run on submit and then as the person corrects. */
  check: (values: V) => C;
  /** The fields in page order, so focus goes to the first one with a problem. */
  fieldOrder: readonly (keyof V & string)[];
}

/**
 * The state of a long form checked by one rule set: values, field messages (the check's and the
 * server's), focus on the first problem. Messages appear after the first submit and then follow
 * each correction; a server message clears when its field changes.
 */
export const useCheckedForm = <V extends object, C extends FormCheck<keyof V & string>>({
  initialValues,
  check,
  fieldOrder,
}: CheckedFormOptions<V, C>) => {
  type F = keyof V & string;
  const tc = useTexts(contractsTexts);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<F>>({});
  const [attempted, setAttempted] = useState(false);

  const setField = <K extends F>(field: K, value: V[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) {
      const result = check(next);
      setErrors(result.ok ? {} : result.errors);
    }
    if (serverErrors[field]) setServerErrors(({ [field]: _fixed, ...rest }) => rest as FieldErrors<F>);
  };

  const focusFirst = (found: FieldErrors<F>) => {
    const field = fieldOrder.find((name) => found[name]);
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  return {
    formRef,
    values,
    setField,
    /** The field's message, worded with its label when one is given (else as the check or the server put it). */
    errorOf: (field: F, label?: string) => {
      const message = errors[field] ?? serverErrors[field];
      return label === undefined ? message && tc(message) : describeFieldError(label, message, tc);
    },
    /** name, value and onChange for a text, select or textarea control. */
    textInput: (field: StringField<V>) => ({
      name: field,
      value: values[field] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        setField(field, event.target.value as V[typeof field]),
    }),
    /** Runs the check on submit: shows the problems and focuses the first, and returns the result. */
    validate: (): C => {
      setAttempted(true);
      const result = check(values);
      setErrors(result.ok ? {} : result.errors);
      if (!result.ok) focusFirst(result.errors);
      return result;
    },
    /** Puts the server's field messages (a taken email, a 400) under their fields. */
    showServerErrors: (error: unknown) => {
      const fromServer = serverFieldErrors<F>(error);
      setServerErrors(fromServer);
      focusFirst(fromServer);
    },
    /** Puts one message of the server's under a field (e.g. a refused current password) and focuses it. */
    showServerError: (field: F, message: string) => {
      const fromServer = { [field]: message } as FieldErrors<F>;
      setServerErrors(fromServer);
      focusFirst(fromServer);
    },
    /** Starts over (after a save that empties the form): these values, no messages, nothing checked until the next submit. */
    reset: (next: V = initialValues) => {
      setValues(next);
      setErrors({});
      setServerErrors({});
      setAttempted(false);
    },
  };
};
