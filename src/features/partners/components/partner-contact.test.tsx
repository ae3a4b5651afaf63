import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { readCatalogueData } from '../../../../sandbox/data-files';
import { server } from '../../../../sandbox/test-server';
import { NotificationList, RootElement } from '../../../testing/site';
import { makeStore, type AppStore } from '../../../core/store';
import { API, signedInStore } from '../../../testing/session-test-kit';
import { PartnerContact } from './partner-contact';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

const partners = readCatalogueData().partners;

function renderContact(store: AppStore, partnerId: string) {
  render(
    <RootElement store={store}>
      <PartnerContact partnerId={partnerId} />
      <NotificationList />
    </RootElement>,
  );
  return {
    messageForm: () => within(screen.getByRole('form', { name: 'Send a message' })),
    reviewForm: () => within(screen.getByRole('form', { name: 'Write a review' })),
  };
}

describe('PartnerContact', () => {
  it('asks a signed-out visitor to sign in', () => {
    renderContact(makeStore(), partners[0].id);
    expect(screen.getByText(/Sign in to contact or review this partner/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('names each invalid field of the message form and focuses the first', async () => {
    const user = userEvent.setup();
    const { store } = await signedInStore();
    const { messageForm } = renderContact(store, partners[0].id);
    await user.clear(messageForm().getByLabelText('Email'));
    await user.type(messageForm().getByLabelText('Website (optional)'), 'not a site');
    await user.click(messageForm().getByRole('button', { name: 'Send message' }));

    expect(messageForm().getByText('Please enter your name')).toBeInTheDocument();
    expect(messageForm().getByText('Please enter your surname')).toBeInTheDocument();
    expect(messageForm().getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(messageForm().getByText('Please enter your message')).toBeInTheDocument();
    expect(messageForm().getByText('Please enter a valid website address (such as example.com)')).toBeInTheDocument();
    expect(messageForm().getByLabelText('Name')).toHaveFocus();
    expect(messageForm().getByLabelText('Surname')).toHaveAccessibleDescription('Please enter your surname');
  });

  it('checks the review against §5 (review 10 to 2000, name 3 to 64)', async () => {
    const user = userEvent.setup();
    const { store } = await signedInStore();
    const { reviewForm } = renderContact(store, partners[0].id);
    await user.clear(reviewForm().getByLabelText('Name'));
    await user.type(reviewForm().getByLabelText('Name'), 'Al');
    await user.type(reviewForm().getByLabelText('Review'), 'Too short');
    await user.click(reviewForm().getByRole('button', { name: 'Send review' }));
    expect(reviewForm().getByText('Name must be between 3 and 64 characters')).toBeInTheDocument();
    expect(reviewForm().getByText('Review must be between 10 and 2000 characters')).toBeInTheDocument();
  });

  it("sends a message ('Message sent successfully!') and empties the form", async () => {
    const user = userEvent.setup();
    const { store } = await signedInStore();
    const { messageForm } = renderContact(store, partners[0].id);
    await user.type(messageForm().getByLabelText('Name'), 'Ann');
    await user.type(messageForm().getByLabelText('Surname'), 'Owner');
    await user.type(messageForm().getByLabelText('Message'), 'Can you help?');
    await user.click(messageForm().getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(messageForm().getByLabelText('Message')).toHaveValue('');
  });

  it('takes a bare domain as the website: the message goes, with the website as https://', async () => {
    let sent: { website?: string } | null = null;
    server.use(
      http.post(`${API}/partners/experts_marketplace/${partners[4].id}/message`, async ({ request }) => {
        sent = (await request.clone().json()) as { website?: string };
        return undefined;
      }),
    );
    const user = userEvent.setup();
    const { store } = await signedInStore();
    const { messageForm } = renderContact(store, partners[4].id);
    expect(messageForm().getByLabelText('Website (optional)')).toHaveAttribute('type', 'text');
    await user.type(messageForm().getByLabelText('Name'), 'Ann');
    await user.type(messageForm().getByLabelText('Surname'), 'Owner');
    await user.type(messageForm().getByLabelText('Website (optional)'), 'www.ann.example/team');
    await user.type(messageForm().getByLabelText('Message'), 'Can you help?');
    await user.click(messageForm().getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(messageForm().queryByText('Please enter a valid website address (such as example.com)')).not.toBeInTheDocument();
    expect(sent).toMatchObject({ website: 'https://www.ann.example/team' });
  });

  it('still refuses a website that is no web address (javascript:, data:) and sends nothing', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/partners/experts_marketplace/${partners[4].id}/comment`, ({ request }) => {
        sent.push(request.url);
        return undefined;
      }),
    );
    const user = userEvent.setup();
    const { store } = await signedInStore();
    const { reviewForm } = renderContact(store, partners[4].id);
    await user.type(reviewForm().getByLabelText('Review'), 'A very helpful team of experts.');
    for (const website of ['javascript:alert(1)', 'data:text/html,x']) {
      await user.clear(reviewForm().getByLabelText('Website (optional)'));
      await user.type(reviewForm().getByLabelText('Website (optional)'), website);
      await user.click(reviewForm().getByRole('button', { name: 'Send review' }));
      expect(reviewForm().getByText('Please enter a valid website address (such as example.com)')).toBeInTheDocument();
      expect(reviewForm().getByLabelText('Website (optional)')).toHaveFocus();
    }
    expect(sent).toEqual([]);
  });

  it("a failed message keeps every value and says 'We couldn't send the expert request'", async () => {
    server.use(http.post(`${API}/partners/experts_marketplace/${partners[1].id}/message`, () => HttpResponse.error()));
    const user = userEvent.setup();
    const { store } = await signedInStore();
    const { messageForm } = renderContact(store, partners[1].id);
    await user.type(messageForm().getByLabelText('Name'), 'Ann');
    await user.type(messageForm().getByLabelText('Surname'), 'Owner');
    await user.type(messageForm().getByLabelText('Message'), 'Can you help?');
    await user.click(messageForm().getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText("We couldn't send the expert request")).toBeInTheDocument();
    expect(messageForm().getByLabelText('Name')).toHaveValue('Ann');
    expect(messageForm().getByLabelText('Surname')).toHaveValue('Owner');
    expect(messageForm().getByLabelText('Message')).toHaveValue('Can you help?');
  });

  it("reviews once ('Review sent to be verified!'); again: the warning 'Review had already been sent!', values kept", async () => {
    const user = userEvent.setup();
    const { store } = await signedInStore('viceowner');
    const { reviewForm } = renderContact(store, partners[2].id);
    const review = 'A very helpful team of experts.';
    await user.type(reviewForm().getByLabelText('Review'), review);
    await user.click(reviewForm().getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Review sent to be verified!')).toBeInTheDocument();
    expect(reviewForm().getByLabelText('Review')).toHaveValue('');

    await user.type(reviewForm().getByLabelText('Review'), review);
    await user.click(reviewForm().getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Review had already been sent!')).toBeInTheDocument();
    expect(screen.getByText('Review had already been sent!').closest('[role]')).toHaveAttribute('role', 'status');
    expect(reviewForm().getByLabelText('Review')).toHaveValue(review);
  });

  it("a failed review says 'Expert review couldn't be sent' and keeps the text", async () => {
    server.use(
      http.post(`${API}/partners/experts_marketplace/${partners[3].id}/comment`, () => new HttpResponse('oops', { status: 500 })),
    );
    const user = userEvent.setup();
    const { store } = await signedInStore();
    const { reviewForm } = renderContact(store, partners[3].id);
    await user.type(reviewForm().getByLabelText('Review'), 'A very helpful team.');
    await user.click(reviewForm().getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText("Expert review couldn't be sent")).toBeInTheDocument();
    expect(reviewForm().getByLabelText('Review')).toHaveValue('A very helpful team.');
  });
});
