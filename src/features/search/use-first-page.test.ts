import { act, renderHook, waitFor } from '@testing-library/react';
import { publishFakeEarlyAnswer } from './testing/fake-early-answer';
import { fakeSearch } from './testing/fake-search-client';
import { useFirstPage } from './use-first-page';

describe('useFirstPage', () => {
  afterEach(() => {
    delete window.__marketplaceEarlySearch;
  });

  it("starts from the early script's answer to the URL's query, without asking again; other queries and the agent app's rules are asked", async () => {
    const search = fakeSearch();
    const answers = await publishFakeEarlyAnswer('parcel');
    const { result, rerender } = renderHook(({ query, scope }) => useFirstPage(search.setup, query, true, scope), {
      initialProps: { query: 'parcel', scope: 'site' },
    });
    expect(result.current).toEqual({ answers, waiting: false, failed: false });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(search.requests).toHaveLength(0);

    rerender({ query: 'ledger', scope: 'site' });
    await waitFor(() => expect(result.current.answers.apps?.query).toBe('ledger'));
    rerender({ query: 'parcel', scope: 'agent-app' });
    expect(result.current.waiting).toBe(true);
    await waitFor(() => expect(result.current.waiting).toBe(false));
    expect(search.requests.map((batch) => batch[0].params?.query)).toEqual(['ledger', 'parcel']);
  });

  it('asks for the first page of both sections and says when it is waiting', async () => {
    const search = fakeSearch();
    search.hold();
    const { result } = renderHook(() => useFirstPage(search.setup, 'parcel', true));
    expect(result.current.waiting).toBe(true);
    await act(async () => search.release());
    await waitFor(() => expect(result.current.answers.apps?.hits).toHaveLength(4));
    expect(result.current.answers.partners?.query).toBe('parcel');
    expect(result.current.waiting).toBe(false);
  });

  it('keeps an answer under way when it is switched off for the same query, and drops one for an older query', async () => {
    const search = fakeSearch();
    search.hold();
    const { result, rerender } = renderHook(({ query, enabled }) => useFirstPage(search.setup, query, enabled), {
      initialProps: { query: 'parcel', enabled: true },
    });
    rerender({ query: 'parcel', enabled: false });
    await act(async () => search.release());
    await waitFor(() => expect(result.current.answers.apps?.query).toBe('parcel'));

    search.hold();
    rerender({ query: 'ledger', enabled: true });
    rerender({ query: 'ledger shop', enabled: false });
    await act(async () => search.release());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current.answers.apps?.query).toBe('parcel');
    expect(search.requests.map((batch) => batch[0].params?.query)).toEqual(['parcel', 'ledger']);
  });

  it('searches again when the rules change under the same query (the host answered: agent-app mode, §5)', async () => {
    const search = fakeSearch();
    const { result, rerender } = renderHook(({ scope }) => useFirstPage(search.setup, 'parcel', true, scope), {
      initialProps: { scope: 'site' },
    });
    await waitFor(() => expect(result.current.answers.apps?.query).toBe('parcel'));
    expect(search.requests).toHaveLength(1);
    search.hold();
    rerender({ scope: 'agent-app' });
    // The answer under the old rules no longer counts as this scope's.
    expect(result.current.waiting).toBe(true);
    await act(async () => search.release());
    await waitFor(() => expect(result.current.waiting).toBe(false));
    expect(search.requests).toHaveLength(2);
    rerender({ scope: 'agent-app' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(search.requests).toHaveLength(2);
  });

  it('says the search failed, for that query only', async () => {
    const search = fakeSearch();
    search.fail();
    const { result, rerender } = renderHook(({ query }) => useFirstPage(search.setup, query, true), {
      initialProps: { query: 'parcel' },
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current.failed).toBe(true);
    expect(result.current.waiting).toBe(false);
    rerender({ query: 'parcel shop' });
    expect(result.current.failed).toBe(false);
    expect(result.current.waiting).toBe(true);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current.failed).toBe(true);
  });
});
