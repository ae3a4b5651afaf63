import { Fragment } from 'react';
import styled from 'styled-components';
import { RATING_MAX, RATING_MIN } from '../../../domain/catalogue/review-validation';
import { FieldError } from '../../../ui/form-parts';

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 12px;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 4px;
  }
  .stars {
    display: inline-flex;
  }
  /* The radios stay in the page (keyboard and screen readers use them); the stars are their labels. */
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  label {
    font-size: 2rem;
    line-height: 1;
    padding: 0 2px;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.border};
  }
  /* The chosen star (or the hovered one) and every star before it light up. */
  .stars:has(input:checked) label,
  .stars:hover label {
    color: ${({ theme }) => theme.colors.star};
  }
  .stars input:checked + label ~ label,
  .stars:hover label:hover ~ label {
    color: ${({ theme }) => theme.colors.border};
  }
  input:focus-visible + label {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
    border-radius: 4px;
  }
`;

const SCALE = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/**
 * The 1-5 scale of §9 as a native radio group: Tab reaches it, the arrow keys move the choice,
 * each star is named "N stars" for screen readers.
 */
export function StarRatingInput({
  value,
  onChange,
  error,
  idPrefix,
}: {
  value: number | null;
  onChange: (rate: number) => void;
  error?: string;
  idPrefix: string;
}) {
  const errorId = `${idPrefix}-rate-error`;
  return (
    <Group aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>Your rating</legend>
      <span className="stars">
        {SCALE.map((stars) => (
          <Fragment key={stars}>
            <input
              type="radio"
              id={`${idPrefix}-rate-${stars}`}
              name={`${idPrefix}-rate`}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            <label htmlFor={`${idPrefix}-rate-${stars}`} title={`${stars} ${stars === 1 ? 'star' : 'stars'}`}>
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">
                {stars} {stars === 1 ? 'star' : 'stars'}
              </span>
            </label>
          </Fragment>
        ))}
      </span>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Group>
  );
}
