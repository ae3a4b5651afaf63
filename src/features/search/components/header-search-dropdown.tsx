import { navigate } from 'gatsby';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { partnerPath, productPath } from '../../../domain/paths';
import {
  HEADER_APP_HITS,
  HEADER_PARTNER_HITS,
  isSearchableQuery,
  normalizeQuery,
  SEARCH_STALLED_DELAY_MS,
  SEARCH_TEXT,
  searchPagePath,
} from '../../../domain/search';
import { isFacetSearchResponse, type SearchResponse } from '../../../domain/search-contract';
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from '../../../domain/search-text';
import { assetUrl } from '../../../ui/asset-url';
import { media } from '../../../ui/theme';
import { loadSearchClient, type SearchSetup } from '../load-search-client';
import type { AppHit, PartnerHit } from '../search-hits';
import { Highlighted } from './highlighted';

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  right: 0;
  width: min(460px, calc(100vw - 24px));
  max-height: calc(100vh - 120px);
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  box-shadow: 0 12px 32px rgba(27, 27, 32, 0.16);
  padding: 6px;
  ${media.mobile} {
    left: 0;
    width: auto;
  }
  .label {
    padding: 8px 10px 4px;
    font-size: 0.75rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
  }
  [role='option'] {
    display: flex;
    gap: 10px;
    align-items: center;
    padding: 8px 10px;
    border-radius: 6px;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.text};
  }
  [role='option']:hover {
    background: ${({ theme }) => theme.colors.subtle};
  }
  [role='option'][aria-selected='true'] {
    background: #e5edff;
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
  [role='option'] img {
    width: 32px;
    height: 32px;
    border-radius: 8px;
    flex: none;
  }
  [role='option'] span {
    display: block;
    min-width: 0;
  }
  [role='option'] strong {
    display: block;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  [role='option'] small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  [role='option'].all {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 0 0 6px 6px;
  }
  mark {
    background: #fff1b8;
    color: inherit;
    border-radius: 2px;
  }
  .message {
    margin: 0;
    padding: 10px;
    color: ${({ theme }) => theme.colors.muted};
  }
  .message:empty {
    display: none;
  }
`;

export const LISTBOX_ID = 'site-search-listbox';
export const optionId = (index: number) => `site-search-option-${index}`;

interface Option {
  href: string;
  kind: 'app' | 'partner' | 'all';
  hit?: AppHit | PartnerHit;
}

interface Answer {
  query: string;
  apps: AppHit[];
  partners: PartnerHit[];
}

export interface HeaderSearchDropdownProps {
  /** The header's box (rendered by header-search.tsx); this component takes its behaviour over. */
  input: RefObject<HTMLInputElement>;
  getClient?: () => Promise<SearchSetup>;
}

const hitsOf = <T,>(result: unknown): T[] =>
  result && !isFacetSearchResponse(result as SearchResponse) ? ((result as SearchResponse).hits as unknown as T[]) : [];

/**
 * The header box as an ARIA 1.2 combobox with a listbox popup: typing searches (a few apps and
 * partners, and "see all results"), ArrowDown/ArrowUp move the active option (aria-activedescendant,
 * focus stays in the box), Enter opens it (or the search page), Escape clears. Loaded on the box's
 * first focus; the box itself stays a plain input, so this part drives it through its DOM events.
 */
export default function HeaderSearchDropdown({ input, getClient = loadSearchClient }: HeaderSearchDropdownProps) {
  const [query, setQuery] = useState(() => input.current?.value ?? '');
  const [open, setOpen] = useState(() => typeof document !== 'undefined' && document.activeElement === input.current);
  const [active, setActive] = useState(-1);
  const [setup, setSetup] = useState<SearchSetup | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [stalled, setStalled] = useState(false);
  const [failed, setFailed] = useState(false);
  const searched = normalizeQuery(query);
  const searchable = isSearchableQuery(searched);

  useEffect(() => {
    let live = true;
    getClient().then(
      (loaded) => {
        if (!live) return;
        setSetup(loaded);
        // Start fetching the index now: the first keystrokes are answered as soon as it is here.
        loaded.warm().catch(() => undefined);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [getClient]);

  useEffect(() => {
    if (!searchable) {
      setAnswer(null);
      setStalled(false);
      return undefined;
    }
    let live = true;
    const stall = window.setTimeout(() => live && setStalled(true), SEARCH_STALLED_DELAY_MS);
    const stop = () => {
      live = false;
      window.clearTimeout(stall);
    };
    if (!setup) return stop;
    const params = {
      query: searched,
      highlightPreTag: HIGHLIGHT_PRE_TAG,
      highlightPostTag: HIGHLIGHT_POST_TAG,
      attributesToSnippet: [],
    };
    setup.client
      .search([
        { indexName: setup.indices.apps, params: { ...params, hitsPerPage: HEADER_APP_HITS } },
        { indexName: setup.indices.partners, params: { ...params, hitsPerPage: HEADER_PARTNER_HITS } },
      ])
      .then(
        ({ results }) => {
          if (!live) return;
          setFailed(false);
          setAnswer({ query: searched, apps: hitsOf<AppHit>(results[0]), partners: hitsOf<PartnerHit>(results[1]) });
        },
        () => live && setFailed(true),
      )
      .finally(() => {
        window.clearTimeout(stall);
        if (live) setStalled(false);
      });
    return stop;
  }, [setup, searched, searchable]);

  const shown = searchable ? answer : null;
  const nothing = !!shown && shown.apps.length === 0 && shown.partners.length === 0;
  const options: Option[] =
    shown && !nothing
      ? [
          ...shown.apps.map((hit): Option => ({ href: productPath(hit), kind: 'app', hit })),
          ...shown.partners.map((hit): Option => ({ href: partnerPath(hit.slug), kind: 'partner', hit })),
          { href: searchPagePath(shown.query), kind: 'all' },
        ]
      : [];
  const expanded = open && options.length > 0;

  // What the box's key handler needs, current at every event.
  const latest = useRef({ hrefs: [] as string[], active, expanded });
  latest.current = { hrefs: options.map((option) => option.href), active, expanded };

  const go = useCallback(
    (href: string) => {
      const box = input.current;
      if (box) {
        box.value = '';
        box.blur();
      }
      setQuery('');
      setOpen(false);
      navigate(href);
    },
    [input],
  );

  // The box's events: typing, focus, and the combobox keys.
  useEffect(() => {
    const box = input.current;
    if (!box) return undefined;
    const onInput = () => {
      setQuery(box.value);
      setActive(-1);
      setOpen(true);
    };
    const onFocus = () => setOpen(true);
    const onBlur = () => setOpen(false);
    const onKeyDown = (event: KeyboardEvent) => {
      const { hrefs, active: current, expanded: shownNow } = latest.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpen(true);
        const count = hrefs.length;
        if (count > 0) setActive(event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        box.value = '';
        setQuery('');
        setOpen(false);
        setActive(-1);
      } else if (event.key === 'Enter') {
        event.preventDefault();
        go(shownNow && current >= 0 ? hrefs[current] : searchPagePath(box.value));
      }
    };
    box.addEventListener('input', onInput);
    box.addEventListener('focus', onFocus);
    box.addEventListener('blur', onBlur);
    box.addEventListener('keydown', onKeyDown);
    return () => {
      box.removeEventListener('input', onInput);
      box.removeEventListener('focus', onFocus);
      box.removeEventListener('blur', onBlur);
      box.removeEventListener('keydown', onKeyDown);
    };
  }, [input, go]);

  // The combobox state on the box.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('aria-expanded', String(expanded));
    if (expanded) box.setAttribute('aria-controls', LISTBOX_ID);
    else box.removeAttribute('aria-controls');
    if (expanded && active >= 0) box.setAttribute('aria-activedescendant', optionId(active));
    else box.removeAttribute('aria-activedescendant');
  }, [input, expanded, active]);

  if (!open || !searchable) return null;
  const message = failed
    ? SEARCH_TEXT.unavailable
    : stalled
      ? SEARCH_TEXT.stalled
      : nothing
        ? SEARCH_TEXT.noResults(shown?.query ?? searched)
        : '';
  const summary = shown && !nothing ? `${shown.apps.length} apps and ${shown.partners.length} partners shown.` : '';

  const renderOption = (option: Option, index: number) => {
    const common = {
      id: optionId(index),
      role: 'option',
      'aria-selected': index === active,
      onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
      onClick: () => go(option.href),
    } as const;
    if (option.kind === 'all' || !option.hit) {
      return (
        <div key={option.href} {...common} className="all">
          {SEARCH_TEXT.seeAll(shown?.query ?? searched)}
        </div>
      );
    }
    const hit = option.hit;
    const app = option.kind === 'app' ? (hit as AppHit) : null;
    const partner = option.kind === 'partner' ? (hit as PartnerHit) : null;
    return (
      <div key={option.href} {...common}>
        <img src={assetUrl(app ? app.icon : (partner?.logo ?? ''))} alt="" width={32} height={32} />
        <span>
          <strong>
            <Highlighted result={hit._highlightResult?.name} fallback={hit.name} />
          </strong>
          <small>
            {app ? `${app.isService ? 'Service' : app.categoryName} · ${app.company}` : `Partner · ${partner?.country ?? ''}`}
          </small>
        </span>
      </div>
    );
  };

  const appCount = shown?.apps.length ?? 0;
  const partnerCount = shown?.partners.length ?? 0;
  return (
    <Panel>
      {shown && !nothing && (
        <div role="listbox" id={LISTBOX_ID} aria-label={SEARCH_TEXT.label}>
          {appCount > 0 && (
            <div role="group" aria-label="Apps">
              <div className="label" aria-hidden="true">
                Apps
              </div>
              {options.slice(0, appCount).map((option, position) => renderOption(option, position))}
            </div>
          )}
          {partnerCount > 0 && (
            <div role="group" aria-label="Partners">
              <div className="label" aria-hidden="true">
                Partners
              </div>
              {options
                .slice(appCount, appCount + partnerCount)
                .map((option, position) => renderOption(option, appCount + position))}
            </div>
          )}
          {renderOption(options[appCount + partnerCount], appCount + partnerCount)}
        </div>
      )}
      <p className="message" role="status">
        {message}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {summary}
      </p>
    </Panel>
  );
}
