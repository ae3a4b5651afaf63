import { lazy, Suspense } from 'react';
import type { ProductActionsProps } from '../../ui/product-actions';

// The actions (compare today, install next) are below the first glance and act only on a click:
// the server renders them, and each card's hydrate from their own chunk once it arrives.
const ProductActionsBar = lazy(() => import(/* webpackChunkName: "product-actions" */ './product-actions-bar'));

/** The product actions every card and product page gets, provided through the src/ui slot. */
export function ShellProductActions(props: ProductActionsProps) {
  return (
    <Suspense fallback={null}>
      <ProductActionsBar {...props} />
    </Suspense>
  );
}
