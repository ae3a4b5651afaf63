import { render, screen } from '@testing-library/react';
import { ProductActions, ProductActionsProvider, type ProductActionsProps } from './product-actions';

const product = { slug: 'cartpulse', name: 'CartPulse', isService: false };

function Actions({ product: target, placement }: ProductActionsProps) {
  return <button type="button">{`${placement}: ${target.name}`}</button>;
}

describe('ProductActions slot', () => {
  it('renders the actions the shell provides, for the given product and placement', () => {
    render(
      <ProductActionsProvider actions={Actions}>
        <ProductActions product={product} placement="card" />
      </ProductActionsProvider>,
    );
    expect(screen.getByRole('button', { name: 'card: CartPulse' })).toBeInTheDocument();
  });

  it('renders nothing without a provider', () => {
    const { container } = render(<ProductActions product={product} placement="page" />);
    expect(container).toBeEmptyDOMElement();
  });
});
