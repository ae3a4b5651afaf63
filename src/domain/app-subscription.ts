/**
 * §4 App subscription status, from what the billing side reports of an installed paid app:
 * unassigned = assigned, an empty plan and inactive; cancelled = assigned and either inactive with
 * a plan, or cancelled. Anything else assigned is active; not assigned is none.
 */
export interface AppSubscriptionFacts {
  assigned: boolean;
  plan: string | null | undefined;
  active: boolean;
  cancelled: boolean;
}

export type AppSubscriptionStatus = 'none' | 'unassigned' | 'cancelled' | 'active';

const hasPlan = (plan: string | null | undefined) => typeof plan === 'string' && plan.trim() !== '';

export function appSubscriptionStatus({ assigned, plan, active, cancelled }: AppSubscriptionFacts): AppSubscriptionStatus {
  if (!assigned) return 'none';
  if (!hasPlan(plan) && !active) return 'unassigned';
  if ((!active && hasPlan(plan)) || cancelled) return 'cancelled';
  return 'active';
}
