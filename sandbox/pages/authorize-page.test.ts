/**
 * @jest-environment node
 */
import { JSDOM, VirtualConsole } from 'jsdom';
import { createAccountsService, type AuthorizeAnswer, type DemoIdentity, type OAuthException } from '../services/accounts';
import { authorizePageHtml, escapeHtml } from './authorize-page';

// Runs the page's own inline script in jsdom, with the window relations of each SDK flow stubbed.
const accounts = createAccountsService({ developer: { id: 'dev-1', name: 'Dev' } });
const REDIRECT = 'http://localhost:8000/marketplace/?keep=1';
const TOKEN_DATA = {
  access_token: 'dal:abc',
  expires_in: 86400,
  token_type: 'Bearer',
  state: 's 1',
  scope: 'a,b--all:rw',
  account_id: 'acc-olivia-owner',
  organization_id: 'org-acme',
  client_id: 'marketplace-sandbox',
};

/** jsdom errors other than navigation, i.e. script errors: each test must end with none. */
const errors: string[] = [];
afterEach(() => {
  expect(errors.splice(0)).toEqual([]);
});

interface Stubs {
  fetch: jest.Mock;
  parentMessage: jest.Mock;
  openerMessage: jest.Mock;
  close: jest.Mock;
}

function open(options: {
  flow: 'button' | '';
  relation: 'iframe' | 'popup' | 'none';
  answers?: AuthorizeAnswer[];
  error?: OAuthException | null;
  signedInAs?: DemoIdentity | null;
  responseType?: 'token' | 'code';
}) {
  const query = new URLSearchParams({
    client_id: 'marketplace-sandbox',
    redirect_uri: REDIRECT,
    state: 's 1',
    response_type: options.responseType ?? 'token',
    flow: options.flow,
  });
  const answers = [...(options.answers ?? [])];
  const stubs: Stubs = { fetch: jest.fn(), parentMessage: jest.fn(), openerMessage: jest.fn(), close: jest.fn() };
  stubs.fetch.mockImplementation(async () => ({ ok: true, json: async () => answers.shift() }));
  const html = authorizePageHtml({
    identities: accounts.identities(),
    organization: accounts.organization,
    error: options.error ?? null,
    signedInAs: options.signedInAs ?? null,
  });
  // jsdom cannot navigate to another document; any other error (a script error) fails the test.
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => {
    if (!error.message.startsWith('Not implemented: navigation')) errors.push(error.message);
  });
  const dom = new JSDOM(html, {
    url: `http://localhost:8002/?${query}`,
    runScripts: 'dangerously',
    virtualConsole,
    beforeParse(window) {
      Object.defineProperty(window, 'fetch', { value: stubs.fetch });
      Object.defineProperty(window, 'close', { value: stubs.close });
      if (options.relation === 'iframe') Object.defineProperty(window, 'parent', { value: { postMessage: stubs.parentMessage } });
      if (options.relation === 'popup') Object.defineProperty(window, 'opener', { value: { postMessage: stubs.openerMessage } });
    },
  });
  const document = dom.window.document;
  return {
    stubs,
    document,
    mode: () => document.body.getAttribute('data-mode'),
    listVisible: () => !document.getElementById('identities')!.hidden,
    click: (id: string) => document.querySelector<HTMLButtonElement>(`button[data-identity="${id}"]`)!.click(),
    continueLink: () => document.querySelector('#status a')?.getAttribute('href') ?? null,
    posted: (index = 0) => JSON.parse(stubs.fetch.mock.calls[index][1].body as string) as Record<string, unknown>,
  };
}

