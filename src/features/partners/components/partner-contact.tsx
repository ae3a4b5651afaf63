import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { selectSessionUser } from '../../../core/session';
import { SIGN_IN_TO_CONTACT } from '../../../domain/site/messages';
import { validatePartnerMessage, validatePartnerReview } from '../../../domain/catalogue/review-validation-partner';
import { selectExpertStatus } from '../experts-slice';
import { sendExpertMessage, sendExpertReview } from '../experts-thunks';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/form-parts';
import { useCheckedForm } from './use-checked-form';

/** One field of a partner form: what TextField needs besides its value and error. */
interface FieldSpec {
  name: string;
  label: string;
  type?: 'email';
  autoComplete?: string;
  inputMode?: 'url';
  multiline?: boolean;
}

const EMAIL: FieldSpec = { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' };
// A plain text control: a bare domain ("example.com") is a website here (sent as https://), which
// the browser's own url type would call invalid.
const WEBSITE: FieldSpec = { name: 'website', label: 'Website (optional)', autoComplete: 'url', inputMode: 'url' };

const MESSAGE_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', autoComplete: 'given-name' },
  { name: 'surname', label: 'Surname', autoComplete: 'family-name' },
  EMAIL,
  WEBSITE,
  { name: 'message', label: 'Message', multiline: true },
];

const REVIEW_FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  EMAIL,
  WEBSITE,
  { name: 'comment', label: 'Review', multiline: true },
];

/** A titled partner form: its fields, in order, and the submit button. */
function PartnerForm<T extends Record<string, string>>({
  title,
  submitLabel,
  fields,
  pending,
  checked: { values, errors, change, submit, form },
}: {
  title: string;
  submitLabel: string;
  fields: FieldSpec[];
  pending: boolean;
  checked: ReturnType<typeof useCheckedForm<T>>;
}) {
  const id = useId().replace(/:/g, '');
  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      {fields.map((field) => (
        <TextField
          key={field.name}
          id={`${id}-${field.name}`}
          {...field}
          value={values[field.name]}
          error={errors[field.name]}
          onChange={change(field.name)}
        />
      ))}
      <Button variant="primary" type="submit" pending={pending}>
        {pending ? 'Sending…' : submitLabel}
      </Button>
    </form>
  );
}

function MessageForm({ partnerId, email }: { partnerId: string; email: string }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((state) => selectExpertStatus(state, 'message')) === 'pending';
  const checked = useCheckedForm({ name: '', surname: '', email, website: '', message: '' }, validatePartnerMessage, (input) =>
    dispatch(sendExpertMessage(partnerId, input)),
  );
  return (
    <PartnerForm title="Send a message" submitLabel="Send message" fields={MESSAGE_FIELDS} pending={pending} checked={checked} />
  );
}

function ReviewForm({ partnerId, name, email }: { partnerId: string; name: string; email: string }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((state) => selectExpertStatus(state, 'review')) === 'pending';
  const checked = useCheckedForm({ name, email, website: '', comment: '' }, validatePartnerReview, (input) =>
    dispatch(sendExpertReview(partnerId, input)),
  );
  return (
    <PartnerForm title="Write a review" submitLabel="Send review" fields={REVIEW_FIELDS} pending={pending} checked={checked} />
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
