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
