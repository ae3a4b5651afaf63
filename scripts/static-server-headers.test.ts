/**
 * @jest-environment node
 */
import type { ServerResponse } from 'node:http';
import { CSP_HEADER, setSecurityHeaders, siteCspOptions } from './static-server-headers';

function headersOf(frameAncestors: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = { setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value) };
  setSecurityHeaders(res as unknown as ServerResponse, { ...siteCspOptions({}), frameAncestors }, ["'sha256-x='"]);
  return headers;
}

describe('security headers', () => {
  it('enforce the policy: Content-Security-Policy, not Report-Only', () => {
    expect(CSP_HEADER).toBe('Content-Security-Policy');
    const headers = headersOf(["'self'", 'http://localhost:8003']);
    expect(headers['content-security-policy']).toContain("script-src 'self' 'sha256-x='");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self' http://localhost:8003");
    expect(headers['content-security-policy-report-only']).toBeUndefined();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('send no X-Frame-Options while host applications or partners may frame the site', () => {
    expect(headersOf(["'self'", 'http://localhost:8003'])['x-frame-options']).toBeUndefined();
    expect(headersOf(['*'])['x-frame-options']).toBeUndefined();
  });

  it('send X-Frame-Options where it agrees with frame-ancestors', () => {
    expect(headersOf(["'self'"])['x-frame-options']).toBe('SAMEORIGIN');
    expect(headersOf(["'none'"])['x-frame-options']).toBe('DENY');
  });
});
