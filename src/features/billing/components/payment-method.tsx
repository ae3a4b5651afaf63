import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { UNDESCRIBED_CARD, type CardDetails, type CardEntry } from '../../../domain/billing/card';
import { cardLabel } from '../../../domain/cart/cart-review';
import { SecondaryButton } from '../../../ui/primitives';
import { selectCardOnFile } from '../billing-selectors';
import type { CardOnFileState } from '../billing-slice';
import { loadCardOnFile } from '../card-on-file';
import { CARD_FIELD_ORDER, CardFieldsView, cardFieldId, useCardForm, type CardForm } from './card-fields';
import { Fieldset } from './checkout-parts';

/** Ours: the subscription could not be read for its card. */
const CARD_READ_FAILED = "We couldn't read the card on file: enter the card to pay with.";

/** "Visa ending in 4242" (§3 card type and last four); a card on file without details is only that. */
export const describeCard = (card: CardDetails) =>
  card === UNDESCRIBED_CARD || !card.lastFour ? 'your card on file' : cardLabel(card);

export interface PaymentMethod {
  /** The card on file as read (null: not asked yet). */
  read: CardOnFileState | null;
  /** The read has answered (with a card, none, or a failure). */
  known: boolean;
  onFile: CardDetails | null;
  /** The buyer chose 'Use another card'. */
  another: boolean;
  /** A card is typed: none is on file (or it could not be read), or the buyer chose another one. */
  typing: boolean;
  form: CardForm;
  chooseAnother: () => void;
  keepOnFile: () => void;
}

/**
 * The billed product's card on file (§3 Subscription per product: `hasCard`, `cardDetails`), read
 * as the checkout opens, and the card the buyer may type instead. A card this checkout added (its
 * payment then failed, say) is the card on file from then on: shown as such, the form emptied.
 */
export function usePaymentMethod(product: string, token: string | null): PaymentMethod {
  const dispatch = useAppDispatch();
  const read = useAppSelector((state) => selectCardOnFile(state, product));
  useEffect(() => {
    if (token) void dispatch(loadCardOnFile(product));
  }, [dispatch, token, product]);
  const known = read !== null && read.status !== 'loading';
  const onFile = read?.status === 'loaded' ? read.card : null;
  const [another, setAnother] = useState(false);
  const form = useCardForm();
  const { reset } = form;
  const onFileKey = onFile ? `${onFile.cardType} ${onFile.firstSix} ${onFile.lastFour}` : '';
  useEffect(() => {
    setAnother(false);
    reset();
  }, [onFileKey, reset]);
  const chooseAnother = useCallback(() => setAnother(true), []);
  const keepOnFile = useCallback(() => {
    setAnother(false);
    reset();
  }, [reset]);
  return { read, known, onFile, another, typing: known && (onFile === null || another), form, chooseAnother, keepOnFile };
}

/** Pay waits for the card on file to be read, and for a required card form to hold something. */
export const paymentReady = (method: PaymentMethod, needsCard: boolean) =>
  method.known && !(needsCard && method.typing && method.form.empty);

/**
 * The card Pay sends: a new card checked by every rule, or null (the card on file pays; a trial
 * without a card requirement left empty). A wrong card sends nothing: every field says what is
 * wrong, and the first wrong one gets the focus (`fieldsId`: the ids of CardFieldsView).
 */
export function cardToSend(method: PaymentMethod, needsCard: boolean, fieldsId: string): { card: CardEntry | null } | null {
  const { form } = method;
  if (!method.typing || (form.empty && !needsCard)) return { card: null };
  if (form.check.ok) return { card: form.check.card };
  const { problems } = form.check;
  form.showAll();
  const first = CARD_FIELD_ORDER.find((field) => problems[field]);
  if (first) document.getElementById(cardFieldId(fieldsId, first))?.focus();
  return null;
}

/**
 * The payment method of the checkout: while the card on file is read, that; with one, "Charged to
 * your card on file: Visa ending in 4242" and 'Use another card'; else the card form.
 */
export function PaymentMethodFields({
  id,
  method,
  needsCard,
  busy,
}: {
  id: string;
  method: PaymentMethod;
  needsCard: boolean;
  busy: boolean;
}) {
  const { onFile } = method;
  return (
    <Fieldset data-checkout="payment-method">
      <legend>Payment method</legend>
      {!method.known ? (
        <p aria-busy="true" aria-live="polite" data-checkout="card-loading">
          Checking the card on file…
        </p>
      ) : onFile && !method.another ? (
        <>
          <p data-checkout="card-on-file">
            {needsCard ? 'Charged to your card on file' : 'Your card on file'}: <strong>{describeCard(onFile)}</strong>
          </p>
          <SecondaryButton type="button" disabled={busy} onClick={method.chooseAnother}>
            Use another card
          </SecondaryButton>
        </>
      ) : (
        <>
          {method.read?.status === 'failed' && (
            <p role="note" data-checkout="card-read-error">
              {CARD_READ_FAILED}
            </p>
          )}
          {onFile && <p>The card you enter replaces {describeCard(onFile)} on file.</p>}
          <CardFieldsView id={id} form={method.form} optional={!needsCard} />
          {onFile && (
            <SecondaryButton type="button" disabled={busy} onClick={method.keepOnFile}>
              Use {describeCard(onFile)} instead
            </SecondaryButton>
          )}
        </>
      )}
    </Fieldset>
  );
}
