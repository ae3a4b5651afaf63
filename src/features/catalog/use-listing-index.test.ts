import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../sandbox/test-server';
import type { ListingRecord } from '../../domain/catalogue/listing';
import { useListingIndex } from './use-listing-index';

const rec = (slug: string) => ({ slug, name: slug }) as ListingRecord;
const slugs = (records: ListingRecord[] | null) => records?.map((r) => r.slug) ?? null;

describe('useListingIndex: an index in shards', () => {
  it('hands on the first shard while the next is on its way, then the whole list', async () => {
    let releaseSecond: () => void = () => {};
    const second = new Promise<void>((resolve) => {
      releaseSecond = resolve;
    });
    const requested: string[] = [];
    server.use(
      http.get('*/data/listing-index-first.json', ({ request }) => {
        requested.push(new URL(request.url).pathname);
        return HttpResponse.json([rec('a'), rec('b')]);
      }),
      http.get('*/data/listing-index-second.json', async ({ request }) => {
        requested.push(new URL(request.url).pathname);
        await second;
        return HttpResponse.json([rec('c')]);
      }),
    );
    const { result } = renderHook(() => useListingIndex('/data/listing-index-first.json,/data/listing-index-second.json', true));
    await waitFor(() => expect(slugs(result.current.records)).toEqual(['a', 'b']));
    expect(result.current.complete).toBe(false);
    expect(result.current.status).toBe('loading');
    // The first alone, then the rest.
    expect(requested).toEqual(['/data/listing-index-first.json', '/data/listing-index-second.json']);

    await act(async () => releaseSecond());
    await waitFor(() => expect(result.current.complete).toBe(true));
    expect(slugs(result.current.records)).toEqual(['a', 'b', 'c']);
    expect(result.current.status).toBe('ready');
  });

  it('asks for the first shard alone, then for the others side by side', async () => {
    let releaseFirst: () => void = () => {};
    const first = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const requested: string[] = [];
    const shard = (name: string, wait?: Promise<void>) =>
      http.get(`*/data/listing-index-${name}.json`, async () => {
        requested.push(name);
        if (wait) await wait;
        return HttpResponse.json([rec(name)]);
      });
    server.use(shard('one'), shard('two'), shard('three'));
    server.use(shard('one', first));
    const { result } = renderHook(() =>
      useListingIndex('/data/listing-index-one.json,/data/listing-index-two.json,/data/listing-index-three.json', true),
    );
    await waitFor(() => expect(requested).toEqual(['one']));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requested).toEqual(['one']);
    await act(async () => releaseFirst());
    await waitFor(() => expect(result.current.complete).toBe(true));
    expect(requested.slice(1).sort()).toEqual(['three', 'two']);
    expect(slugs(result.current.records)).toEqual(['one', 'two', 'three']);
  });

  it('is complete at once with a single file', async () => {
    server.use(http.get('*/data/listing-index-only.json', () => HttpResponse.json([rec('x')])));
    const { result } = renderHook(() => useListingIndex('/data/listing-index-only.json', true));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.complete).toBe(true);
    expect(slugs(result.current.records)).toEqual(['x']);
  });

  it('reports an error when a shard fails, and loads again on the next request', async () => {
    let fail = true;
    server.use(
      http.get('*/data/listing-index-ok.json', () => HttpResponse.json([rec('a')])),
      http.get('*/data/listing-index-flaky.json', () =>
        fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json([rec('b')]),
      ),
    );
    const { result } = renderHook(() => useListingIndex('/data/listing-index-ok.json,/data/listing-index-flaky.json', true));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.complete).toBe(false);

    fail = false;
    act(() => result.current.load());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(slugs(result.current.records)).toEqual(['a', 'b']);
  });
});
