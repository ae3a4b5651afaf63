import { withPrefix } from 'gatsby';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  SEARCH_LABEL,
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_PAGE_PATH,
  SEARCH_PLACEHOLDER,
  SEARCH_QUERY_PARAM,
} from '../../../domain/search/search-query';
import { whenIdleAfterHydration } from '../../../core/after-hydration';
import { prefetchAllowed, type PrefetchEnvironment } from '../../../domain/site/prefetch';
import { media } from '../../../ui/theme';
import type { SearchSetup } from '../load-search-client';
import { startSearchDownloads, warmsSiteSearchWhenIdle } from '../search-downloads';
import { LISTBOX_ID } from './header-search-ids';
import { PANEL_CLASS, panelStyles } from './header-search-panel';

/**
 * The header's search box, on every page. This part ships with every page, so it is only the box:
 * a form that works without JavaScript (GET /search/?q=…) and the '/' shortcut. The rest
 * (header-search-dropdown: the combobox behaviour and the results) is loaded when the page is idle,
 * or on the first focus if that comes first, and takes the box over; the client, the engine and the
 * index load on the first focus. The box is server-rendered and hydrated from its own chunk
 * (site-header.tsx); the form carries data-ready once this code runs.
 */
const loadDropdown = () => import(/* webpackChunkName: "header-search" */ './header-search-dropdown');
const Dropdown = lazy(loadDropdown);

/**
 * The dropdown's code (~7 KB gzip) is fetched and run (defining components only: it fetches
 * nothing itself until it is shown) once the page has loaded, has hydrated whole and the browser is idle,
 * under §9's prefetch rule (not on 2g, with save-data, or for bots). With a small local index
 * (~36 KB gzip for the bundled catalogue; see domain/search-warm) the client, the engine and the
 * index come then too, and the engine is built in slices: the first query is answered at once.
 * A larger index still loads on the box's first focus. Returns the cancel.
 */
function prefetchDropdownWhenIdle(): () => void {
  if (!prefetchAllowed(navigator as PrefetchEnvironment)) return () => undefined;
  let cancelIdle: () => void = () => undefined;
  const whenLoaded = () => {
    cancelIdle = whenIdleAfterHydration(() => {
      void loadDropdown().catch(() => undefined);
      if (warmsSiteSearchWhenIdle()) void warmSiteSearch();
    });
  };
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
  return () => {
    window.removeEventListener('load', whenLoaded);
    cancelIdle();
  };
}

/**
 * The site's client, the engine's code and the index start loading with the dropdown's code, side
 * by side, instead of once the dropdown has mounted or the client's code has run (~100 and ~60 ms
 * later at 4× CPU): the first query is answered sooner.
 */
const warmSiteSearch = () => {
  startSearchDownloads();
  return import(/* webpackChunkName: "search-client" */ '../load-search-client').then(
    ({ preloadSearch }) => preloadSearch(),
    () => undefined,
  );
};

/** A magnifier drawn in the box (muted text colour). */
const ICON = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' fill='none' stroke='%234f5566' stroke-width='2'%3E%3Ccircle cx='7' cy='7' r='5'/%3E%3Cpath d='m11 11 4 4'/%3E%3C/svg%3E")`;

const Form = styled.form`
  position: relative;
  flex: 0 1 300px;
  min-width: 0;
  input {
    width: 100%;
    min-height: 40px;
    padding: 0 34px 0 36px;
    font: inherit;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.subtle} ${ICON} no-repeat 12px center;
  }
  kbd {
    position: absolute;
    right: 10px;
    top: 10px;
    padding: 0 6px;
    font-size: 0.75rem;
    line-height: 18px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    color: ${({ theme }) => theme.colors.muted};
  }
  input:focus + kbd {
    display: none;
  }
  .${PANEL_CLASS} {
    ${panelStyles}
  }
  /* Phones and tablets: a 44 px magnifier that opens over the header on focus, so the main
     navigation stays in full view beside it. */
  ${media.tablet} {
    flex: 0 0 44px;
    input {
      padding-right: 8px;
    }
    input::placeholder {
      color: transparent;
    }
    kbd {
      display: none;
    }
    &:focus-within {
      position: absolute;
      left: 12px;
      right: 12px;
      z-index: 2;
    }
    &:focus-within input::placeholder {
      color: ${({ theme }) => theme.colors.muted};
    }
  }
`;

export function HeaderSearch({ getClient }: { getClient?: () => Promise<SearchSetup> }) {
  const [wanted, setWanted] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // A test's own client loads with the dropdown; the site's starts with it.
  useEffect(() => {
    if (wanted && !getClient) void warmSiteSearch();
  }, [wanted, getClient]);

  useEffect(() => (getClient ? undefined : prefetchDropdownWhenIdle()), [getClient]);

  // '/' outside a text field focuses search (the search page's own box where there is one).
  useEffect(() => {
    const box = input.current;
    // Hydrated from its own chunk: someone may have focused the box or typed already.
    if (box && (box.value || document.activeElement === box)) setWanted(true);
    box?.form?.setAttribute('data-ready', '');
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (
        event.key !== '/' ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        target.isContentEditable ||
        /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)
      )
        return;
      event.preventDefault();
      (document.querySelector<HTMLInputElement>('[data-search-primary]') ?? input.current)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Form role="search" action={withPrefix(SEARCH_PAGE_PATH)} method="get">
      <label htmlFor="site-search" className="visually-hidden">
        {SEARCH_LABEL}
      </label>
      <input
        ref={input}
        id="site-search"
        name={SEARCH_QUERY_PARAM}
        type="search"
        role="combobox"
        aria-expanded={false}
        aria-controls={LISTBOX_ID}
        aria-autocomplete="list"
        aria-keyshortcuts="/"
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        maxLength={SEARCH_MAX_QUERY_LENGTH}
        onFocus={() => setWanted(true)}
      />
      <kbd aria-hidden="true">/</kbd>
      {wanted && (
        <Suspense fallback={null}>
          <Dropdown input={input} getClient={getClient} />
        </Suspense>
      )}
    </Form>
  );
}
