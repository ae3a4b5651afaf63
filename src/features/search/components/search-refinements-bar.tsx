import styled from 'styled-components';
import { choiceCss, selectCss } from '../../../ui/form-controls';
import { PRODUCT_NAMES } from '../../../domain/catalogue/products';
import { CATEGORIES } from '../../../domain/catalogue/taxonomy';
import { toggleFilter } from '../../../domain/catalogue/listing-filters';
import { PAYMENT_TYPE_LABELS } from '../../../domain/pricing/pricing';
import {
  SEARCH_FILTER_FAMILIES,
  SEARCH_FILTER_OPTIONS,
  SEARCH_SORT_LABELS,
  SEARCH_SORT_OPTIONS,
  type SearchFilterKey,
  type SearchRefinements,
  type SearchSort,
} from '../../../domain/search/search-refinements';

/**
 * The search page's filters (product, price, category) and sort: native checkboxes in labelled
 * groups and a labelled select, so they work by keyboard and read well to screen readers.
 * (The listing's own panel, src/features/catalog/components/filter-panel.tsx, is not exported by
 * that feature; the labels are the listing's words, from the domain.)
 */

const FAMILY_LABELS: Record<SearchFilterKey, string> = {
  compatibility: 'Works with',
  payment: 'Payment type',
  categories: 'Category',
};

const VALUE_LABELS: Record<SearchFilterKey, Record<string, string>> = {
  compatibility: PRODUCT_NAMES,
  payment: PAYMENT_TYPE_LABELS,
  categories: Object.fromEntries(CATEGORIES.map((category) => [category.slug, category.label])),
};

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  align-items: flex-start;
  margin: 8px 0 16px;
  details {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    padding: 0 12px;
  }
  /* As tall as the sort's select beside it (a control's height with the box's border), tops in line. */
  summary {
    cursor: pointer;
    font-weight: 700;
    line-height: ${({ theme }) => theme.control.height - 2}px;
  }
  fieldset {
    border: 0;
    margin: 0 0 8px;
    padding: 0;
    min-width: 0;
  }
  legend {
    font-weight: 700;
    font-size: 0.9375rem;
    padding: 0;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 12px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 4px 0;
    cursor: pointer;
    font-size: 0.9375rem;
  }
  /* The design system's check boxes and select (form-controls), not the browser's own. */
  input[type='checkbox'] {
    ${choiceCss}
    margin: 0;
  }
  > label {
    padding: 0;
    gap: 8px;
  }
  select {
    ${selectCss}
  }
`;

const inputId = (key: string, value: string) => `search-filter-${key}-${value}`.replace(/[^a-zA-Z0-9_-]/g, '-');

export function SearchRefinementsBar({
  refinements,
  onChange,
}: {
  refinements: SearchRefinements;
  onChange(next: SearchRefinements): void;
}) {
  const active = SEARCH_FILTER_FAMILIES.reduce((count, key) => count + refinements.filters[key].length, 0);
  return (
    <Bar>
      <details open={active > 0 ? true : undefined}>
        <summary>Filters{active > 0 ? ` (${active})` : ''}</summary>
        {SEARCH_FILTER_FAMILIES.map((key) => (
          <fieldset key={key}>
            <legend>{FAMILY_LABELS[key]}</legend>
            <div className="choices">
              {SEARCH_FILTER_OPTIONS[key].map((value) => {
                const id = inputId(key, value);
                return (
                  <label key={value} htmlFor={id}>
                    <input
                      id={id}
                      type="checkbox"
                      checked={refinements.filters[key].includes(value)}
                      onChange={() =>
                        onChange({
                          ...refinements,
                          filters: toggleFilter(
                            { sortBy: 'recommended', filters: refinements.filters },
                            key,
                            value,
                            SEARCH_FILTER_OPTIONS,
                          ).filters,
                        })
                      }
                    />
                    <span>{VALUE_LABELS[key][value] ?? value}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
      </details>
      <label htmlFor="search-sort">
        Sort by{' '}
        <select
          id="search-sort"
          value={refinements.sortBy}
          onChange={(event) => onChange({ ...refinements, sortBy: event.target.value as SearchSort })}
        >
          {SEARCH_SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {SEARCH_SORT_LABELS[option]}
            </option>
          ))}
        </select>
      </label>
    </Bar>
  );
}
