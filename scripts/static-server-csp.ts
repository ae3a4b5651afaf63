import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy the site is served with (report-only for now). Framing stays
 * allowed (partners embed the site): who may frame it is configuration, `frame-ancestors`.
 */
export interface CspOptions {
  /** Origins the browser calls or frames besides the site: API, product API, accounts, telemetry. */
  origins: string[];
  /** Origins only fetched from (search hosts). */
  connectOnly?: string[];
  /** Source expressions of frame-ancestors, e.g. `*` or `https://partner.example`. */
  frameAncestors: string[];
  /** Where the browser posts violation reports. */
  reportUri?: string;
}

// *, 'self', 'none', a scheme (https:), or a host source ([scheme://]host[:port][/path]) with an optional leading *.
const SOURCE_EXPRESSION =
  /^(\*|'self'|'none'|[a-z][a-z0-9+.-]*:|([a-z][a-z0-9+.-]*:\/\/)?(\*\.)?[a-z0-9.-]+(:(\d{1,5}|\*))?(\/[\w./-]*)?)$/i;

/**
 * The frame-ancestors sources of a configuration value (space-separated). Throws with the reason
 * on anything that is not a source expression, so a typo stops the server instead of sending a
 * broken header on every response.
 */
export function frameAncestorsFrom(value: string | undefined, variable = 'MARKETPLACE_FRAME_ANCESTORS'): string[] {
  const sources = (value ?? '').trim().split(/\s+/).filter(Boolean);
  if (sources.length === 0) return ['*'];
  const invalid = sources.filter((source) => !SOURCE_EXPRESSION.test(source));
  if (invalid.length > 0) {
    throw new Error(`${variable}: not a CSP source expression: ${invalid.map((source) => JSON.stringify(source)).join(', ')}`);
  }
  if (sources.includes("'none'") && sources.length > 1)
    throw new Error(`${variable}: 'none' cannot be combined with other sources`);
  return sources;
}

/** The origin of a URL, or null for an empty or invalid one. */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The sha256 sources of the inline scripts of an HTML document (Gatsby writes a few per page). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const unique = (values: string[]) => [...new Set(values)];

/** The policy text; `scriptHashes` are those of the document being answered (none for other files). */
export function contentSecurityPolicy(options: CspOptions, scriptHashes: string[] = []): string {
  const origins = unique(options.origins);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    // styled-components injects its style elements at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...origins]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...unique([...origins, ...(options.connectOnly ?? [])])]],
    ['frame-src', ["'self'", ...origins]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['form-action', ["'self'", ...origins]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', options.frameAncestors],
  ];
  if (options.reportUri) directives.push(['report-uri', [options.reportUri]]);
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}
