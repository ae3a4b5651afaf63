import type { PlanTier } from './contract';

/**
 * The plan tiers of §3, lowest first. A module of its own: the install rules every card carries
 * read it without the permission rules and texts of auth/roles.ts (first-load JS of listings).
 */
export const PLAN_TIERS: readonly PlanTier[] = [
  'solo',
  'starter',
  'regular',
  'basic',
  'team',
  'pro',
  'business',
  'premium',
  'enterprise',
  'enterpriseplus',
];

/** Whether a plan read from an untyped source (a card's fragment, a license) is one of the tiers of §3. */
export function isPlanTier(plan: string): plan is PlanTier {
  return (PLAN_TIERS as readonly string[]).includes(plan);
}
