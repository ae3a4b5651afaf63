import { useId, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import {
  hasErrors,
  validateAppReview,
  type AppReviewErrors,
  type AppReviewInput,
} from '../../../domain/catalogue/review-validation';
import { rateApp } from '../ratings-thunks';
import { selectRatingError, selectRatingErrorStatus, selectRatingStatus } from '../ratings-slice';
import { Button } from '../../../ui/button';
import { Field, FieldError } from '../../../ui/form-parts';
import { StarRatingInput } from './star-rating-input';

const EMPTY: AppReviewInput = { rate: null, name: '', comment: '' };

/**
 * The app review form of §5. Errors show after the first submit and then follow each change; the
 * first invalid field takes focus. A failed send keeps every value (the user retries as is).
 */
export function RatingForm({ appId, defaultName }: { appId: string; defaultName: string }) {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => selectRatingStatus(state, appId));
  const pending = status === 'pending';
  // A 403 is the service's own word that this organization may not rate: shown where the user looks.
  const refusal = useAppSelector((state) =>
    status === 'rejected' && selectRatingErrorStatus(state, appId) === 403 ? selectRatingError(state, appId) : null,
  );
  const [values, setValues] = useState<AppReviewInput>({ ...EMPTY, name: defaultName });
  const [errors, setErrors] = useState<AppReviewErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const id = useId().replace(/:/g, '');

  const change = (next: Partial<AppReviewInput>) => {
    const updated = { ...values, ...next };
    setValues(updated);
    if (submitted) setErrors(validateAppReview(updated));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateAppReview(values);
    setErrors(found);
    if (hasErrors(found)) {
      // The first invalid field in page order takes focus (the stars: the chosen one, else the first).
      const first = found.rate ? `rate-${values.rate ?? 1}` : found.name ? 'name' : 'comment';
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    if (await dispatch(rateApp(appId, values))) {
      setValues({ ...EMPTY, name: values.name });
      setSubmitted(false);
    }
  };

  const described = (field: keyof AppReviewInput) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form onSubmit={submit} noValidate aria-label="Rate this app">
      <StarRatingInput idPrefix={id} value={values.rate} error={errors.rate} onChange={(rate) => change({ rate })} />
      <Field>
        <label htmlFor={`${id}-name`}>Your name</label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          value={values.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described('name')}
          onChange={(event) => change({ name: event.target.value })}
        />
        {errors.name && <FieldError id={`${id}-name-error`}>{errors.name}</FieldError>}
      </Field>
      <Field>
        <label htmlFor={`${id}-comment`}>Your review</label>
        <textarea
          id={`${id}-comment`}
          name="comment"
          rows={4}
          value={values.comment}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={described('comment')}
          onChange={(event) => change({ comment: event.target.value })}
        />
        {errors.comment && <FieldError id={`${id}-comment-error`}>{errors.comment}</FieldError>}
      </Field>
      {refusal && (
        <FieldError role="alert" data-rating-refusal="">
          {refusal}
        </FieldError>
      )}
      <Button variant="primary" type="submit" pending={pending}>
        {pending ? 'Sending…' : 'Submit review'}
      </Button>
    </form>
  );
}
