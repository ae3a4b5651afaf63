/** Schemes a developer-supplied address may link with; anything else (javascript:, data:, …) never becomes a link. */
const SAFE_LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);

/**
 * The address to put in `href` for a URL a developer or partner supplied (support, terms, privacy,
 * website), or null when it must not be a link: not an absolute URL, or a scheme other than http:,
 * https: or mailto:. The parsed form is returned, so the browser follows exactly what was checked
 * (the parser drops the tabs and newlines a "java\tscript:" trick hides behind).
 */
export function safeHref(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  return SAFE_LINK_PROTOCOLS.has(parsed.protocol) ? parsed.href : null;
}

/** A mailto: link for an e-mail address, or null when the address would not make a plain mailto: link. */
export function mailtoHref(email: string | null | undefined): string | null {
  const trimmed = email?.trim();
  if (!trimmed || /[\s<>"?#&]/.test(trimmed) || !trimmed.includes('@')) return null;
  return safeHref(`mailto:${trimmed}`);
}
