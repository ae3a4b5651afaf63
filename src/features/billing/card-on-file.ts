import { addCard, type AddCardRequest } from '../../api-client/billing';
import { ApiError } from '../../api-client/http';
import { fetchSubscription } from '../../api-client/licenses';
import { accountsConfig, siteConfig } from '../../core/config';
import type { AppThunk } from '../../core/hooks';
import type { AppDispatch } from '../../core/store';
import { cardDigits, cardNumberProblem, readCardAnswer, readSubscriptionCard, type CardEntry } from '../../domain/billing/card';
import { PAYMENT } from '../../domain/site/messages';
import { selectSessionUser } from './billing-selectors';
import { cardAdded, cardOnFileFailed, cardOnFileRead, cardOnFileRequested } from './billing-slice';
import { malformed } from './charge-answers';

/**
 * The organization's card on file for the billed product (§3 Subscription per product: `hasCard`,
 * `cardDetails`): read from the product's subscription, replaced by `POST /account/{product}` (§7
 * Billing) when the buyer types a new card.
 */

let reads = 0;

/**
 * Reads the card on file from the product's subscription (the product API, `GET
 * /licenses/{product}/subscription`, X-Region). No license of the product (404) has no card; any
 * other failure, or an answer that is no subscription, leaves it unknown ('failed': the checkout
 * then asks for a card).
 */
export const loadCardOnFile =
  (product: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const user = selectSessionUser(getState());
    if (!user) return;
    reads += 1;
    const seq = reads;
    dispatch(cardOnFileRequested({ product, seq }));
    try {
      const card = readSubscriptionCard(await fetchSubscription(accountsConfig.productApiUrl, user.token, product));
      if (card === undefined) throw malformed();
      dispatch(cardOnFileRead({ product, seq, card }));
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'not-found') dispatch(cardOnFileRead({ product, seq, card: null }));
      else dispatch(cardOnFileFailed({ product, seq }));
    }
  };

function cardRequest(card: CardEntry | string): AddCardRequest {
  if (typeof card === 'string') return { card_number: cardDigits(card) };
  return { card_number: card.number, expiry_month: card.expiryMonth, expiry_year: card.expiryYear, cvc: card.cvc };
}

/**
 * The text of a refused card: the service refused the card itself (422) → §8 card-charge text; it
 * refused the buyer (403, no billing rights) → its own words; anything else → §8 billing API text.
 */
function cardFailure(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'validation') return PAYMENT.cardCharge;
  if (error instanceof ApiError && error.status === 403 && error.message) return error.message;
  return PAYMENT.billingApi;
}

/**
 * Adds the buyer's new card on the product before anything is charged: the card now on file goes
 * into the store. A number the card rules refuse is never sent. Returns null when the card is on
 * file, else the failure (its error and the text to show): nothing may be charged then.
 */
export async function addNewCard(
  dispatch: AppDispatch,
  token: string,
  product: string,
  card: CardEntry | string,
): Promise<{ error: unknown; message: string } | null> {
  const request = cardRequest(card);
  if (cardNumberProblem(request.card_number)) return { error: null, message: PAYMENT.cardCharge };
  try {
    const added = readCardAnswer(await addCard(siteConfig.apiUrl, token, product, request));
    if (!added) throw malformed();
    dispatch(cardAdded({ product, card: added }));
    return null;
  } catch (error) {
    return { error, message: cardFailure(error) };
  }
}
