import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
// The module's theme, not the context's: the slot also renders outside a ThemeProvider (tests).
import { theme } from './theme';
import type { InstallTarget } from '../domain/install/install-actions';

/**
 * What a card or a product page knows of the product its actions act on: what the install action
 * needs (§4-§6, the domain's InstallTarget), plus what the other actions read.
 */
export interface ProductActionTarget extends Omit<InstallTarget, 'appId'> {
  /** A target without appId gets no install action. */
  appId?: string;
  /** The app's host product (livechat, helpdesk): whose license, roles and plan count. */
  product?: string | null;
  clientId?: string | null;
  /** §4: the store-supplied install URL (direct install); undefined when the caller does not know it. */
  directInstallUrl?: string | null;
  /** §4 lifecycle (app pages): an accepted, unpublished app is "coming soon" (Notify me). */
  lifecycle?: string | null;
  /** OAuth scopes of the app's client (app pages): shown before the install is allowed. */
  scopes?: readonly string[] | null;
}

export interface ProductActionsProps {
  product: ProductActionTarget;
  /** Cards get compact actions; the product page header gets the full set. */
  placement: 'card' | 'page';
  /** The primary action alone (install or buy), for a second place that repeats it (the sticky box). */
  primaryOnly?: boolean;
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

/**
 * A card's action row as a two-column grid: the actions (primary first, then add to cart and any
 * message) stack in the first column, Compare keeps the first row of the second. So Compare stays
 * in one place whatever the actions show, and free and paid cards line up alike.
 */
const CardActions = styled.div`
  width: 100%;
  & > [data-product-actions] {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
    justify-items: start;
    gap: ${theme.space.sm}px;
  }
  & > [data-product-actions] > * {
    grid-column: 1;
    max-width: 100%;
  }
  & > [data-product-actions] > [data-compare-toggle],
  & > [data-product-actions] > [data-compare-place] {
    grid-column: 2;
    grid-row: 1;
  }
`;

/** Renders the provided actions for a product, or nothing outside a provider (tests, other shells). */
export function ProductActions(props: ProductActionsProps) {
  const Actions = useContext(ProductActionsContext);
  if (!Actions) return null;
  if (props.placement !== 'card') return <Actions {...props} />;
  return (
    <CardActions data-card-actions>
      <Actions {...props} />
    </CardActions>
  );
}
