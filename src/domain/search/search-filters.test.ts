import { parseFacetFilters, parseFilters, parseNumericFilters } from './search-filters';

const apps = [
  {
    name: 'A',
    hidden: false,
    product: 'livechat',
    categorySlug: 'crm',
    compatibility: ['livechat', 'helpdesk'],
    order: 10,
    rate: 4.5,
    company: 'Cobalt Digital',
  },
  {
    name: 'B',
    hidden: true,
    product: 'helpdesk',
    categorySlug: 'cms',
    compatibility: ['helpdesk'],
    order: 50,
    rate: null,
    company: 'Saffron',
  },
  {
    name: 'C',
    hidden: false,
    product: 'helpdesk',
    categorySlug: 'crm',
    compatibility: ['helpdesk'],
    order: 0,
    rate: 3,
    company: 'Cobalt Digital',
  },
];
const names = (predicate: (record: Record<string, unknown>) => boolean) => apps.filter(predicate).map((app) => app.name);

describe('Algolia filter syntax for the local engine', () => {
  it('matches attribute:value, booleans and case-insensitively', () => {
    expect(names(parseFilters('hidden:false'))).toEqual(['A', 'C']);
    expect(names(parseFilters('product:HelpDesk'))).toEqual(['B', 'C']);
    expect(names(parseFilters('company:"Cobalt Digital"'))).toEqual(['A', 'C']);
  });

  it('combines with AND, OR, NOT and parentheses (AND binds tighter)', () => {
    expect(names(parseFilters('hidden:false AND NOT product:helpdesk'))).toEqual(['A']);
    expect(names(parseFilters('(categorySlug:crm OR categorySlug:cms) AND hidden:false'))).toEqual(['A', 'C']);
    expect(names(parseFilters('categorySlug:cms OR categorySlug:crm AND product:livechat'))).toEqual(['A', 'B']);
    expect(names(parseFilters('NOT (hidden:true OR order:0)'))).toEqual(['A']);
  });

  it('matches any element of an array attribute', () => {
    expect(names(parseFilters('compatibility:livechat'))).toEqual(['A']);
    expect(names(parseFilters('NOT compatibility:livechat'))).toEqual(['B', 'C']);
  });

  it('compares numbers and ranges; a missing number never matches', () => {
    expect(names(parseFilters('order > 5'))).toEqual(['A', 'B']);
    expect(names(parseFilters('order>=10 AND order<=10'))).toEqual(['A']);
    expect(names(parseFilters('order != 10'))).toEqual(['B', 'C']);
    expect(names(parseFilters('order:0 TO 10'))).toEqual(['A', 'C']);
    expect(names(parseFilters('rate < 5'))).toEqual(['A', 'C']);
  });

  it('accepts an empty string as no filter', () => {
    expect(names(parseFilters(''))).toEqual(['A', 'B', 'C']);
  });

  it('rejects bad syntax with a validation error', () => {
    for (const bad of ['hidden:', 'hidden:false AND', '(hidden:false', 'hidden:"false', 'order > x', 'hidden:false extra']) {
      expect(() => parseFilters(bad)).toThrow(expect.objectContaining({ kind: 'validation' }));
    }
  });

  it('reads facetFilters: AND of ORs, "-" negates, the helper\'s "\\-" escape', () => {
    expect(names(parseFacetFilters(['hidden:false', ['categorySlug:crm', 'categorySlug:cms']]))).toEqual(['A', 'C']);
    expect(names(parseFacetFilters(['-product:helpdesk']))).toEqual(['A']);
    expect(names(parseFacetFilters('hidden:false,(product:livechat,order:0)'))).toEqual(['A', 'C']);
    expect(names(parseFacetFilters([['company:\\-x']]))).toEqual([]);
    expect(names(parseFacetFilters(undefined))).toEqual(['A', 'B', 'C']);
    expect(() => parseFacetFilters(['nocolon'])).toThrow(/attribute:value/);
  });

  it('reads numericFilters', () => {
    expect(names(parseNumericFilters(['order>=10']))).toEqual(['A', 'B']);
    expect(names(parseNumericFilters([['order=0', 'order=50']]))).toEqual(['B', 'C']);
  });
});

