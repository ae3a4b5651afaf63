import { useEffect, useId, useState } from 'react';
import { previewPrice } from '../../../api-client/price-preview';
import { siteConfig } from '../../../core/config';
import { useAppSelector } from '../../../core/hooks';
import type { ApiPricePreview } from '../../../domain/billing/charges';
import { selectSessionUser } from '../cart-selectors';
import styled from 'styled-components';
import { Input, Select } from '../../../ui/form-controls';

/** The billing countries the tax preview offers (the sandbox knows their rates). */
const COUNTRIES: readonly [string, string][] = [
  ['US', 'United States'],
  ['PL', 'Poland'],
  ['DE', 'Germany'],
  ['GB', 'United Kingdom'],
  ['FR', 'France'],
];

export interface BillingPlace {
  country: string;
  zip: string;
}

export const DEFAULT_BILLING_PLACE: BillingPlace = { country: 'US', zip: '' };

/**
 * The tax preview of a price (§7 price preview, the same 300 s cache as the checkout's, §9).
 * A zero price has no tax and asks nothing (its rate is not known: not shown). Undefined while
 * asked, null when it failed.
 */
export function useTaxPreview(price: number, place: BillingPlace): ApiPricePreview | null | undefined {
  const token = useAppSelector(selectSessionUser)?.token ?? null;
  const [preview, setPreview] = useState<ApiPricePreview | null | undefined>(undefined);
  const { country, zip } = place;
  useEffect(() => {
    if (price === 0) {
      setPreview({ price: 0, country, zip, taxes: { total_price: 0, tax_value: 0, tax_rate: 0 } } as ApiPricePreview);
      return undefined;
    }
    if (!token) return undefined;
    let live = true;
    setPreview((shown) => (shown && shown.price === price ? shown : undefined));
    previewPrice(token, siteConfig.product, { price, country, zip }).then(
      (answer) => live && setPreview(answer),
      () => live && setPreview(null),
    );
    return () => {
      live = false;
    };
  }, [token, price, country, zip]);
  return preview;
}

/** Country and ZIP, each label above its field, side by side where they fit and stacked on a phone. */
const Place = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 16px;
  margin: 12px 0;
  span {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
`;

/** Where the buyer is billed (the tax depends on it). */
export function BillingPlacePicker({ place, onChange }: { place: BillingPlace; onChange: (place: BillingPlace) => void }) {
  const ids = useId();
  return (
    <Place>
      <span>
        <label htmlFor={`${ids}-country`}>Billing country</label>
        <Select
          id={`${ids}-country`}
          value={place.country}
          onChange={(event) => onChange({ ...place, country: event.target.value })}
        >
          {COUNTRIES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </Select>
      </span>
      <span>
        <label htmlFor={`${ids}-zip`}>ZIP</label>
        <Input
          id={`${ids}-zip`}
          value={place.zip}
          size={8}
          autoComplete="postal-code"
          onChange={(event) => onChange({ ...place, zip: event.target.value })}
        />
      </span>
    </Place>
  );
}
