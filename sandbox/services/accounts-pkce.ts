import { createHash, timingSafeEqual } from 'node:crypto';

export type CodeChallengeMethod = 'S256' | 'plain';

/**
 * The S256 code_challenge as @livechat/accounts-sdk 2.1.x computes it, which is NOT RFC 7636's:
 * the SDK hands sjcl's SHA-256 word array to btoa(), which stringifies it as the digest's 8 signed
 * big-endian 32-bit words joined by commas, then base64url-encodes that text (no padding).
 */
export function sdkCodeChallenge(verifier: string): string {
  const digest = createHash('sha256').update(verifier, 'utf8').digest();
  const words = Array.from({ length: 8 }, (_, index) => digest.readInt32BE(4 * index));
  return Buffer.from(words.join(','), 'latin1').toString('base64url');
}

export function verifierMatches(verifier: string, challenge: string, method: CodeChallengeMethod): boolean {
  const expected = Buffer.from(method === 'plain' ? verifier : sdkCodeChallenge(verifier));
  const actual = Buffer.from(challenge);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
