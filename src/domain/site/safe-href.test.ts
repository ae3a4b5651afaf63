import { mailtoHref, safeHref } from './safe-href';

describe('safeHref: only http:, https: and mailto: addresses become links', () => {
  it('keeps http, https and mailto addresses', () => {
    expect(safeHref('https://help.example.com/docs')).toBe('https://help.example.com/docs');
    expect(safeHref('http://example.com')).toBe('http://example.com/');
    expect(safeHref('  mailto:help@example.com ')).toBe('mailto:help@example.com');
  });

  it('refuses every other scheme, including ones hidden by case, whitespace or control characters', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com/a',
    ]) {
      expect(safeHref(url)).toBeNull();
    }
  });

  it('refuses addresses that are not absolute URLs, and empty ones', () => {
    expect(safeHref('example.com/terms')).toBeNull();
    expect(safeHref('/terms')).toBeNull();
    expect(safeHref('')).toBeNull();
    expect(safeHref(null)).toBeNull();
    expect(safeHref(undefined)).toBeNull();
  });

  it('makes a mailto: link of a plain e-mail address only', () => {
    expect(mailtoHref('support@frontdesk-quality-assurance-program.example.com')).toBe(
      'mailto:support@frontdesk-quality-assurance-program.example.com',
    );
    expect(mailtoHref('not an address')).toBeNull();
    expect(mailtoHref('a@b.c?bcc=x@y.z')).toBeNull();
  });
});
