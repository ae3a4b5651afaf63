import { memo, useMemo, useState, type RefObject } from 'react';
import { smallIconPath } from '../../../domain/catalogue/icon-renditions';
import { partnerPath, productPath } from '../../../domain/site/paths';
import { SEARCH_TEXT, searchPagePath } from '../../../domain/search/search';
import { assetUrl } from '../../../ui/asset-url';
import { loadSearchClient, type SearchSetup } from '../load-search-client';
import type { AppHit, PartnerHit } from '../search-hits';
import { useHeaderResults, type HeaderAnswer } from '../use-header-results';
import { useSearchCombobox } from '../use-search-combobox';
import { Highlighted } from './highlighted';
import { LISTBOX_ID, optionId } from './header-search-ids';
import { PANEL_CLASS } from './header-search-panel';

interface Option {
  href: string;
  kind: 'app' | 'partner' | 'all';
  hit?: AppHit | PartnerHit;
}

interface HeaderSearchDropdownProps {
  /** The header's box (rendered by header-search.tsx); this component takes its behaviour over. */
  input: RefObject<HTMLInputElement>;
  getClient?: () => Promise<SearchSetup>;
}

const optionsOf = (shown: HeaderAnswer): Option[] => [
  ...shown.apps.map((hit): Option => ({ href: productPath(hit), kind: 'app', hit })),
  ...shown.partners.map((hit): Option => ({ href: partnerPath(hit.slug), kind: 'partner', hit })),
  { href: searchPagePath(shown.query), kind: 'all' },
];

/**
 * The header box's popup: a few apps and partners for the query, and "see all results". Its code
 * loads when the page is idle (or on the box's first focus) and it mounts on the first focus; the
 * box's keys and focus are use-search-combobox's, the answers use-header-results'.
 */
export default function HeaderSearchDropdown({ input, getClient = loadSearchClient }: HeaderSearchDropdownProps) {
  const [query, setQuery] = useState(() => input.current?.value ?? '');
  const { searched, searchable, shown, stalled, failed } = useHeaderResults(getClient, query);
  const nothing = !!shown && shown.apps.length === 0 && shown.partners.length === 0;
  const listed = shown && !nothing ? shown : null;
  const options = useMemo(() => (listed ? optionsOf(listed) : []), [listed]);
  const hrefs = useMemo(() => options.map((option) => option.href), [options]);
  const { open, active, go } = useSearchCombobox(input, { hrefs, onQuery: setQuery, optionId });

  if (!open || !searchable) return null;
  const message = failed
    ? SEARCH_TEXT.unavailable
    : stalled
      ? SEARCH_TEXT.stalled
      : nothing
        ? SEARCH_TEXT.noResults(shown?.query ?? searched)
        : '';
  const summary = listed ? `${listed.apps.length} apps and ${listed.partners.length} partners shown.` : '';

  return (
    <div className={PANEL_CLASS}>
      {listed && <Listbox answer={listed} options={options} active={active} go={go} />}
      <p className="message" role="status">
        {message}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {summary}
      </p>
    </div>
  );
}

interface ListboxProps {
  answer: HeaderAnswer;
  options: Option[];
  active: number;
  go(href: string): void;
}

/**
 * The options, grouped. Memoized: a keystroke re-renders the popup at once (the box's query) and
 * again when its answer comes; only the answer, or a new active option, changes the list. Rows are
 * keyed by position: a new answer changes the words of the rows already there instead of replacing
 * them (less for the browser to build and style on each keystroke; their ids are by position too).
 */
const Listbox = memo(function Listbox({ answer, options, active, go }: ListboxProps) {
  const appCount = answer.apps.length;
  const partnerCount = answer.partners.length;
  const row = (index: number) => (
    <OptionRow key={index} option={options[index]} index={index} active={index === active} go={go} query={answer.query} />
  );
  const rows = (from: number, count: number) => Array.from({ length: count }, (_, position) => row(from + position));
  return (
    <div role="listbox" id={LISTBOX_ID} aria-label={SEARCH_TEXT.label}>
      {appCount > 0 && (
        <div role="group" aria-label="Apps">
          <div className="label" aria-hidden="true">
            Apps
          </div>
          {rows(0, appCount)}
        </div>
      )}
      {partnerCount > 0 && (
        <div role="group" aria-label="Partners">
          <div className="label" aria-hidden="true">
            Partners
          </div>
          {rows(appCount, partnerCount)}
        </div>
      )}
      {row(appCount + partnerCount)}
    </div>
  );
});

/** An address as a srcset candidate: a space or comma in it would split the candidate. */
const srcsetUrl = (url: string) => url.replace(/[\s,]/g, encodeURIComponent);

interface OptionRowProps {
  option: Option;
  index: number;
  active: boolean;
  query: string;
  go(href: string): void;
}

/** One option; memoized, so moving the active option re-renders two rows, not all of them. */
const OptionRow = memo(function OptionRow({ option, index, active, query, go }: OptionRowProps) {
  const common = {
    id: optionId(index),
    role: 'option',
    'aria-selected': active,
    // Keep the focus in the box (a click would blur it and close the popup first).
    onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
    onClick: () => go(option.href),
  } as const;
  if (option.kind === 'all' || !option.hit) {
    return (
      <div {...common} className="all">
        {SEARCH_TEXT.seeAll(query)}
      </div>
    );
  }
  const hit = option.hit;
  const app = option.kind === 'app' ? (hit as AppHit) : null;
  const partner = option.kind === 'partner' ? (hit as PartnerHit) : null;
  const original = app ? app.icon : (partner?.logo ?? '');
  const small = smallIconPath(original);
  const icon = assetUrl(small ?? original);
  return (
    <div {...common}>
      {/* A new element per icon: given a new src, an image keeps showing the old one until it loads. */}
      <img
        key={icon}
        src={icon}
        // The small rendition is drawn for 2× screens; denser ones (from ~2.5×) get the original.
        srcSet={small ? `${srcsetUrl(icon)} 2x, ${srcsetUrl(assetUrl(original))} 3x` : undefined}
        alt=""
        width={32}
        height={32}
        // Decoded off the main thread: a row's words show with the keystroke, its icon a frame later
        // (decoding in the frame's paint took ~30 ms of the first query's at 4x CPU).
        decoding="async"
      />
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
});
