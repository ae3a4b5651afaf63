import styled from 'styled-components';
import { choiceCss } from '../../../ui/form-controls';
import type { FilterKey, FilterOptions, ListingState } from '../../../domain/catalogue/listing-filters';
import { ALL_CATEGORIES_LABEL, FAMILY_LABELS, valueLabel } from '../filter-labels';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  fieldset {
    border: 0;
    margin: 0 0 12px;
    padding: 0;
    min-width: 0;
  }
  legend {
    font-weight: 700;
    font-size: 0.9375rem;
    padding: 0;
    margin-bottom: 6px;
  }
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 4px 6px;
    border-radius: 6px;
    cursor: pointer;
    font-size: 0.9375rem;
  }
  label:hover {
    background: ${({ theme }) => theme.colors.subtle};
  }
  /* The design system's check boxes and radios, not the browser's. */
  input {
    ${choiceCss}
    margin: 0;
  }
  .count {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8125rem;
  }
  .scroll {
    max-height: 220px;
    overflow-y: auto;
  }
`;

interface FilterPanelProps {
  families: FilterKey[];
  options: FilterOptions;
  state: ListingState;
  /** Results each value would give with the other families applied; null while unknown. */
  counts: Partial<Record<FilterKey, Record<string, number>>> | null;
  onToggle(key: FilterKey, value: string): void;
  /**
   * The category shown chosen, one at a time since it is the page's path (§2): null for all
   * categories, undefined for none of the radios (an old link naming several).
   */
  category: string | null | undefined;
  onChooseCategory(category: string | null): void;
}

const inputId = (key: FilterKey, value: string) => `filter-${key}-${value}`.replace(/[^a-zA-Z0-9_-]/g, '-');

/** One choice of a group: its input (passed in), its label and, once known, how many results it gives. */
function Choice({ id, label, count, input }: { id: string; label: string; count?: number; input: JSX.Element }) {
  return (
    <label htmlFor={id}>
      {input}
      <span>{label}</span>
      {count !== undefined && (
        <span className="count" aria-label={`${count} results`}>
          {count}
        </span>
      )}
    </label>
  );
}

/**
 * Checkbox groups, one per filter family, except the category: a radio group with "All categories"
 * first, as choosing one opens that category's page. Native inputs keep them keyboard and
 * screen-reader friendly (arrow keys move through a radio group).
 */
export function FilterPanel({ families, options, state, counts, onToggle, category, onChooseCategory }: FilterPanelProps) {
  return (
    <Panel>
      {families.map((key) => {
        const values = options[key];
        if (values.length === 0) return null;
        const choices =
          key === 'categories'
            ? [null, ...values].map((value) => {
                const id = inputId(key, value ?? 'all');
                return (
                  <Choice
                    key={value ?? ''}
                    id={id}
                    label={value === null ? ALL_CATEGORIES_LABEL : valueLabel(key, value)}
                    count={value === null ? undefined : counts?.[key]?.[value]}
                    input={
                      <input
                        id={id}
                        type="radio"
                        name={`filter-${key}`}
                        checked={category === value}
                        onChange={() => onChooseCategory(value)}
                      />
                    }
                  />
                );
              })
            : values.map((value) => {
                const id = inputId(key, value);
                return (
                  <Choice
                    key={value}
                    id={id}
                    label={valueLabel(key, value)}
                    count={counts?.[key]?.[value]}
                    input={
                      <input
                        id={id}
                        type="checkbox"
                        checked={state.filters[key].includes(value)}
                        onChange={() => onToggle(key, value)}
                        // Ticked before the page has hydrated, the choice goes in the address at
                        // once, as this key and value (build/early-input-script.ts).
                        data-early-param={key}
                        value={value}
                      />
                    }
                  />
                );
              });
        return (
          <fieldset key={key}>
            <legend>{FAMILY_LABELS[key]}</legend>
            <div className={choices.length > 8 ? 'scroll' : undefined}>{choices}</div>
          </fieldset>
        );
      })}
    </Panel>
  );
}
