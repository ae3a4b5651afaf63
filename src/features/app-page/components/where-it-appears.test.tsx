import { render, screen, within } from '@testing-library/react';
import { RootElement } from '../../../testing/site';
import type { ApiWidget } from '../../../domain/catalogue/contract';
import { WhereItAppears } from './where-it-appears';

const widget = (placement: ApiWidget['placement']): ApiWidget => ({ placement, displayMode: 'iframe', url: 'https://x.example' });
const app = {
  appId: 'a1b2',
  slug: 'cartpulse',
  widgetId: 'w9',
  designation: 'integration',
  compatibility: ['livechat'],
  widgets: [
    widget('fullscreen'),
    widget('settings'),
    widget('plugin'),
    widget('messagebox'),
    widget('reports'),
    widget('plugin'),
  ],
};

describe('WhereItAppears', () => {
  it('lists each placement once with its host-link button into the host product', () => {
    render(
      <RootElement>
        <WhereItAppears app={app} />
      </RootElement>,
    );
    const region = screen.getByRole('region', { name: 'Where it appears' });
    const links = within(region)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Open app', 'http://localhost:8003/livechat/app/cartpulse'],
      ['Open settings', 'http://localhost:8003/livechat/settings/integrations/a1b2'],
      ['Go to Chats', 'http://localhost:8003/livechat/chats'],
      ['Go to Chats', 'http://localhost:8003/livechat/chats'],
      ['Go to Reports', 'http://localhost:8003/livechat/reports'],
    ]);
    expect(within(region).getByRole('link', { name: 'Go to Chats', description: 'Message box' })).toBeInTheDocument();
  });

  it('links a help-desk-only app into the help desk', () => {
    render(
      <RootElement>
        <WhereItAppears app={{ ...app, compatibility: ['helpdesk'], widgets: [widget('reports')] }} />
      </RootElement>,
    );
    expect(screen.getByRole('link', { name: 'Go to Reports' })).toHaveAttribute('href', 'http://localhost:8003/helpdesk/reports');
  });

  it('renders nothing for an app without widgets', () => {
    render(
      <RootElement>
        <WhereItAppears app={{ ...app, widgets: [] }} />
      </RootElement>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
