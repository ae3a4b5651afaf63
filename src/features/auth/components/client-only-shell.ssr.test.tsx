/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { RootElement } from '../../../testing/site';
import { ClientOnlyShell } from './client-only-shell';

describe('ClientOnlyShell on the server', () => {
  it('renders both the prompt and the loading state, each marked for the CSS that picks one; nothing from the URL', () => {
    const html = renderToString(
      <RootElement>
        <ClientOnlyShell area="your cart" signIn={() => Promise.resolve()} />
      </RootElement>,
    );
    expect(html).toMatch(/<section[^>]*data-visitor-only=""[^>]*>.*Sign in to continue/);
    expect(html).toMatch(/<section[^>]*data-session-only=""[^>]*>.*Loading…/);
    expect(html).not.toContain('/cart/');
  });
});
