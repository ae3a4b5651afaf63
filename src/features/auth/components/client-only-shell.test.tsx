import { render, screen } from '@testing-library/react';
import { RootElement } from '../../../testing/site';
import { ClientOnlyShell } from './client-only-shell';

describe('ClientOnlyShell', () => {
  it('asks the visitor to sign in once mounted', () => {
    render(
      <RootElement>
        <ClientOnlyShell area="your cart" />
      </RootElement>,
    );
    expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(screen.getByText(/to see your cart/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse apps' })).toHaveAttribute('href', '/apps/');
  });
});
