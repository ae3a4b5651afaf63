import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy the site is served with, enforced. Scripts run only from the site's
 * own files ('self') and the inline scripts of the document being answered (their sha256 hashes):
 * no 'unsafe-inline', no 'unsafe-eval'. Who may frame the site is `frame-ancestors`: the site
 * itself, the host applications (the agent app, §1) and the partners configured to embed it.
 */
export interface CspOptions {
  /** Origins the browser calls or frames besides the site: API, product API, accounts, telemetry. */
  origins: string[];
  /** Origins only fetched from (search hosts, error reports, the tag manager). */
  connectOnly?: string[];
  /** Origins only images come from (the catalogue's image CDNs). */
  imageOnly?: string[];
  /** Origins scripts load from besides the site (the tag manager, when configured). */
  scriptOrigins?: string[];
  /** Source expressions of frame-ancestors (frameAncestorsOf), e.g. `'self' https://partner.example`. */
  frameAncestors: string[];
  /** Where the browser posts violation reports. */
  reportUri?: string;
}

// *, 'self', 'none', a scheme (https:), or a host source ([scheme://]host[:port][/path]) with an optional leading *.
const SOURCE_EXPRESSION =
  /^(\*|'self'|'none'|[a-z][a-z0-9+.-]*:|([a-z][a-z0-9+.-]*:\/\/)?(\*\.)?[a-z0-9.-]+(:(\d{1,5}|\*))?(\/[\w./-]*)?)$/i;

/**
 * The frame-ancestors sources of a configuration value (space-separated): the partners allowed to
 * embed the site besides its own origin and the host applications (none when empty). Throws with
 * the reason on anything that is not a source expression, so a typo stops the server instead of
 * sending a broken header on every response.
 */
export function frameAncestorsFrom(value: string | undefined, variable = 'MARKETPLACE_FRAME_ANCESTORS'): string[] {
  const sources = (value ?? '').trim().split(/\s+/).filter(Boolean);
  const invalid = sources.filter((source) => !SOURCE_EXPRESSION.test(source));
  if (invalid.length > 0) {
    throw new Error(`${variable}: not a CSP source expression: ${invalid.map((source) => JSON.stringify(source)).join(', ')}`);
  }
  if (sources.includes("'none'") && sources.length > 1)
    throw new Error(`${variable}: 'none' cannot be combined with other sources`);
  return sources;
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * Who may frame the site: its own origin ('self'), the host applications' origins (the agent app
 * runs inside them) and the configured partners. A configured `*` lets any site frame it; a
 * configured 'none' lets no one, the host applications included.
 */
export function frameAncestorsOf(hosts: readonly string[], partners: readonly string[]): string[] {
  if (partners.includes("'none'")) return ["'none'"];
  if (partners.includes('*')) return ['*'];
  return unique(["'self'", ...hosts, ...partners]);
}

/**
 * X-Frame-Options for browsers without frame-ancestors, only where it says the same thing: it can
 * only say DENY or SAMEORIGIN, so it is sent for `'none'` and for `'self'` alone, never otherwise
 * (a SAMEORIGIN beside a list of hosts would block the agent app in browsers that honour both).
 */
export function xFrameOptionsFor(frameAncestors: readonly string[]): 'DENY' | 'SAMEORIGIN' | null {
  if (frameAncestors.length !== 1) return null;
  if (frameAncestors[0] === "'none'") return 'DENY';
  if (frameAncestors[0] === "'self'") return 'SAMEORIGIN';
  return null;
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

// Script types the browser runs; any other type (application/ld+json, …) is a data block, never run.
const SCRIPT_TYPE = /^(|module|(text|application)\/(x-)?(java|ecma)script|text\/jscript|text\/livescript)$/i;

function scriptType(attributes: string): string {
  const match = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
}

/**
 * The sha256 sources of the inline scripts of an HTML document (Gatsby writes a few per page, the
 * site adds its early-input and hash-repair scripts, the search page its early results). Data
 * blocks such as JSON-LD are left out: the browser never runs them, so the policy does not apply.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === '' || !SCRIPT_TYPE.test(scriptType(attributes))) continue;
    hashes.add(sha256(body));
  }
  return [...hashes];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The empty style element: styled-components creates its element empty and fills it through the
 * CSSOM (insertRule, which the policy does not govern), so this one hash lets it run.
 */
export const EMPTY_STYLE = sha256('');

/** The sha256 sources of the style elements of an HTML document (styled-components' and Gatsby's inlined CSS). */
export function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) hashes.add(sha256(match[1]));
  return [...hashes];
}

/**
 * The policy text; `scriptHashes` and `styleHashes` are those of the document being answered
 * (none for other files).
 */
export function contentSecurityPolicy(options: CspOptions, scriptHashes: string[] = [], styleHashes: string[] = []): string {
  const origins = unique(options.origins);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // No 'unsafe-inline', no 'unsafe-eval': the site's files and this document's own inline scripts.
    ['script-src', unique(["'self'", ...(options.scriptOrigins ?? []), ...scriptHashes])],
    // Style elements: the site's files, this document's own (by hash) and styled-components' empty
    // element (filled through the CSSOM). Style attributes stay allowed: the server's HTML carries
    // them and they can load nothing the other directives refuse. `style-src` is for browsers
    // without the -elem/-attr directives (before Chromium 75, Firefox 108, Safari 15.4).
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['style-src-elem', unique(["'self'", EMPTY_STYLE, ...styleHashes])],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', ...origins, ...(options.imageOnly ?? [])])],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', unique(["'self'", ...origins, ...(options.connectOnly ?? [])])],
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
