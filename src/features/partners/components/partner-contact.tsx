import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSessionUser } from '../../../app/session';
import { SIGN_IN_TO_CONTACT } from '../../../domain/messages';
import { validatePartnerMessage, validatePartnerReview } from '../../../domain/review-validation-partner';
import { selectExpertStatus } from '../experts-slice';
import { sendExpertMessage, sendExpertReview } from '../experts-thunks';
import { SubmitButton, TextField } from '../../../ui/form-parts';
import { useCheckedForm } from './use-checked-form';

function MessageForm({ partnerId, email }: { partnerId: string; email: string }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((state) => selectExpertStatus(state, 'message')) === 'pending';
  const id = useId().replace(/:/g, '');
  const { values, errors, change, submit, form } = useCheckedForm(
    { name: '', surname: '', email, website: '', message: '' },
    validatePartnerMessage,
    (input) => dispatch(sendExpertMessage(partnerId, input)),
  );
  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Send a message</h3>
      <TextField
        id={`${id}-name`}
        name="name"
        label="Name"
        autoComplete="given-name"
        value={values.name}
        error={errors.name}
        onChange={change('name')}
      />
      <TextField
        id={`${id}-surname`}
        name="surname"
        label="Surname"
        autoComplete="family-name"
        value={values.surname}
        error={errors.surname}
        onChange={change('surname')}
      />
      <TextField
        id={`${id}-email`}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={change('email')}
      />
      <TextField
        id={`${id}-website`}
        name="website"
        label="Website (optional)"
        type="url"
        autoComplete="url"
        value={values.website}
        error={errors.website}
        onChange={change('website')}
      />
      <TextField
        id={`${id}-message`}
        name="message"
        label="Message"
        multiline
        value={values.message}
        error={errors.message}
        onChange={change('message')}
      />
      <SubmitButton type="submit" disabled={pending}>
        {pending ? 'Sending…' : 'Send message'}
      </SubmitButton>
    </form>
  );
}

function ReviewForm({ partnerId, name, email }: { partnerId: string; name: string; email: string }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((state) => selectExpertStatus(state, 'review')) === 'pending';
  const id = useId().replace(/:/g, '');
  const { values, errors, change, submit, form } = useCheckedForm(
    { name, email, website: '', comment: '' },
    validatePartnerReview,
    (input) => dispatch(sendExpertReview(partnerId, input)),
  );
  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Write a review</h3>
      <TextField
        id={`${id}-name`}
        name="name"
        label="Name"
        autoComplete="name"
        value={values.name}
        error={errors.name}
        onChange={change('name')}
      />
      <TextField
        id={`${id}-email`}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={change('email')}
      />
      <TextField
        id={`${id}-website`}
        name="website"
        label="Website (optional)"
        type="url"
        autoComplete="url"
        value={values.website}
        error={errors.website}
        onChange={change('website')}
      />
      <TextField
        id={`${id}-comment`}
        name="comment"
        label="Review"
        multiline
        value={values.comment}
        error={errors.comment}
        onChange={change('comment')}
      />
      <SubmitButton type="submit" disabled={pending}>
        {pending ? 'Sending…' : 'Send review'}
      </SubmitButton>
    </form>
  );
}

/** The expert request and review forms of a partner page (§3, §5), for a signed-in user. */
export function PartnerContact({ partnerId }: { partnerId: string }) {
  const user = useAppSelector(selectSessionUser);
  if (!user)
    return (
      <p>
        {SIGN_IN_TO_CONTACT}: use <strong>Sign in</strong> at the top of the page.
      </p>
    );
  // Keyed by account: another user signing in starts from empty forms.
  return (
    <div key={user.accountId}>
      <MessageForm partnerId={partnerId} email={user.email} />
      <ReviewForm partnerId={partnerId} name={user.name} email={user.email} />
    </div>
  );
}
