import { useEffect, useState } from 'react';
import { fetchAccounts } from '../../api-client/accounts';
import { accountsConfig } from '../../core/config';
import type { Product } from '../../domain/catalogue/contract';
import { agentCount } from '../../domain/auth/roles';

/**
 * The organization's agents on `product` (§9: a per-account charge multiplies by them), read from
 * the accounts service; null while it is read, or when nothing is asked (`product` null). A failed
 * read counts one agent, the buyer: the seats stay editable.
 */
export function useAgentCount(token: string | null, product: Product | null): number | null {
  const [count, setCount] = useState<{ key: string; agents: number } | null>(null);
  const key = token && product ? `${token} ${product}` : null;
  useEffect(() => {
    if (!token || !product || !key) return undefined;
    let live = true;
    fetchAccounts(accountsConfig.url, token)
      .then((accounts) => agentCount(accounts, product))
      // A failed read, or an answer not shaped as expected: one agent, the seats stay editable.
      .catch(() => 1)
      .then((agents) => live && setCount({ key, agents }));
    return () => {
      live = false;
    };
  }, [key, token, product]);
  return count && count.key === key ? count.agents : null;
}
