import styled from 'styled-components';
import type { FilterKey, FilterOptions, ListingState } from '../../../domain/listing-filters';
import { FAMILY_LABELS, valueLabel } from '../filter-labels';

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
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
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

export interface FilterPanelProps {
  families: FilterKey[];
  options: FilterOptions;
  state: ListingState;
  /** Results each value would give with the other families applied; null while unknown. */
  counts: Partial<Record<FilterKey, Record<string, number>>> | null;
  onToggle(key: FilterKey, value: string): void;
}

/** Checkbox groups, one per filter family; native inputs keep them keyboard and screen-reader friendly. */
export function FilterPanel({ families, options, state, counts, onToggle }: FilterPanelProps) {
  return (
    <Panel>
      {families.map((key) => {
        const values = options[key];
        if (values.length === 0) return null;
        return (
          <fieldset key={key}>
            <legend>{FAMILY_LABELS[key]}</legend>
            <div className={values.length > 8 ? 'scroll' : undefined}>
              {values.map((value) => {
                const id = `filter-${key}-${value}`.replace(/[^a-zA-Z0-9_-]/g, '-');
                const count = counts?.[key]?.[value];
                return (
                  <label key={value} htmlFor={id}>
                    <input
                      id={id}
                      type="checkbox"
                      checked={state.filters[key].includes(value)}
                      onChange={() => onToggle(key, value)}
                    />
                    <span>{valueLabel(key, value)}</span>
                    {count !== undefined && (
                      <span className="count" aria-label={`${count} results`}>
                        {count}
                      </span>
                    )}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </Panel>
  );
}
