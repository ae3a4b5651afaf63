import { openAuthorizePopup, openConsentWindow } from './authorize-popup';

afterEach(() => jest.useRealTimers());

function fakeWindow(popup: { closed: boolean } | null) {
  const open = jest.fn(() => popup);
  return { win: { open, screenX: 0, screenY: 0, outerWidth: 500, outerHeight: 700 } as unknown as Window, open };
}

describe('openAuthorizePopup', () => {
  it('opens 500 × 700 and resolves on the first 1000 ms poll that finds it closed', async () => {
    jest.useFakeTimers();
    const popup = { closed: false };
    const { win, open } = fakeWindow(popup);
    let ended: string | null = null;
    void openAuthorizePopup('http://accounts.test/?client_id=x', win).then((end) => (ended = end));
    expect(open).toHaveBeenCalledWith(
      'http://accounts.test/?client_id=x',
      'marketplace-authorize',
      'width=500,height=700,left=0,top=0',
    );
    await jest.advanceTimersByTimeAsync(3000);
    expect(ended).toBeNull();
    popup.closed = true;
    await jest.advanceTimersByTimeAsync(999);
    expect(ended).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(ended).toBe('closed');
    expect(jest.getTimerCount()).toBe(0);
  });

  it("resolves 'blocked' at once when the browser refused the window", async () => {
    const { win } = fakeWindow(null);
    await expect(openAuthorizePopup('http://accounts.test/', win)).resolves.toBe('blocked');
  });
});

describe('openConsentWindow', () => {
  it('opens blank until told where to go, and closes on the page’s cancel', async () => {
    jest.useFakeTimers();
    const popup = { closed: false, location: { href: 'about:blank' }, close: jest.fn() };
    popup.close.mockImplementation(() => {
      popup.closed = true;
    });
    const { win, open } = fakeWindow(popup);
    const consent = openConsentWindow(null, win);
    expect(open).toHaveBeenCalledWith('about:blank', 'marketplace-authorize', expect.any(String));
    consent.go('http://accounts.test/?client_id=x');
    expect(popup.location.href).toBe('http://accounts.test/?client_id=x');
    consent.close();
    await jest.advanceTimersByTimeAsync(1000);
    await expect(consent.ended).resolves.toBe('closed');
  });

  it('is blocked at once, and its go and close do nothing', async () => {
    const { win } = fakeWindow(null);
    const consent = openConsentWindow(null, win);
    expect(() => consent.go('http://accounts.test/')).not.toThrow();
    await expect(consent.ended).resolves.toBe('blocked');
  });
});
