import { CompareToggle } from '../../features/compare';
import type { ProductActionsProps } from '../../ui/product-actions';

/** Compare, for apps (not services). */
export default function ProductActionsBar({ product }: ProductActionsProps) {
  return product.isService ? null : <CompareToggle slug={product.slug} name={product.name} />;
}
