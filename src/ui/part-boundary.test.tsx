import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PartBoundary } from './part-boundary';

jest.mock('gatsby', () => jest.requireActual('../../__mocks__/gatsby'));

// A part that throws while its data is bad (React renders a throwing part twice before giving up).
let broken = false;
function Fragile() {
  if (broken) throw new TypeError("Cannot read properties of undefined (reading 'products')");
  return <p>Cart: 2 items</p>;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

it('keeps a failed part in its place with Retry; the rest of the page stays', async () => {
  broken = true;
  render(
    <main>
      <h1>CRM Sync</h1>
      <PartBoundary name="header-cart">
        <Fragile />
      </PartBoundary>
    </main>,
  );
  expect(screen.getByRole('heading', { name: 'CRM Sync' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent("This part couldn't be shown.");
  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(screen.getByText('Cart: 2 items')).toBeInTheDocument();
  expect(consoleError).toHaveBeenCalledWith('The "header-cart" part failed', expect.any(TypeError), expect.anything());
});

it('a quiet part disappears, or shows its replacement', () => {
  broken = true;
  render(
    <>
      <PartBoundary name="footer" fallback="quiet">
        <Fragile />
      </PartBoundary>
      <PartBoundary name="toast" fallback="quiet" replacement={<p>Payment failed</p>}>
        <Fragile />
      </PartBoundary>
    </>,
  );
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByText('Payment failed')).toBeInTheDocument();
  broken = false;
});

it('a failed page says so with Retry and a way back, and the next page clears it', async () => {
  broken = true;
  function Site() {
    const [path, setPath] = useState('/cart/');
    return (
      <>
        <button type="button" onClick={() => setPath('/apps/')}>
          Apps
        </button>
        <PartBoundary name="page" fallback="page" resetKey={path}>
          <Fragile />
        </PartBoundary>
      </>
    );
  }
  render(<Site />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
  expect(screen.getByRole('link', { name: 'Go to all apps' })).toHaveAttribute('href', '/apps/');
  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Apps' }));
  expect(screen.getByText('Cart: 2 items')).toBeInTheDocument();
});
