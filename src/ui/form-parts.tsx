import styled from 'styled-components';

/** Label, control and its error, stacked; the error is tied to the control by id. */
export const Field = styled.div`
  display: grid;
  gap: 4px;
  margin: 0 0 12px;
  label {
    font-weight: 600;
  }
  input,
  textarea {
    font: inherit;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    max-width: 520px;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

export const SubmitButton = styled.button`
  min-height: 44px;
  padding: 0 20px;
  border-radius: 8px;
  border: 0;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
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
