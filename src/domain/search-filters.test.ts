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
