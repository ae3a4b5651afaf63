import { fetchPricePreview } from './billing';
import { siteConfig } from '../core/config';
import { PRICE_PREVIEW_CACHE_MS, type ApiPricePreview } from '../domain/billing/charges';

/**
 * The price preview with tax (§7), cached 300 s per product, price, country and zip (§9). The
 * promise is kept, so previews asked for at once share one call; a failure is not kept.
 */
const cache = new Map<string, { at: number; answer: Promise<ApiPricePreview> }>();

interface PreviewInput {
  price: number;
  country: string;
  zip: string;
}

export function previewPrice(token: string, product: string, input: PreviewInput): Promise<ApiPricePreview> {
  const country = input.country.trim().toUpperCase();
  const zip = input.zip.trim();
  const key = JSON.stringify([product, input.price, country, zip]);
  const now = Date.now();
  const kept = cache.get(key);
  if (kept && now - kept.at < PRICE_PREVIEW_CACHE_MS) return kept.answer;
  const answer = fetchPricePreview(siteConfig.apiUrl, token, product, { price: input.price, country, zip });
  cache.set(key, { at: now, answer });
  answer.catch(() => {
    if (cache.get(key)?.answer === answer) cache.delete(key);
  });
  return answer;
}

/** Tests start from an empty cache. */
export function clearPricePreviews(): void {
  cache.clear();
}
