import { createContext, type ComponentType, type ReactNode } from 'react';
import type { ApiRatingSummary } from '../../../domain/catalogue/contract';

/** What the ratings feature gives the Reviews section once loaded. */
export interface LiveRatingsProps {
  appId: string;
  initialSummary: ApiRatingSummary | null;
  renderSummary: (summary: ApiRatingSummary | null) => ReactNode;
}

export type RatingsLoader = () => Promise<{ AppRatings: ComponentType<LiveRatingsProps> }>;

/**
 * The ratings feature's chunk, as the page's template names it (a feature never imports another:
 * the template composes them). Without one, the build's summary stays. A module of its own: the
 * product page provides it from the first-load JS, the Reviews section reads it in a later chunk.
 */
export const RatingsLoaderContext = createContext<RatingsLoader | null>(null);
