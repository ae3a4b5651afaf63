/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { RootElement } from '../../../testing/site';
import { ClientOnlyShell } from './client-only-shell';

describe('ClientOnlyShell on the server', () => {
  it('renders a loading state, so hydration sees no URL-derived text', () => {
    const html = renderToString(
      <RootElement>
        <ClientOnlyShell area="your cart" />
      </RootElement>,
    );
    expect(html).toContain('Loading…');
    expect(html).not.toContain('Sign in to continue');
  });
});
