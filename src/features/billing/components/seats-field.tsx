import { useRef, useState } from 'react';
import { MAX_SEATS, MIN_SEATS, readSeats, settleSeats, type SeatsInput } from '../../../domain/billing/seats';
import { Field, FieldError } from '../../../ui/form-parts';

export interface Seats {
  /** Whether the buyer has edited the field (until then it shows the organization's agents). */
  touched: boolean;
  /** The field's text as shown. */
  shown: string;
  /** What the shown text means: seats to price, nothing yet (empty), or a problem. */
  read: SeatsInput;
  /** What the field said when it was last left (a value brought to a bound). */
  note: string | null;
  change: (text: string) => void;
  settle: () => void;
}

/**
 * The seats of a per-agent plan as the buyer types them (§9: the charge multiplies by them). The
 * text is kept as typed: deleting empties it, typing after that is what is typed (no snapping to 1),
 * pasting replaces it. Leaving the field brings a value out of bounds to the nearest bound and says
 * so; an empty field gets back the last seats it held. Until edited it shows `agents`.
 */
export function useSeats(agents: number | null): Seats {
  const [text, setText] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  // The last seats typed that were within bounds: a field left empty goes back to them.
  const last = useRef<number | null>(null);
  const shown = text ?? String(agents ?? MIN_SEATS);
  return {
    touched: text !== null,
    shown,
    read: readSeats(shown),
    note,
    change(next) {
      const typed = readSeats(next);
      if (typed.kind === 'seats') last.current = typed.seats;
      setText(next);
      setNote(null);
    },
    settle() {
      if (text === null) return;
      const settled = settleSeats(text, last.current ?? agents ?? MIN_SEATS);
      setText(String(settled.seats));
      setNote(settled.message);
    },
  };
}

/** The seats input, its bounds and what is wrong with it (tied to it for screen readers). */
export function SeatsField({ id, seats }: { id: string; seats: Seats }) {
  const error = seats.read.kind === 'invalid' ? seats.read.message : null;
  const message = error ?? seats.note;
  return (
    <Field>
      <label htmlFor={id}>Agents (seats)</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={MIN_SEATS}
        max={MAX_SEATS}
        step={1}
        value={seats.shown}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? `${id}-note` : undefined}
        onChange={(event) => seats.change(event.target.value)}
        onBlur={seats.settle}
      />
      {message && (
        <FieldError id={`${id}-note`} role="status" data-checkout="seats-note">
          {message}
        </FieldError>
      )}
    </Field>
  );
}
