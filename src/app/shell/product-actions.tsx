import { CompareToggle } from '../../features/compare';
import type { ProductActionsProps } from '../../ui/product-actions';

/** The product actions every card and product page gets: compare, for apps (not services). */
export function ShellProductActions({ product }: ProductActionsProps) {
  return product.isService ? null : <CompareToggle slug={product.slug} name={product.name} />;
}
