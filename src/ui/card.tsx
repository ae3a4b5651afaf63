import { Link } from 'gatsby';
import styled from 'styled-components';
import { cardIconSources } from '../domain/catalogue/icon-renditions';
import { assetUrl } from './asset-url';

/**
 * A catalogue card: a bordered column whose title link is stretched over the whole card, so the
 * card is one click target while the markup keeps a single, named link.
 */
export const Card = styled.article`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  background: ${({ theme }) => theme.colors.surface};
  transition:
    box-shadow 120ms ease,
    border-color 120ms ease;
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 6px 20px rgba(0, 80, 216, 0.1);
  }
  h2,
  h3 {
    font-size: 1.0625rem;
    margin: 0;
  }
  :is(h2, h3) a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  :is(h2, h3) a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9375rem;
    flex: 1;
  }
`;

const CardTop = styled.div`
  display: flex;
  gap: 14px;
  align-items: center;
  img {
    width: 56px;
    height: 56px;
    border-radius: 12px;
    flex: none;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8125rem;
  }
`;

/**
 * The card's first row: the 56 px icon beside the name (the card's one link) and its small print.
 * The name is an h3 under a list's own h2; `level` 2 where the list sits right under the page's h1.
 */
export function CardHeading({
  icon,
  name,
  href,
  byline,
  level = 3,
}: {
  icon: string;
  name: string;
  href: string;
  byline: string;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <CardTop>
      {/* Low: in view, Chrome raises icons to high and they took the connections the shell's file,
          which the page's hydration waits for, was queued for (HTTP/1.1: six; a slow phone at desktop width). */}
      <img
        {...cardIconSources(icon, assetUrl)}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        // Off the main thread: a listing's dozens of icons decoded in its frames' paint otherwise.
        decoding="async"
        {...{ fetchpriority: 'low' }}
      />
      <div>
        <Heading>
          <Link to={href}>{name}</Link>
        </Heading>
        <small>{byline}</small>
      </div>
    </CardTop>
  );
}
