import { useCallback, useMemo, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import {
  CARD_BRAND_NAMES,
  cardBrand,
  cardDigits,
  checkCard,
  cvcLength,
  type CardCheck,
  type CardFields,
  type CardProblems,
} from '../../../domain/billing/card';
import { Field, FieldError } from '../../../ui/form-parts';

/** The order the fields are read in: the first one wrong gets the focus after Pay. */
export const CARD_FIELD_ORDER: ReadonlyArray<keyof CardFields> = ['number', 'expiry', 'cvc'];

const EMPTY: CardFields = { number: '', expiry: '', cvc: '' };

export interface CardForm {
  fields: CardFields;
  /** Every rule over the fields as typed now (domain/billing/card.ts). */
  check: CardCheck;
  /** The problems shown: those of the fields the buyer has left, or all of them once Pay was pressed. */
  shown: CardProblems;
  /** Nothing typed in any field. */
  empty: boolean;
  change: (field: keyof CardFields, value: string) => void;
  leave: (field: keyof CardFields) => void;
  /** Pay was pressed with the card wrong: every field says what is wrong with it. */
  showAll: () => void;
  reset: () => void;
}

/**
 * The card the buyer types: the fields as typed, and what is wrong with them. A field says what is
 * wrong once it has been left (not while the first digits go in), every field once Pay was pressed;
 * a field changed again says it at once.
 */
export function useCardForm(): CardForm {
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [left, setLeft] = useState<ReadonlySet<keyof CardFields>>(new Set());
  const [all, setAll] = useState(false);
  const check = useMemo(() => checkCard(fields, new Date()), [fields]);
  const problems = check.ok ? {} : check.problems;
  const shown: CardProblems = {};
  for (const field of CARD_FIELD_ORDER) if (problems[field] && (all || left.has(field))) shown[field] = problems[field];

  const change = useCallback((field: keyof CardFields, value: string) => {
    setFields((before) => ({ ...before, [field]: value }));
  }, []);
  const leave = useCallback((field: keyof CardFields) => {
    setLeft((before) => (before.has(field) ? before : new Set([...before, field])));
  }, []);
  const showAll = useCallback(() => setAll(true), []);
  const reset = useCallback(() => {
    setFields(EMPTY);
    setLeft(new Set());
    setAll(false);
  }, []);

  return {
    fields,
    check,
    shown,
    empty: !fields.number.trim() && !fields.expiry.trim() && !fields.cvc.trim(),
    change,
    leave,
    showAll,
    reset,
  };
}

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 0 16px;
  max-width: 520px;
`;

const Brand = styled.p`
  margin: 0;
  font-size: 0.875rem;
`;

/** The id of a card field's control (the checkout focuses the first wrong one after Pay). */
export const cardFieldId = (id: string, field: keyof CardFields) => `${id}-card-${field}`;

/**
 * Number, expiry and CVC, each with its problem tied to it for screen readers. The brand (§3
 * payment methods) is named as soon as the number's first digits tell it; the CVC asks for 4 digits
 * for American Express, 3 for the others.
 */
export function CardFieldsView({ id, form, optional }: { id: string; form: CardForm; optional: boolean }) {
  const brand = cardBrand(cardDigits(form.fields.number));
  const control = (field: keyof CardFields) => {
    const problem = form.shown[field];
    const brandNote = field === 'number' && brand ? `${cardFieldId(id, field)}-brand` : null;
    const describedBy = [problem ? `${cardFieldId(id, field)}-error` : null, brandNote].filter(Boolean).join(' ');
    return {
      id: cardFieldId(id, field),
      value: form.fields[field],
      inputMode: 'numeric' as const,
      required: !optional,
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': describedBy || undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => form.change(field, event.target.value),
      onBlur: () => form.leave(field),
    };
  };
  const error = (field: keyof CardFields) =>
    form.shown[field] ? (
      <FieldError id={`${cardFieldId(id, field)}-error`} data-card-error={field}>
        {form.shown[field]}
      </FieldError>
    ) : null;

  return (
    <div data-checkout="card-form">
      {optional && <p>A card is optional during the trial: add one now, or later.</p>}
      <Field>
        <label htmlFor={cardFieldId(id, 'number')}>Card number</label>
        <input {...control('number')} autoComplete="cc-number" placeholder="4242 4242 4242 4242" maxLength={23} />
        {brand && (
          <Brand id={`${cardFieldId(id, 'number')}-brand`} data-checkout="card-brand">
            {CARD_BRAND_NAMES[brand]}
          </Brand>
        )}
        {error('number')}
      </Field>
      <Row>
        <Field>
          <label htmlFor={cardFieldId(id, 'expiry')}>Expiry date (MM/YY)</label>
          <input {...control('expiry')} autoComplete="cc-exp" placeholder="MM/YY" maxLength={7} />
          {error('expiry')}
        </Field>
        <Field>
          <label htmlFor={cardFieldId(id, 'cvc')}>Security code (CVC)</label>
          <input
            {...control('cvc')}
            autoComplete="cc-csc"
            placeholder={cvcLength(brand) === 4 ? '4 digits' : '3 digits'}
            maxLength={4}
          />
          {error('cvc')}
        </Field>
      </Row>
    </div>
  );
}
