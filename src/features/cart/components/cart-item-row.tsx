/** One row of the cart's items list: an app with its plan and billing choices, its price, and Remove. */
import { Link } from 'gatsby';
import { useId } from 'react';
import styled from 'styled-components';
import { useAppDispatch } from '../../../core/hooks';
import { cartProductPath, type ApiCartProduct, type CartBillingCycle } from '../../../domain/cart/cart-contract';
import { itemMonthlyRate, payTypeLabel } from '../../../domain/cart/cart-pricing';
import { formatCents } from '../../../domain/pricing/pricing';
import { assetUrl } from '../../../ui/asset-url';
import { Select } from '../../../ui/form-controls';
import { SecondaryButton } from '../../../ui/primitives';
import { changePlan, removeProduct } from '../cart-thunks';

const CYCLE_LABELS: Record<CartBillingCycle, string> = {
  'pay-once': 'One-time',
  'pay-monthly': 'Monthly',
  'pay-yearly': 'Yearly (15% off)',
};

/** The item's price, then Remove: the button keeps its distance from the price beside it. */
const Amount = styled.div`
  text-align: right;
  & > button {
    margin-inline-start: 12px;
  }
`;

export function CartItemRow({ product, busy, locked }: { product: ApiCartProduct; busy: boolean; locked: boolean }) {
  const dispatch = useAppDispatch();
  const ids = useId();
  const { plan } = product;
  const recurrent = plan.billingCycle !== 'pay-once';
  return (
    <li data-cart-item={product.id} aria-busy={busy}>
      <img src={assetUrl(product.icon)} alt="" width={48} height={48} />
      <div>
        <h2>
          <Link to={cartProductPath(product)}>{product.name}</Link>
        </h2>
        <p>
          {plan.name} · {payTypeLabel(plan)}
          {plan.perAccount && ` · ${plan.seats} ${plan.seats === 1 ? 'seat' : 'seats'}`}
          {product.trialDays > 0 && ` · ${product.trialDays}-day free trial`}
        </p>
        {(product.plans.length > 1 || recurrent) && (
          <p>
            {product.plans.length > 1 && (
              <>
                <label htmlFor={`${ids}-plan`} className="visually-hidden">
                  Plan of {product.name}
                </label>
                <Select
                  id={`${ids}-plan`}
                  value={plan.id}
                  disabled={busy || locked}
                  onChange={(event) => void dispatch(changePlan(product.id, event.target.value, plan.billingCycle))}
                >
                  {product.plans.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                    </option>
                  ))}
                </Select>
              </>
            )}
            {recurrent && (
              <>
                <label htmlFor={`${ids}-cycle`} className="visually-hidden">
                  Billing of {product.name}
                </label>
                <Select
                  id={`${ids}-cycle`}
                  value={plan.billingCycle}
                  disabled={busy || locked}
                  onChange={(event) => void dispatch(changePlan(product.id, plan.id, event.target.value as CartBillingCycle))}
                >
                  <option value="pay-monthly">{CYCLE_LABELS['pay-monthly']}</option>
                  <option value="pay-yearly">{CYCLE_LABELS['pay-yearly']}</option>
                </Select>
              </>
            )}
          </p>
        )}
      </div>
      <Amount>
        <strong data-item-total>{formatCents(plan.price.total)}</strong>
        {/* §9 shows a yearly total as a monthly rate too; a one-time item is never shown per month. */}
        {plan.billingCycle === 'pay-yearly' && <p>{formatCents(itemMonthlyRate(plan))} / month</p>}
        <SecondaryButton type="button" disabled={busy || locked} onClick={() => void dispatch(removeProduct(product.id))}>
          Remove<span className="visually-hidden"> {product.name}</span>
        </SecondaryButton>
      </Amount>
    </li>
  );
}
