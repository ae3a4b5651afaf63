import { isWebsite, normalizeWebsite, validatePartnerMessage, validatePartnerReview } from './review-validation-partner';

const review = { name: 'Ann', email: 'ann@example.com', comment: 'Ten chars!', website: '' };
const message = { name: 'Ann', surname: 'Lee', email: 'ann@example.com', message: 'Hello', website: 'https://ann.example' };

describe('partner review form rules (§5: review 10 to 2000, name 3 to 64)', () => {
  it('accepts the bounds', () => {
    expect(validatePartnerReview(review)).toEqual({});
    expect(validatePartnerReview({ ...review, name: 'n'.repeat(64), comment: 'c'.repeat(2000) })).toEqual({});
  });

  it('refuses a name of 2 or 65 characters and a review of 9 or 2001', () => {
    for (const [name, comment] of [
      ['An', 'c'.repeat(9)],
      ['n'.repeat(65), 'c'.repeat(2001)],
    ]) {
      expect(validatePartnerReview({ ...review, name, comment })).toEqual({
        name: 'Name must be between 3 and 64 characters',
        comment: 'Review must be between 10 and 2000 characters',
      });
    }
  });

  it('needs a valid email and an http(s) website when one is given', () => {
    expect(validatePartnerReview({ ...review, email: 'ann', website: 'javascript:alert(1)' })).toEqual({
      email: 'Please enter a valid email address',
      website: 'Please enter a valid website address (such as example.com)',
    });
  });

  it('accepts a bare domain as the website (§5 sets no rule for it)', () => {
    for (const website of ['example.com', 'www.example.com/path', ' ann.example ', 'shop.example.co.uk:8080/a?b=c#d']) {
      expect(validatePartnerReview({ ...review, website })).toEqual({});
    }
  });
});

describe('partner website (optional; shown later as a link)', () => {
  it('takes a bare domain as https://, and keeps an http(s) address as parsed', () => {
    expect(normalizeWebsite('')).toBe('');
    expect(normalizeWebsite('   ')).toBe('');
    expect(normalizeWebsite('example.com')).toBe('https://example.com/');
    expect(normalizeWebsite(' www.example.com/path ')).toBe('https://www.example.com/path');
    expect(normalizeWebsite('example.com:8080/shop?x=1')).toBe('https://example.com:8080/shop?x=1');
    expect(normalizeWebsite('//example.com/a')).toBe('https://example.com/a');
    expect(normalizeWebsite('https://ann.example')).toBe('https://ann.example/');
    expect(normalizeWebsite('http://ann.example/about')).toBe('http://ann.example/about');
    expect(normalizeWebsite('HTTPS://Ann.Example/')).toBe('https://ann.example/');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'javascript://example.com/%0Aalert(1)',
    'javascript:1',
    'javascript%3Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:1,x',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    'mailto:ann@example.com',
    'blob:https://example.com/uuid',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    'http://',
    'not a site',
    'nope',
    'localhost:3000',
    '.com',
    'example..com',
  ])('refuses %j: not an http(s) website', (website) => {
    expect(normalizeWebsite(website)).toBeNull();
    expect(isWebsite(website)).toBe(false);
    expect(validatePartnerReview({ ...review, website }).website).toBe(
      'Please enter a valid website address (such as example.com)',
    );
    expect(validatePartnerMessage({ ...message, website }).website).toBe(
      'Please enter a valid website address (such as example.com)',
    );
  });

  it('whatever it accepts is an http(s) URL', () => {
    for (const website of [
      'example.com',
      'https:example.com',
      'http:\\\\example.com',
      '//x.example',
      'a.b/javascript:alert(1)',
    ]) {
      const normal = normalizeWebsite(website);
      expect(normal).not.toBeNull();
      expect(['http:', 'https:']).toContain(new URL(normal!).protocol);
    }
  });
});

describe('partner message form rules', () => {
  it('accepts a complete message; the website is optional, a bare domain will do', () => {
    expect(validatePartnerMessage(message)).toEqual({});
    expect(validatePartnerMessage({ ...message, website: '' })).toEqual({});
    expect(validatePartnerMessage({ ...message, website: 'example.com' })).toEqual({});
    expect(validatePartnerMessage({ ...message, website: 'www.example.com/path' })).toEqual({});
  });

  it('names each missing field', () => {
    expect(validatePartnerMessage({ name: ' ', surname: '', email: '', message: '', website: 'nope' })).toEqual({
      name: 'Please enter your name',
      surname: 'Please enter your surname',
      email: 'Please enter a valid email address',
      message: 'Please enter your message',
      website: 'Please enter a valid website address (such as example.com)',
    });
  });
});
