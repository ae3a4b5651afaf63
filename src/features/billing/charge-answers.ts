import { fetchCharge, moveCharge } from '../../api-client/billing';
import { ApiError, UNEXPECTED_ERROR } from '../../api-client/http';
import { siteConfig } from '../../core/config';
import { readCharge, type ApiCharge, type ChargeKind } from '../../domain/billing/charges';

/**
 * The charge calls of the payment flow, their answers read as §3 charges. http.ts hands back
 * whatever a 2xx carried (`{}`, `null`, a text that is not JSON); such an answer, or one about
 * another charge, becomes an error of its call (kind 'http', the generic text), which the caller
 * turns into that call's §8 text. Nothing of it (an `undefined` id, say) goes any further.
 */

/** The code of the error an answer that is not the expected shape becomes. */
export const MALFORMED_ANSWER = 'malformed_answer';
export const malformed = () => new ApiError('http', UNEXPECTED_ERROR, null, MALFORMED_ANSWER);

type ChargeAddress = { id: string; kind: ChargeKind; product: string };

/** `GET /{kind}/{product}/{id}`: the charge, or a throw. */
export async function readChargeOf(token: string, target: ChargeAddress): Promise<ApiCharge> {
  const charge = readCharge(await fetchCharge(siteConfig.apiUrl, token, target.kind, target.product, target.id));
  if (!charge || charge.id !== target.id) throw malformed();
  return charge;
}

/** `PUT /{kind}/{product}/{id}/{accept|activate}`: the charge moved, or a throw. */
export async function moveTo(token: string, target: ChargeAddress, step: 'accept' | 'activate' | 'decline'): Promise<ApiCharge> {
  const charge = readCharge(await moveCharge(siteConfig.apiUrl, token, target.kind, target.product, target.id, step));
  if (!charge || charge.id !== target.id) throw malformed();
  return charge;
}
