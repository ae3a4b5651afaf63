import { AUTH_TRANSACTION_LIFETIME_MS, type AuthTransaction } from '../../domain/auth/auth-callback';
import { deleteCookie, readJsonCookie, writeCookie } from './cookies';

/**
 * Our record of each sign-in we started, one cookie per state, 30 minutes (§9). Reading one deletes
 * it, so a callback can be accepted once: a replay finds nothing and is refused.
 */
const PREFIX = 'marketplace_auth_';
// The state is ours (crypto-random, URL-safe); anything else cannot name one of our cookies.
const SAFE_STATE = /^[A-Za-z0-9_-]{16,128}$/;

export function saveTransaction(transaction: AuthTransaction): void {
  if (!SAFE_STATE.test(transaction.state)) throw new Error('unsafe sign-in state');
  writeCookie(PREFIX + transaction.state, JSON.stringify(transaction), AUTH_TRANSACTION_LIFETIME_MS / 1000);
}

/** The transaction started with this state, deleted as it is read; null when there is none. */
export function consumeTransaction(state: string | null | undefined): AuthTransaction | null {
  if (!state || !SAFE_STATE.test(state)) return null;
  const value = readJsonCookie(PREFIX + state);
  deleteCookie(PREFIX + state);
  if (!value || typeof value !== 'object') return null;
  const record = value as Partial<AuthTransaction>;
  if (typeof record.state !== 'string' || typeof record.createdAt !== 'number' || typeof record.returnTo !== 'string')
    return null;
  if (record.responseType !== 'token' && record.responseType !== 'code') return null;
  return { state: record.state, createdAt: record.createdAt, returnTo: record.returnTo, responseType: record.responseType };
}

/** A fresh crypto-random state per sign-in attempt (the SDK makes none: accounts-contract.md). */
export function randomState(): string {
  const bytes = new Uint8Array(24);
  window.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
