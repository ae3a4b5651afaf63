import { DEVELOPER_SORT_LABELS, parseDeveloperSort, sortDevelopers } from './developers';

const devs = [
  { developerName: 'beta', productsNumber: 2 },
  { developerName: 'Alpha', productsNumber: 2 },
  { developerName: 'Gamma', productsNumber: 7 },
];

describe('developer sorts (§2)', () => {
  it('sorts by name, ignoring case', () => {
    expect(sortDevelopers(devs, 'developerName').map((d) => d.developerName)).toEqual(['Alpha', 'beta', 'Gamma']);
  });
  it('sorts by number of products, then name', () => {
    expect(sortDevelopers(devs, 'productsNumber').map((d) => d.developerName)).toEqual(['Gamma', 'Alpha', 'beta']);
  });
  it('reads the sort from the query string and ignores anything unknown', () => {
    expect(parseDeveloperSort('?sortBy=productsNumber')).toBe('productsNumber');
    expect(parseDeveloperSort('?sortBy=%3Cscript%3E')).toBe('developerName');
    expect(parseDeveloperSort('')).toBe('developerName');
    expect(parseDeveloperSort('?sortBy=developerName')).toBe('developerName');
    expect(parseDeveloperSort('?sortBy=')).toBe('developerName');
  });
  it('keeps names equal but for case in the order given', () => {
    const twins = [
      { developerName: 'Acme', productsNumber: 1 },
      { developerName: 'acme', productsNumber: 1 },
    ];
    expect(sortDevelopers(twins, 'developerName').map((d) => d.developerName)).toEqual(['Acme', 'acme']);
    expect(sortDevelopers([...twins].reverse(), 'developerName').map((d) => d.developerName)).toEqual(['acme', 'Acme']);
  });
  it('does not reorder the list it is given', () => {
    const given = [...devs];
    sortDevelopers(given, 'productsNumber');
    expect(given).toEqual(devs);
  });
  it('labels the two sorts', () => {
    expect(DEVELOPER_SORT_LABELS).toEqual({ developerName: 'Name: A to Z', productsNumber: 'Most products' });
  });
});
