import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** What a card or a product page knows of the product its actions act on. */
export interface ProductActionTarget {
  slug: string;
  name: string;
  isService: boolean;
}

export interface ProductActionsProps {
  product: ProductActionTarget;
  /** Cards get compact actions; the product page header gets the full set. */
  placement: 'card' | 'page';
}

/**
 * The actions shown on product cards and pages (compare today; install and add-to-cart next) come
 * from features that src/ui may not import: the app shell provides them through this slot.
 */
const ProductActionsContext = createContext<ComponentType<ProductActionsProps> | null>(null);

export function ProductActionsProvider({
  actions,
  children,
}: {
  actions: ComponentType<ProductActionsProps>;
  children: ReactNode;
}) {
  return <ProductActionsContext.Provider value={actions}>{children}</ProductActionsContext.Provider>;
}

/** Renders the provided actions for a product, or nothing outside a provider (tests, other shells). */
export function ProductActions(props: ProductActionsProps) {
  const Actions = useContext(ProductActionsContext);
  return Actions ? <Actions {...props} /> : null;
}
