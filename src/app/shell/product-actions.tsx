import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { ProductActionsProps } from '../../ui/product-actions';
import { useHydrated } from '../../ui/use-hydrated';

// The actions (compare today, install next) act only on a click and depend on browser state (the
// stored pick, the session): they render in the browser only, from their own chunk. Rendering
// them during hydration would give each card a lazy boundary that the listing's own updates reach
// before it hydrates (React error #421).
const ProductActionsBar = lazy(() => import(/* webpackChunkName: "product-actions" */ './product-actions-bar'));

/** Holds the actions' place (one 36 px row) so nothing moves when they arrive. */
const Slot = styled.div`
  position: relative;
  z-index: 1;
  min-height: 36px;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

/** The product actions every card and product page gets, provided through the src/ui slot. */
export function ShellProductActions(props: ProductActionsProps) {
  const hydrated = useHydrated();
  if (props.product.isService) return null;
  return (
    <Slot data-product-actions={props.placement}>
      {hydrated && (
        <Suspense fallback={null}>
          <ProductActionsBar {...props} />
        </Suspense>
      )}
    </Slot>
  );
}
