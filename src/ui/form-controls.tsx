import styled, { css } from 'styled-components';

/**
 * The design system's form controls: text, number, select, textarea, checkbox and radio drawn
 * alike (site font, the control border, the 44 px height) instead of the browser's defaults.
 * `controlCss` and `choiceCss` are exported for containers that style the controls they hold.
 */
export const controlCss = css`
  appearance: none;
  box-sizing: border-box;
  min-height: ${({ theme }) => theme.control.height}px;
  padding: 8px ${({ theme }) => theme.control.paddingX}px;
  max-width: 100%;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.control.radius}px;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.text};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.disabledSurface};
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A chevron in the control's text colour (a data URL: no request, no icon font). */
const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'%3E%3Cpath d='M1 1.5 6 6.5 11 1.5' fill='none' stroke='%231b1b20' stroke-width='1.8'/%3E%3C/svg%3E\")";

export const selectCss = css`
  ${controlCss}
  padding-right: 36px;
  background: ${({ theme }) => theme.colors.surface} ${CHEVRON} no-repeat right 12px center / 12px 8px;
  cursor: pointer;
`;

const TICK =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'%3E%3Cpath d='M1.5 5.2 4 7.5 8.5 2.5' fill='none' stroke='white' stroke-width='1.8'/%3E%3C/svg%3E\")";

/** Check boxes and radio buttons: 20 px, the control border, filled with the primary colour when on. */
export const choiceCss = css`
  appearance: none;
  flex: none;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  font: inherit;
  vertical-align: top;
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: 4px;
  cursor: pointer;
  &[type='radio'] {
    border-radius: 50%;
  }
  &:checked {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary} ${TICK} center / 12px no-repeat;
  }
  &[type='radio']:checked {
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: inset 0 0 0 4px ${({ theme }) => theme.colors.surface};
    background-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    border-color: ${({ theme }) => theme.colors.disabledSurface};
    cursor: not-allowed;
  }
`;

export const Input = styled.input`
  ${controlCss}
`;

export const Textarea = styled.textarea`
  ${controlCss}
  min-height: 88px;
  resize: vertical;
`;

export const Select = styled.select`
  ${selectCss}
`;

export const Checkbox = styled.input.attrs({ type: 'checkbox' })`
  ${choiceCss}
`;

export const Radio = styled.input.attrs({ type: 'radio' })`
  ${choiceCss}
`;

/** A check box or radio button with its text beside it, the whole line clickable. */
export const ChoiceLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 24px;
  font-weight: ${({ theme }) => theme.type.weight.regular};
  cursor: pointer;
`;

/** Styles the controls a container holds (forms whose inputs are plain elements). */
export const allControlsCss = css`
  input:not([type='checkbox']):not([type='radio']):not([type='hidden']),
  textarea {
    ${controlCss}
  }
  select {
    ${selectCss}
  }
  input[type='checkbox'],
  input[type='radio'] {
    ${choiceCss}
  }
`;
