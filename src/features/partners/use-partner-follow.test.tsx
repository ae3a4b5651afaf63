import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ThemeProvider } from 'styled-components';
import { readCatalogueData } from '../../../sandbox/data-files';
import { server } from '../../../sandbox/test-server';
import { API } from '../../testing/session-test-kit';
import { followPartner } from '../../domain/catalogue/partner-follow';
import { theme } from '../../ui/theme';
import { PartnerProfile } from './components/partner-profile';
import type { PartnerData } from './partner-data';

jest.mock('gatsby', () => jest.requireActual('../../../__mocks__/gatsby'));

// A partner page follows its expert after hydration (GET partners/experts_marketplace/{id}), as app
// pages follow their app: the build's figures are replaced by the live ones; HTML is never taken.
const [expert] = readCatalogueData().partners;
const { id, rating, ...rest } = expert;
const built: PartnerData = { ...rest, partnerId: id, rate: rating.rate, votes: rating.votes, description: '<p>Built</p>' };

const answerWith = (body: Record<string, unknown>, status = 200) =>
  server.use(http.get(`${API}/partners/experts_marketplace/${id}`, () => HttpResponse.json(body, { status })));

function mount() {
  render(
    <ThemeProvider theme={theme}>
      <PartnerProfile partner={built} />
    </ThemeProvider>,
  );
}

it('shows the live rating and reviews once read, keeping the built description', async () => {
  const review = { id: 'r-new', name: 'Nora New', rate: 5, comment: 'Quick and clear.', createdAt: '2026-11-20T10:00:00Z' };
  answerWith({
    ...expert,
    rating: { rate: 4.9, votes: rating.votes + 1 },
    reviews: [review],
    description: '<img src=x onerror=alert(1)>',
  });
  mount();
  expect(await screen.findByText('Quick and clear.')).toBeInTheDocument();
  expect(screen.getByText('Built')).toBeInTheDocument();
  expect(document.querySelector('img[onerror]')).toBeNull();
});

it('says when the expert is no longer listed (404), and keeps what was built', async () => {
  answerWith({ error: { type: 'not_found', message: 'Not found' } }, 404);
  mount();
  expect(await screen.findByRole('status')).toHaveTextContent('This partner is no longer listed');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(built.name);
});

it('keeps the page as built when the read fails', async () => {
  answerWith({ error: 'boom' }, 500);
  mount();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('status')).toBeNull();
});

describe('followPartner', () => {
  it('takes each field only when well formed', () => {
    const next = followPartner(built, id, {
      id,
      rating: { rate: 9, votes: -1 },
      reviews: [{ id: 'x', rate: 6 }],
      recommended: 'yes',
      services: ['training', 3],
      languages: ['English'],
    });
    expect(next).toEqual({ ...built, languages: ['English'] });
  });

  it('is gone for an answer about someone else or no expert at all', () => {
    expect(followPartner(built, id, { id: 'other' })).toEqual({ gone: true });
    expect(followPartner(built, id, null)).toEqual({ gone: true });
  });
});
