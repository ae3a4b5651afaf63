import { appAuthorizeUrl, AUTHORIZE_POPUP, authorizePopupFeatures } from './authorize-popup';

describe('authorization popup (§4, §9)', () => {
  it('is 500 by 700 and polled every 1000 ms', () => {
    expect(AUTHORIZE_POPUP).toEqual({ width: 500, height: 700, pollMs: 1000 });
    expect(authorizePopupFeatures()).toBe('width=500,height=700');
    expect(authorizePopupFeatures({ screenX: 100, screenY: 50, outerWidth: 1500, outerHeight: 900 })).toBe(
      'width=500,height=700,left=600,top=150',
    );
  });

  it('asks the account service for a code for the app client, with the redirect address', () => {
    const url = new URL(appAuthorizeUrl('http://localhost:8002', 'abc123', 'http://localhost:8000/marketplace/authorized/'));
    expect(url.origin + url.pathname).toBe('http://localhost:8002/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'abc123',
      redirect_uri: 'http://localhost:8000/marketplace/authorized/',
    });
  });
});
