import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { lifecycleOf } from '../../../domain/catalogue/lifecycle';
import type { ApiRatingSummary } from '../../../domain/catalogue/contract';
import { readCatalogueData } from '../../../../sandbox/data-files';
import { server } from '../../../../sandbox/test-server';
import { NotificationList, RootElement } from '../../../testing/site';
import { makeStore, type AppStore } from '../../../core/store';
import { API } from '../../../testing/session-test-kit';
import { storeSignedInAs, withTestSandbox } from '../../../testing/sandbox-test-kit';
import { AppRatings } from './app-ratings';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

const sandbox = withTestSandbox();
const NEEDS_INSTALL = 'Only organizations that have this app installed can rate it.';

/**
 * A sandbox identity signed in (the owner of Acme by default); `installed`: an app its organization
 * has installed before the page reads its installs.
 */
async function signedInStore(identity = 'owner', installed: string | null = null): Promise<{ store: AppStore }> {
  const store = storeSignedInAs(sandbox, identity);
  if (installed) sandbox.services.applications.recordInstall(store.getState().user!.user!.organizationId, installed);
  return { store };
}

const apps = readCatalogueData().applications.filter((app) => app.visibility === 'public' && lifecycleOf(app) === 'PUBLISHED');

/** The summary as a test can read it: votes and the 4-star bucket. */
function showSummary(summary: ApiRatingSummary | null) {
  const fours = summary?.histogram.find((bucket) => bucket.stars === 4)?.votes ?? 0;
  return <p data-testid="summary">{`votes ${summary?.votes ?? 0}, 4 stars ${fours}`}</p>;
}

function renderRatings(store: AppStore, appId: string) {
  return render(
    <RootElement store={store}>
      <AppRatings appId={appId} initialSummary={null} renderSummary={showSummary} />
      <NotificationList />
    </RootElement>,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, { name, review }: { name: string; review: string }) {
  // Pasted, not typed key by key: the long values of the length rules would take seconds.
  await user.clear(screen.getByLabelText('Your name'));
  if (name) await user.paste(name);
  await user.clear(screen.getByLabelText('Your review'));
  if (review) await user.paste(review);
}

afterEach(() => jest.useRealTimers());

describe('AppRatings', () => {
  it('asks a signed-out visitor to sign in instead of showing the form', async () => {
    renderRatings(makeStore(), apps[0].id);
    expect(screen.getByText(/Sign in to rate this app/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Rate this app' })).not.toBeInTheDocument();
    // The live summary is read all the same (no auth needed).
    await waitFor(() => expect(screen.getByTestId('summary')).not.toHaveTextContent('votes 0,'));
  });

  it('shows the §5 messages on an empty submit and moves focus to the stars', async () => {
    const user = userEvent.setup();
    const { store } = await signedInStore('owner', apps[0].id);
    renderRatings(store, apps[0].id);
    await fill(user, { name: '', review: '' });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(screen.getByText('This field cannot be blank, please rate the app on a scale from 1-5')).toBeInTheDocument();
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your review')).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 star' }));
  });

  it('shows the length messages of §5 and clears each as it is fixed', async () => {
    const user = userEvent.setup();
    const { store } = await signedInStore('owner', apps[0].id);
    renderRatings(store, apps[0].id);
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await fill(user, { name: 'n'.repeat(65), review: 'r'.repeat(256) });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByText('Name cannot be longer than 64 characters')).toBeInTheDocument();
    expect(screen.getByText('Review cannot be longer than 255 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Your name'), '{Backspace}');
    expect(screen.queryByText('Name cannot be longer than 64 characters')).not.toBeInTheDocument();
  });

  it('the 1-5 stars are a radio group the keyboard can operate', async () => {
    const user = userEvent.setup();
    const { store } = await signedInStore('owner', apps[0].id);
    renderRatings(store, apps[0].id);
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);

    screen.getByRole('radio', { name: '1 star' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(group).toBeInTheDocument();
  });

  it("rates the app: 'Thank you for rating this app.' hides after 2000 ms, the summary moves, the review is cleared", async () => {
    const app = apps[5];
    jest.useFakeTimers({ advanceTimers: true });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = await signedInStore('owner', app.id);
    renderRatings(store, app.id);
    // The live summary has been read when the slice holds it.
    await waitFor(() => expect(store.getState().ratings?.summaries[app.id]).toBeDefined());
    const before = store.getState().ratings!.summaries[app.id];
    const votes = before.votes;
    const fours = before.histogram.find((bucket) => bucket.stars === 4)!.votes;

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await fill(user, { name: 'Olivia', review: 'Solid app' });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText('Thank you for rating this app.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('summary')).toHaveTextContent(`votes ${votes + 1}, 4 stars ${fours + 1}`));
    expect(screen.getByLabelText('Your review')).toHaveValue('');
    expect(screen.getByLabelText('Your name')).toHaveValue('Olivia');

    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByText('Thank you for rating this app.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText('Thank you for rating this app.')).not.toBeInTheDocument();
  });

  it('a failed send keeps every value and shows the §8 failure with the reason', async () => {
    const app = apps[6];
    server.use(
      http.put(`${API}/feedback/rate/application/${app.id}`, () =>
        HttpResponse.json({ error: { type: 'server_error', message: 'Try later' } }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    const { store } = await signedInStore('owner', app.id);
    renderRatings(store, app.id);
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await fill(user, { name: 'Olivia', review: 'Great' });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(
      await screen.findByText('Unable to rate this app, please try again or contact our support. Try later'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(screen.getByLabelText('Your name')).toHaveValue('Olivia');
    expect(screen.getByLabelText('Your review')).toHaveValue('Great');

    // The notice can be dismissed from the keyboard: its × is a button in the tab order.
    const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
    dismiss.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText(/Unable to rate this app/)).not.toBeInTheDocument();
  });

  it('tells a signed-in user whose organization has not installed the app so, instead of a form that would fail', async () => {
    const { store } = await signedInStore('viewer');
    renderRatings(store, apps[7].id);
    expect(await screen.findByText(NEEDS_INSTALL, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Rate this app' })).not.toBeInTheDocument();
  });

  it("shows the service's 403 text in the form and keeps what the user typed", async () => {
    const app = apps[8];
    const user = userEvent.setup();
    const { store } = await signedInStore('owner', app.id);
    renderRatings(store, app.id);
    await user.click(await screen.findByRole('radio', { name: '4 stars' }));
    await fill(user, { name: 'Olivia', review: 'Typed with care' });
    // Taken away after the page read the installs: the service has the last word.
    sandbox.services.applications.revokeInstall(store.getState().user!.user!.organizationId, app.id);
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(NEEDS_INSTALL);
    expect(screen.getByLabelText('Your review')).toHaveValue('Typed with care');
    expect(screen.getByLabelText('Your name')).toHaveValue('Olivia');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    // No "please try again" notice: trying again would not help.
    expect(screen.queryByText(/Unable to rate this app/)).not.toBeInTheDocument();
  });
});
