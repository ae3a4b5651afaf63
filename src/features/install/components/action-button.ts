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
