import { css } from 'styled-components';
import { media } from '../../../ui/theme';

/** The class of the header dropdown's popup (header-search-dropdown.tsx renders it). */
export const PANEL_CLASS = 'search-popup';

/**
 * The header dropdown's popup: options with icon, marked name and a muted line; the messages below.
 * These rules ship with the header's box (header-search.tsx nests them under its form), so they are
 * in the server-rendered styles of every page: when the popup first opens, the browser styles only
 * its own elements. Inserted with the popup's code instead, the new rules made the browser restyle
 * the whole page on the first query (~33 ms of a ~100 ms keystroke at 4× CPU).
 */
export const panelStyles = css`
  position: absolute;
  top: calc(100% + 6px);
  right: 0;
  width: min(460px, calc(100vw - 24px));
  max-height: calc(100vh - 120px);
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  box-shadow: 0 12px 32px rgba(27, 27, 32, 0.16);
  padding: 6px;
  ${media.mobile} {
    left: 0;
    width: auto;
  }
  .label {
    padding: 8px 10px 4px;
    font-size: 0.75rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
  }
  [role='option'] {
    display: flex;
    gap: 10px;
    align-items: center;
    padding: 8px 10px;
    border-radius: 6px;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.text};
  }
  [role='option']:hover {
    background: ${({ theme }) => theme.colors.subtle};
  }
  [role='option'][aria-selected='true'] {
    background: #e5edff;
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
  [role='option'] img {
    width: 32px;
    height: 32px;
    border-radius: 8px;
    flex: none;
  }
  [role='option'] span {
    display: block;
    min-width: 0;
  }
  [role='option'] strong {
    display: block;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  [role='option'] small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  [role='option'].all {
    overflow-wrap: anywhere;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 0 0 6px 6px;
  }
  mark {
    background: #fff1b8;
    color: inherit;
    border-radius: 2px;
  }
  .message {
    margin: 0;
    padding: 10px;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.muted};
  }
  .message:empty {
    display: none;
  }
`;
