import styled from 'styled-components';
import { buttonCss, type ButtonStyleProps } from './button-styles';
import { allControlsCss } from './form-controls';

/** Label, control and its error, stacked; the error is tied to the control by id. */
export const Field = styled.div`
  display: grid;
  gap: 4px;
  margin: 0 0 12px;
  > label {
    font-weight: 600;
  }
  ${allControlsCss}
  input,
  textarea,
  select {
    max-width: 520px;
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

/** A form's submit: the primary button (kept as a styled button: forms pass it any props). */
export const SubmitButton = styled.button.attrs<ButtonStyleProps>(() => ({ $variant: 'primary' }))`
  ${buttonCss}
`;

/** One labelled input or textarea with its error, tied by ids for screen readers. */
export function TextField({
  id,
  name,
  label,
  value,
  error,
  onChange,
  multiline = false,
  type = 'text',
  autoComplete,
  inputMode,
}: {
  id: string;
  /** The form field's key: the form finds the control by it. */
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  type?: 'text' | 'email' | 'url';
  autoComplete?: string;
  /** The on-screen keyboard for a text control (a website typed as text still gets the URL keys). */
  inputMode?: 'url' | 'email' | 'text';
}) {
  const common = {
    id,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  );
}
