import type { ReactNode } from 'react';
import { safeHref } from '../domain/site/safe-href';

/**
 * A link to an address a developer or partner supplied. Only http:, https: and mailto: addresses
 * become links (src/domain/site/safe-href.ts); any other address shows the text without a link, or
 * nothing when `omitUnsafe` (a bare "Website" label means nothing without its link).
 */
export function ExternalLink({
  href,
  children,
  rel = 'noopener noreferrer',
  omitUnsafe = false,
}: {
  href: string | null | undefined;
  children: ReactNode;
  rel?: string;
  omitUnsafe?: boolean;
}) {
  const safe = safeHref(href);
  if (!safe) return omitUnsafe ? null : <span>{children}</span>;
  const external = !safe.startsWith('mailto:');
  return (
    <a href={safe} rel={external ? rel : undefined} target={external ? '_blank' : undefined}>
      {children}
    </a>
  );
}