describe('filter syntax: every operator, quoting, paths and error texts', () => {
  const message = (input: string) => {
    try {
      parseFilters(input);
    } catch (error) {
      return (error as Error).message;
    }
    return 'no error';
  };

  it('compares with each operator against the bound', () => {
    expect(names(parseFilters('order = 10'))).toEqual(['A']);
    expect(names(parseFilters('order!=10'))).toEqual(['B', 'C']);
    expect(names(parseFilters('order > 10'))).toEqual(['B']);
    expect(names(parseFilters('order >= 10'))).toEqual(['A', 'B']);
    expect(names(parseFilters('order < 10'))).toEqual(['C']);
    expect(names(parseFilters('order <= 10'))).toEqual(['A', 'C']);
  });

  it('compares booleans as 0 and 1, and never strings or missing values', () => {
    expect(names(parseNumericFilters(['hidden=1']))).toEqual(['B']);
    expect(names(parseFilters('company != 0'))).toEqual([]);
    expect(names(parseFilters('rate:null'))).toEqual([]);
  });

  it('reads quoted values in double or single quotes, with escapes, and quoted keywords as words', () => {
    expect(names(parseFilters('company:"Cobalt Digital"'))).toEqual(['A', 'C']);
    expect(names(parseFilters("company:'Cobalt Digital'"))).toEqual(['A', 'C']);
    expect(names(parseFilters('company:Cobalt\\ Digital'))).toEqual(['A', 'C']);
    expect(parseFilters('title:"Say \\"hi\\""')({ title: 'Say "hi"' })).toBe(true);
    expect(parseFilters('"NOT":x')({ NOT: 'x' })).toBe(true);
  });

  it('reads dotted paths, and keys that contain a dot', () => {
    expect(parseFilters('category.name:crm')({ category: { name: 'CRM' } })).toBe(true);
    expect(parseFilters('category.name:crm')({ category: null })).toBe(false);
    expect(parseFilters('category.name:crm')({ category: 'crm' })).toBe(false);
    expect(parseFilters('a.b:x')({ 'a.b': 'x' })).toBe(true);
  });

  it('names what is wrong', () => {
    expect(message('company:"x')).toBe('Invalid filters "company:"x": a quote is not closed.');
    expect(message('order > " "')).toBe('Invalid filters "order > " "": " " is not a number.');
    expect(message('order > abc')).toBe('Invalid filters "order > abc": "abc" is not a number.');
    expect(message('hidden:false AND')).toBe('Invalid filters "hidden:false AND": a condition is missing.');
    expect(message('(hidden:false')).toBe('Invalid filters "(hidden:false": a parenthesis is not closed.');
    expect(message(')')).toBe('Invalid filters ")": expected attribute:value or a numeric comparison.');
    for (const bad of ['hidden:', ':x', 'hidden x', 'hidden:(']) {
      expect(message(bad)).toBe(`Invalid filters "${bad}": expected attribute:value or a numeric comparison.`);
    }
    expect(message('order:1 TO')).toBe('Invalid filters "order:1 TO": a range needs an upper bound.');
    expect(message('(order:1 TO )')).toBe('Invalid filters "(order:1 TO )": a range needs an upper bound.');
    expect(message('name:A name:B')).toBe('Invalid filters "name:A name:B": unexpected "name".');
  });

  it('ANDs the outer facet list, ignores empty groups, trims string lists and reads groups in them', () => {
    expect(names(parseFacetFilters(['categorySlug:crm', 'product:helpdesk']))).toEqual(['C']);
    expect(names(parseFacetFilters([[], 'categorySlug:crm']))).toEqual(['A', 'C']);
    expect(names(parseFacetFilters('categorySlug:crm, product:helpdesk'))).toEqual(['C']);
    expect(names(parseFacetFilters('categorySlug:crm,(product:livechat, product:helpdesk)'))).toEqual(['A', 'C']);
    expect(names(parseFacetFilters('categorySlug:crm,()'))).toEqual(['A', 'C']);
    expect(names(parseFacetFilters(null as unknown as undefined))).toEqual(['A', 'B', 'C']);
  });

  it('unescapes only a leading "\\-" of a facet value, and needs an attribute before the colon', () => {
    expect(parseFacetFilters(['name:\\-x'])({ name: '-x' })).toBe(true);
    expect(parseFacetFilters(['name:x\\-y'])({ name: 'x\\-y' })).toBe(true);
    expect(() => parseFacetFilters([':x'])).toThrow('Invalid facet filter ":x": expected attribute:value.');
    expect(() => parseFacetFilters('(a:1')).toThrow('Invalid filter list "(a:1": a parenthesis is not closed.');
  });
});
