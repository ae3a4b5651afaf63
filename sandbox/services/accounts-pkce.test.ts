import AccountsSDK from '@livechat/accounts-sdk';
import { createHash } from 'node:crypto';
import { sdkCodeChallenge, verifierMatches } from './accounts-pkce';

const VERIFIER = 'sandbox-fixed-verifier-0123456789-abcdefghijklmnopqrstuvwxyz-ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** What the SDK puts in the authorize URL for a given verifier (its own sjcl + btoa path). */
function challengeFromSdk(verifier: string): string {
  const sdk = new AccountsSDK({
    client_id: 'x',
    response_type: 'code',
    // The SDK spells it code_challange_method; a partial pkce object without it falls back to plain.
    pkce: { enabled: true, code_verifier: verifier, code_challange_method: 'S256' },
  });
  const url = new URL(sdk.authorizeURL({ state: 'fixed-state' }));
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  return url.searchParams.get('code_challenge')!;
}

describe('the SDK-compatible PKCE challenge', () => {
  it('equals the code_challenge @livechat/accounts-sdk computes for the same verifier', () => {
    expect(sdkCodeChallenge(VERIFIER)).toBe(challengeFromSdk(VERIFIER));
    expect(sdkCodeChallenge('a')).toBe(challengeFromSdk('a'));
  });

  it('is the digest written as 8 signed 32-bit words joined by commas, not RFC 7636 S256', () => {
    const digest = createHash('sha256').update(VERIFIER).digest();
    const text = Buffer.from(sdkCodeChallenge(VERIFIER), 'base64url').toString('latin1');
    expect(text.split(',').map(Number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => digest.readInt32BE(4 * i)));
    expect(text).toMatch(/-/); // at least one word is negative for this verifier
    expect(sdkCodeChallenge(VERIFIER)).not.toBe(digest.toString('base64url'));
  });

  it('verifies S256 and plain challenges', () => {
    expect(verifierMatches(VERIFIER, sdkCodeChallenge(VERIFIER), 'S256')).toBe(true);
    expect(verifierMatches('other', sdkCodeChallenge(VERIFIER), 'S256')).toBe(false);
    expect(verifierMatches(VERIFIER, VERIFIER, 'plain')).toBe(true);
    expect(verifierMatches(VERIFIER, `${VERIFIER}x`, 'plain')).toBe(false);
  });
});
