import { isRetired, parseRetiredIds, withoutRetired } from './retired-integrations';

describe('retired legacy integrations (§9)', () => {
  const retired = parseRetiredIds(['5a1b2c', 'old-helper']);

  it('matches an app by its id or its slug', () => {
    expect(isRetired({ id: '5a1b2c', slug: 'anything' }, retired)).toBe(true);
    expect(isRetired({ id: 'other', slug: 'old-helper' }, retired)).toBe(true);
    expect(isRetired({ id: 'other', slug: 'current' }, retired)).toBe(false);
  });

  it('drops only the retired ones, keeping the order of the rest', () => {
    const apps = [
      { id: 'a', slug: 'alpha' },
      { id: '5a1b2c', slug: 'legacy' },
      { id: 'b', slug: 'beta' },
    ];
    expect(withoutRetired(apps, retired).map((app) => app.slug)).toEqual(['alpha', 'beta']);
  });

  it('refuses a table that is not a list of ids, so a broken table fails the build instead of showing retired apps', () => {
    expect(() => parseRetiredIds({ ids: [] })).toThrow('JSON array of ids');
    expect(() => parseRetiredIds(['ok', 3])).toThrow();
    expect(() => parseRetiredIds(['ok', ' '])).toThrow();
    expect([...parseRetiredIds([' spaced '])]).toEqual(['spaced']);
  });
});
