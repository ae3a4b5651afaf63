import { COMPARE_STORAGE_KEY, readStoredSelection, writeStoredSelection } from './compare-storage';

const items = [
  { slug: 'alpha', name: 'Alpha' },
  { slug: 'beta', name: 'Beta' },
];

describe('compare storage (the persistence guard)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
  });

  it('writes only slugs and names and reads them back', () => {
    writeStoredSelection([{ ...items[0], icon: 'x.svg' } as (typeof items)[number], items[1]]);
    expect(JSON.parse(window.localStorage.getItem(COMPARE_STORAGE_KEY) ?? '')).toEqual(items);
    expect(readStoredSelection()).toEqual(items);
  });

  it('removes the key when the selection is empty', () => {
    writeStoredSelection(items);
    writeStoredSelection([]);
    expect(window.localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
  });

  it('reads a corrupt or foreign value as an empty selection', () => {
    for (const value of ['{not json', '{"slug":"a"}', '[1,2,3]', '[{"slug":"../x","name":"X"}]']) {
      window.localStorage.setItem(COMPARE_STORAGE_KEY, value);
      expect(readStoredSelection()).toEqual([]);
    }
  });

  it('survives storage that throws (blocked storage, full quota): reads nothing, writes silently', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readStoredSelection()).toEqual([]);
    expect(() => writeStoredSelection(items)).not.toThrow();
  });

  it('survives a window whose localStorage getter throws', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readStoredSelection()).toEqual([]);
    expect(() => writeStoredSelection(items)).not.toThrow();
  });
});
