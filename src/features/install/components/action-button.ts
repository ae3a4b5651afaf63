import styled from 'styled-components';
import { SecondaryButton } from '../../../ui/primitives';

/** The install feature's buttons (and links that look like them, `as="a"`). */
export const Action = styled(SecondaryButton)`
  /* Above the card's stretched title link (h3 a::after). */
  position: relative;
  z-index: 1;
  align-self: flex-start;
  min-height: 36px;
  padding: 0 14px;
  font-size: 0.875rem;
`;

/** The row an action sits in, with its message (p) and list of owners (ul) on lines of their own. */
export const ActionBox = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  p {
    flex-basis: 100%;
    margin: 0;
    font-size: 0.875rem;
  }
  ul {
    margin: 0;
    padding-left: 20px;
    flex-basis: 100%;
    font-size: 0.875rem;
  }
`;
