import styled from 'styled-components';
import { choiceCss, Select as UiSelect } from '../../../ui/form-controls';

/** The panels and rows the checkout pages share. */
export const Panel = styled.section`
  margin: 32px auto;
  max-width: 720px;
  padding: 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 16px;
`;

export const CenteredPanel = styled(Panel)`
  max-width: 560px;
  text-align: center;
`;

export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 20px;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: 8px;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: flex-start;
    margin: 4px 0;
    cursor: pointer;
  }
  input[type='radio'],
  input[type='checkbox'] {
    ${choiceCss}
  }
`;

export const Summary = styled.dl`
  display: grid;
  /* Labels keep one line; a long value ("GaugeForge on your LiveChat license") wraps instead. */
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0 0 20px;
  padding: 16px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.subtle};
  dt {
    margin: 0;
    white-space: nowrap;
    text-align: left;
  }
  dd {
    margin: 0;
    text-align: right;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;

export const Alert = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
`;

export const Icon = styled.img`
  width: 56px;
  height: 56px;
  border-radius: 12px;
  object-fit: cover;
`;

/** The form's select (the design system's), as wide as its text inputs at most. */
export const Select = styled(UiSelect)`
  max-width: 520px;
`;

/** The app being bought: icon beside its name and short description. */
export const ProductHeader = styled.header`
  display: flex;
  gap: 16px;
  align-items: center;
  margin-bottom: 24px;
  h1 {
    margin-top: 0;
  }
  p {
    margin: 0;
  }
`;
