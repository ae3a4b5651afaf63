import { carriesCallback } from '../../domain/auth/callback-params';
import { SESSION_HINT_ATTRIBUTE, SESSION_HINT_SCRIPT } from './session-hint';

/** Runs the head's script as the page would, and says whether it set the hint. */
function hinted(): boolean {
  document.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE);
  new Function(SESSION_HINT_SCRIPT)();
  return document.documentElement.hasAttribute(SESSION_HINT_ATTRIBUTE);
}

const at = (address: string) => window.history.replaceState(null, '', address);
const clearCookies = () =>
  document.cookie.split('; ').forEach((part) => {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });

describe('the session hint in a client-only page head', () => {
  afterEach(() => {
    clearCookies();
    at('/marketplace/cart/');
  });

  it('is not set for a visitor: no session cookie, no callback', () => {
    at('/marketplace/cart/?coupon=SPRING#reviews');
    document.cookie = 'other=1; Path=/';
    expect(hinted()).toBe(false);
  });

  // As the page reads them (a browser keeps a `__Host-` cookie only over https, which jsdom is not).
  it.each(['marketplace_session', '__Host-marketplace_session'])('is set by a session cookie named %s', (name) => {
    const cookie = jest.spyOn(document, 'cookie', 'get').mockReturnValue(`a=1; ${name}=%7B%22t%22%3A%22x%22%7D; b=2`);
    expect(hinted()).toBe(true);
    cookie.mockRestore();
  });

  it('is not set by a cookie whose name only ends like the session one', () => {
    document.cookie = 'old_marketplace_session=1; Path=/';
    expect(hinted()).toBe(false);
  });

  it.each([
    '/marketplace/cart/?code=abc&state=s',
    '/marketplace/cart/?error=access_denied',
    '/marketplace/cart/#access_token=t&expires_in=3600',
    '/marketplace/checkout/pagio/?description=x#state=s',
    '/marketplace/cart/?description=x',
    '/marketplace/cart/#description',
    '/marketplace/cart/?frenzied=1',
  ])('agrees with carriesCallback on %s', (address) => {
    at(address);
    expect(hinted()).toBe(carriesCallback(window.location));
  });
});
