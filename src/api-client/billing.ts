import type {
  ApiCharge,
  ApiPricePreview,
  ChargeKind,
  DirectChargeRequest,
  RecurrentChargeRequest,
} from '../domain/billing/charges';
import { request } from './http';

/**
 * The billing API (§7 Billing): direct and recurrent charges of a product, the card on file, the
 * price preview, and an app's own `create-charge`. Every call carries the user's bearer token; the
 * service answers JSON on 2xx and 422 (read by http.ts) and raw text on 404.
 */

const segment = encodeURIComponent;
const chargePath = (kind: ChargeKind, product: string, id?: string, step?: string) =>
  `/${kind}/${segment(product)}${id === undefined ? '' : `/${segment(id)}`}${step ? `/${step}` : ''}`;

type AppChargeAnswer = ApiCharge & { type: ChargeKind };

interface AppChargeRequest {
  plan_id: string;
  /** 1 or 12 for recurrent plans. */
  months?: number;
  /** Seats of a per-account plan. */
  quantity?: number;
  /** The host product the charge is made on. */
  product?: string;
  return_url?: string;
}

/** `POST /applications/{id}/create-charge`: the service prices the plan and answers the charge (201 new, 200 in progress). */
export function createAppCharge(baseUrl: string, token: string, appId: string, body: AppChargeRequest): Promise<AppChargeAnswer> {
  return request<AppChargeAnswer>(baseUrl, `/applications/${segment(appId)}/create-charge`, { method: 'POST', token, body });
}

export function createDirectCharge(
  baseUrl: string,
  token: string,
  product: string,
  body: DirectChargeRequest,
): Promise<ApiCharge> {
  return request<ApiCharge>(baseUrl, chargePath('direct_charge', product), { method: 'POST', token, body });
}

export function createRecurrentCharge(
  baseUrl: string,
  token: string,
  product: string,
  body: RecurrentChargeRequest,
): Promise<ApiCharge> {
  return request<ApiCharge>(baseUrl, chargePath('recurrent_charge', product), { method: 'POST', token, body });
}

export function fetchCharge(baseUrl: string, token: string, kind: ChargeKind, product: string, id: string): Promise<ApiCharge> {
  return request<ApiCharge>(baseUrl, chargePath(kind, product, id), { token });
}

export function listCharges(
  baseUrl: string,
  token: string,
  kind: ChargeKind,
  product: string,
  filter: { order_client_id?: string; status?: string } = {},
): Promise<ApiCharge[]> {
  const query = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const search = query.size > 0 ? `?${query}` : '';
  return request<ApiCharge[]>(baseUrl, `${chargePath(kind, product)}${search}`, { token });
}

type ChargeStep = 'accept' | 'activate' | 'decline' | 'cancel';

/** `PUT /{kind}/{product}/{id}/{accept|activate|decline|cancel}` (cancel: recurrent only). */
export function moveCharge(
  baseUrl: string,
  token: string,
  kind: ChargeKind,
  product: string,
  id: string,
  step: ChargeStep,
): Promise<ApiCharge> {
  return request<ApiCharge>(baseUrl, chargePath(kind, product, id, step), { method: 'PUT', token });
}

interface ApiCard {
  card_type: string;
  first_six: string;
  last_four: string;
}

/** The card `POST /account/{product}` is sent: its number, and the expiry and CVC when the form took them. */
export interface AddCardRequest {
  card_number: string;
  expiry_month?: number;
  /** Four digits. */
  expiry_year?: number;
  cvc?: string;
}

/**
 * `POST /account/{product}`: adds a credit card to the organization's billing account for the
 * product, in place of the card on file (§3 Subscription per product: `hasCard`, `cardDetails`).
 * A number alone is sent as `{card_number}`.
 */
export function addCard(
  baseUrl: string,
  token: string,
  product: string,
  card: string | AddCardRequest,
): Promise<{ card: ApiCard }> {
  return request<{ card: ApiCard }>(baseUrl, `/account/${segment(product)}`, {
    method: 'POST',
    token,
    body: typeof card === 'string' ? { card_number: card } : card,
  });
}

/** `GET /price_preview/{product}?price&country&zip`: the taxes of a price. */
export function fetchPricePreview(
  baseUrl: string,
  token: string,
  product: string,
  input: { price: number; country: string; zip: string },
): Promise<ApiPricePreview> {
  const query = new URLSearchParams({ price: String(input.price), country: input.country, zip: input.zip });
  return request<ApiPricePreview>(baseUrl, `/price_preview/${segment(product)}?${query}`, { token });
}
