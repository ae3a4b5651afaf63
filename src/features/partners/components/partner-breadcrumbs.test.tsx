import { render, screen } from '@testing-library/react';
import { RootElement } from '../../../testing/site';
import { PartnerBreadcrumbs } from './partner-breadcrumbs';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

describe('PartnerBreadcrumbs', () => {
  it('links back to the partner listing and ends at the current partner', () => {
    render(
      <RootElement>
        <PartnerBreadcrumbs name="Chatwise Consulting" />
      </RootElement>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(screen.getByRole('link', { name: 'Partners' })).toHaveAttribute('href', '/partners/');
    expect(nav.querySelector('[aria-current="page"]')).toHaveTextContent('Chatwise Consulting');
    expect(nav.querySelectorAll('li')).toHaveLength(2);
  });
});
