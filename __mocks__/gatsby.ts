import React from 'react';

const gatsby = jest.requireActual<typeof import('gatsby')>('gatsby');

export const graphql = jest.fn();
export const useStaticQuery = jest.fn();
export const navigate = jest.fn();
export const withPrefix = jest.fn((path: string) => path);

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: unknown;
};

/** A plain anchor: tests assert on hrefs, not on Gatsby's prefetching. */
export const Link = jest.fn(
  ({ to, activeClassName: _a, activeStyle: _s, partiallyActive: _p, replace: _r, state: _st, ...rest }: LinkProps) =>
    React.createElement('a', { ...rest, href: to }),
);

export const Script = gatsby.Script;
