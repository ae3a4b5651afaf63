import { useRef, useState, type FormEvent } from 'react';

type Errors<T> = Partial<Record<keyof T, string>>;

/**
 * Form state checked by a pure rule: errors appear on the first submit and then follow each
 * change; the first invalid field takes focus. `send` resolves true when the values were taken,
 * and only then is the form cleared: a failed send keeps every value.
 */
export function useCheckedForm<T extends Record<string, string>>(
  initial: T,
  validate: (values: T) => Errors<T>,
  send: (values: T) => Promise<boolean>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<T>>({});
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const change = (field: keyof T) => (value: string) => {
    const updated = { ...values, [field]: value };
    setValues(updated);
    if (submitted) setErrors(validate(updated));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The first invalid field in the form's order takes focus (fields are named after their keys).
      const first = Object.keys(values).find((field) => found[field]);
      const control = first ? form.current?.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    if (await send(values)) {
      setValues(initial);
      setSubmitted(false);
    }
  };

  return { values, errors, change, submit, form };
}
