import { openAuthorizePopup } from './authorize-popup';

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
