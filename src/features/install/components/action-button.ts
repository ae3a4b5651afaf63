import { Link } from 'gatsby';
import styled from 'styled-components';
import { buttonCss, type ButtonStyleProps } from '../../../ui/button-styles';

/**
 * The install feature's buttons (and links that look like them, `as="a"`): the design system's
 * small button, secondary unless `$variant` says otherwise (the card's or page's primary action).
 */
export const Action = styled.button.attrs<ButtonStyleProps>(({ $size = 'sm' }) => ({ $size }))`
  ${buttonCss}
  /* Above the card's stretched title link (h3 a::after). */
  z-index: 1;
  align-self: flex-start;
`;

/** A link into the site styled as the primary action (Buy at checkout). */
export const ActionLink = styled(Link).attrs<ButtonStyleProps>(({ $size = 'sm', $variant = 'primary' }) => ({ $size, $variant }))`
  ${buttonCss}
  z-index: 1;
  align-self: flex-start;
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
