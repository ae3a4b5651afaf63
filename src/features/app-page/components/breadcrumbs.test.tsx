import { fireEvent, render, screen } from '@testing-library/react';
import { navigate } from 'gatsby';
import { RootElement } from '../../../testing/site';
import { Breadcrumbs } from './breadcrumbs';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

const app = { name: 'CartPulse', categorySlug: 'e-commerce', categoryName: 'E-commerce' };

const crumbs = () => {
  render(
    <RootElement>
      <Breadcrumbs app={app} />
    </RootElement>,
  );
  return screen.getByRole('navigation', { name: 'Breadcrumbs' });
};
const setHash = (hash: string) => window.history.replaceState(null, '', `/apps/cartpulse/${hash}`);

describe('Breadcrumbs', () => {
  beforeEach(() => {
    jest.mocked(navigate).mockClear();
    setHash('');
  });

  it('links back to all apps and to the category, with real hrefs, ending at the current page', () => {
    const nav = crumbs();
    expect(screen.getByRole('link', { name: 'Apps' })).toHaveAttribute('href', '/apps/');
    expect(screen.getByRole('link', { name: 'E-commerce' })).toHaveAttribute('href', '/apps/e-commerce/');
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('CartPulse');
  });

  it('replaces the history entry when the URL has no hash', () => {
    crumbs();
    const click = fireEvent.click(screen.getByRole('link', { name: 'Apps' }));
    expect(click).toBe(false); // default prevented: the router navigates, not the browser
    expect(navigate).toHaveBeenCalledWith('/apps/', { replace: true });
    fireEvent.click(screen.getByRole('link', { name: 'E-commerce' }));
    expect(navigate).toHaveBeenLastCalledWith('/apps/e-commerce/', { replace: true });
  });

  it('pushes a new entry when the user had jumped to a section', () => {
    crumbs();
    setHash('#reviews');
    fireEvent.click(screen.getByRole('link', { name: 'Apps' }));
    expect(navigate).toHaveBeenCalledWith('/apps/', { replace: false });
  });

  it('treats a sign-in token hash as no hash', () => {
    crumbs();
    setHash('#access_token=dal%3Aabc&expires_in=3600&state=x');
    fireEvent.click(screen.getByRole('link', { name: 'Apps' }));
    expect(navigate).toHaveBeenCalledWith('/apps/', { replace: true });
  });

  it('leaves modified and middle clicks to the browser (new tab or window)', () => {
    crumbs();
    const link = screen.getByRole('link', { name: 'Apps' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { shiftKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
