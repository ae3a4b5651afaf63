import { render, screen, within } from '@testing-library/react';
import { RootElement } from '../../../testing/site';
import { AppAccess } from './app-access';

describe('AppAccess', () => {
  it('lists each permission area with its access level', () => {
    render(
      <RootElement>
        <AppAccess scopes={['chats--all:ro', 'chats--access:rw', 'groups--all:ro', 'billing_manage']} />
      </RootElement>,
    );
    const region = screen.getByRole('region', { name: 'What this app can access' });
    const rows = within(region)
      .getAllByRole('listitem')
      .slice(0, 3)
      .map((row) => row.textContent);
    expect(rows).toEqual(['ChatsRead and write', 'GroupsRead only', 'SubscriptionRead and write']);
    expect(within(region).getByText('billing_manage')).toBeInTheDocument();
  });

  it('says so when the app asks for no scopes', () => {
    render(
      <RootElement>
        <AppAccess scopes={[]} />
      </RootElement>,
    );
    expect(screen.getByRole('region', { name: 'What this app can access' })).toHaveTextContent(
      'This app does not access your account data.',
    );
  });
});
