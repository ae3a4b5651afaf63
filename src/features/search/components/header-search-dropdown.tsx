import { useState, type RefObject } from 'react';
import { partnerPath, productPath } from '../../../domain/paths';
import { SEARCH_TEXT, searchPagePath } from '../../../domain/search';
import { assetUrl } from '../../../ui/asset-url';
import { loadSearchClient, type SearchSetup } from '../load-search-client';
import type { AppHit, PartnerHit } from '../search-hits';
import { useHeaderResults } from '../use-header-results';
import { useSearchCombobox } from '../use-search-combobox';
import { Highlighted } from './highlighted';
import { LISTBOX_ID, optionId } from './header-search-ids';
import { Panel } from './header-search-panel';

interface Option {
  href: string;
  kind: 'app' | 'partner' | 'all';
  hit?: AppHit | PartnerHit;
}

export interface HeaderSearchDropdownProps {
  /** The header's box (rendered by header-search.tsx); this component takes its behaviour over. */
  input: RefObject<HTMLInputElement>;
  getClient?: () => Promise<SearchSetup>;
}

/**
 * The header box's popup: a few apps and partners for the query, and "see all results". Loaded on
 * the box's first focus; the box's keys and focus are use-search-combobox's, the answers
 * use-header-results'.
 */
export default function HeaderSearchDropdown({ input, getClient = loadSearchClient }: HeaderSearchDropdownProps) {
  const [query, setQuery] = useState(() => input.current?.value ?? '');
  const { searched, searchable, shown, stalled, failed } = useHeaderResults(getClient, query);
  const nothing = !!shown && shown.apps.length === 0 && shown.partners.length === 0;
  const options: Option[] =
    shown && !nothing
      ? [
          ...shown.apps.map((hit): Option => ({ href: productPath(hit), kind: 'app', hit })),
          ...shown.partners.map((hit): Option => ({ href: partnerPath(hit.slug), kind: 'partner', hit })),
          { href: searchPagePath(shown.query), kind: 'all' },
        ]
      : [];
  const { open, active, go } = useSearchCombobox(input, {
    hrefs: options.map((option) => option.href),
    onQuery: setQuery,
    optionId,
  });

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
      // Keep the focus in the box (a click would blur it and close the popup first).
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