/** Lets the page's fetch().then() chain run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the sign-in page script', () => {
  it('popup flow: lists identities, signs in with the clicked one, posts {data} to the opener at the redirect origin and closes', async () => {
    const page = open({ flow: 'button', relation: 'popup', answers: [{ data: TOKEN_DATA }] });
    expect(page.mode()).toBe('popup');
    expect(page.listVisible()).toBe(true);
    expect(page.stubs.fetch).not.toHaveBeenCalled();
    page.click('owner');
    await settle();
    expect(page.stubs.fetch.mock.calls[0][0]).toBe('/sandbox/authorize');
    expect(page.posted()).toEqual({
      client_id: 'marketplace-sandbox',
      redirect_uri: REDIRECT,
      state: 's 1',
      response_type: 'token',
      flow: 'button',
      identity: 'owner',
    });
    expect(page.stubs.openerMessage).toHaveBeenCalledWith({ data: TOKEN_DATA }, 'http://localhost:8000');
    expect(page.stubs.close).toHaveBeenCalled();
  });

  it('iframe flow: never shows the list, asks silently and posts the answer (data or error) to the parent', async () => {
    const page = open({ flow: 'button', relation: 'iframe', answers: [{ error: { identity_exception: 'unauthorized' } }] });
    expect(page.mode()).toBe('iframe');
    await settle();
    expect(page.listVisible()).toBe(false);
    expect(page.posted()).toMatchObject({ silent: true, flow: 'button' });
    expect(page.stubs.parentMessage).toHaveBeenCalledWith(
      { error: { identity_exception: 'unauthorized' } },
      'http://localhost:8000',
    );
    expect(page.stubs.close).not.toHaveBeenCalled();
  });

  it('delivers an oauth_exception of the request at once, without asking anyone', async () => {
    const page = open({ flow: 'button', relation: 'popup', error: 'unauthorized_client' });
    await settle();
    expect(page.stubs.fetch).not.toHaveBeenCalled();
    expect(page.stubs.openerMessage).toHaveBeenCalledWith(
      { error: { oauth_exception: 'unauthorized_client' } },
      'http://localhost:8000',
    );
    expect(page.stubs.close).toHaveBeenCalled();
  });

  it('with a session (popup_flow auto) completes at once; if the session is gone, shows the list', async () => {
    const owner = accounts.identity('owner')!;
    const page = open({ flow: 'button', relation: 'popup', signedInAs: owner, answers: [{ data: TOKEN_DATA }] });
    expect(page.listVisible()).toBe(false);
    await settle();
    expect(page.posted()).toMatchObject({ silent: true });
    expect(page.stubs.openerMessage).toHaveBeenCalledWith({ data: TOKEN_DATA }, 'http://localhost:8000');

    const stale = open({
      flow: 'button',
      relation: 'popup',
      signedInAs: owner,
      answers: [{ error: { identity_exception: 'unauthorized' } }],
    });
    await settle();
    expect(stale.stubs.openerMessage).not.toHaveBeenCalled();
    expect(stale.listVisible()).toBe(true);
  });

  it('redirect flow (token): goes to redirect_uri with the token in the hash, frenzied=1 for a ghost', async () => {
    const page = open({ flow: '', relation: 'none', answers: [{ data: { ...TOKEN_DATA, frenzied: '1' } }] });
    expect(page.mode()).toBe('redirect');
    page.click('ghost');
    await settle();
    const target = new URL(page.continueLink()!);
    expect(target.origin + target.pathname + target.search).toBe(REDIRECT);
    expect(Object.fromEntries(new URLSearchParams(target.hash.slice(1)))).toEqual({
      access_token: 'dal:abc',
      expires_in: '86400',
      token_type: 'Bearer',
      state: 's 1',
      scope: 'a,b--all:rw',
      frenzied: '1',
    });
  });

  it('redirect flow (code): goes to redirect_uri with code and state in the query; errors go to /ooops', async () => {
    const page = open({
      flow: '',
      relation: 'none',
      responseType: 'code',
      answers: [{ data: { code: 'c-1', state: 's 1', account_id: 'a', organization_id: 'o', client_id: 'marketplace-sandbox' } }],
    });
    page.click('agent');
    await settle();
    const target = new URL(page.continueLink()!);
    expect(Object.fromEntries(target.searchParams)).toEqual({ keep: '1', code: 'c-1', state: 's 1' });

    const failing = open({ flow: '', relation: 'none', error: 'invalid_request' });
    await settle();
    expect(failing.continueLink()).toBe('/ooops?oauth_exception=invalid_request');
  });

  it('flow=button without a parent or opener falls back to the redirect flow', () => {
    expect(open({ flow: 'button', relation: 'none' }).mode()).toBe('redirect');
  });
});

describe('the sign-in page markup', () => {
  it('labels each identity button with its name and describes role, organization and case', () => {
    const { document } = open({ flow: '', relation: 'none' });
    expect(document.documentElement.lang).toBe('en');
    expect(document.querySelector('h1')!.textContent).toBe('Sign in to the sandbox');
    const button = document.querySelector('button[data-identity="administrator"]')!;
    expect(button.textContent).toBe('Ada Admin');
    const description = document.getElementById(button.getAttribute('aria-describedby')!)!.textContent!;
    expect(description).toContain('Administrator');
    expect(description).toContain('Acme (dal)');
    expect(document.querySelectorAll('button[data-identity]')).toHaveLength(accounts.identities().length);
  });

  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
