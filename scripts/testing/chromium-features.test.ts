import { disableFeaturesSwitch, featuresUndone, HEADLESS_UI_FEATURES, PLAYWRIGHT_DISABLED_FEATURES } from './chromium-features';

describe('the --disable-features switch appended after Playwright’s', () => {
  it('names Playwright’s features, then the extra ones, each once', () => {
    const value = disableFeaturesSwitch(['WebUIOmniboxPopup', 'PaintHolding']).replace('--disable-features=', '').split(',');
    expect(value.slice(0, PLAYWRIGHT_DISABLED_FEATURES.length)).toEqual(PLAYWRIGHT_DISABLED_FEATURES);
    expect(value).toContain('WebUIOmniboxPopup');
    expect(value.filter((feature) => feature === 'PaintHolding')).toHaveLength(1);
  });

  it('switches off the omnibox popups of headless windows', () => {
    expect(HEADLESS_UI_FEATURES).toEqual(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup']);
  });
});

describe('featuresUndone: what the last --disable-features drops of an earlier one', () => {
  it('is nothing when the last switch repeats the earlier lists', () => {
    expect(featuresUndone(['--disable-features=PaintHolding,MediaRouter', disableFeaturesSwitch(['X'])])).toEqual([]);
    expect(featuresUndone(['--disable-features=A,B', '--disable-features=B,A,C'])).toEqual([]);
  });

  it('names a feature a newer Playwright added to its own list', () => {
    expect(featuresUndone(['--disable-features=PaintHolding,NewThing', disableFeaturesSwitch(HEADLESS_UI_FEATURES)])).toEqual([
      'NewThing',
    ]);
    // Among other switches, every feature the earlier list has and the last one lacks.
    expect(featuresUndone(['--headless', '--disable-features=A,B', '--no-sandbox', disableFeaturesSwitch([])])).toEqual([
      'A',
      'B',
    ]);
  });

  it('is nothing with one switch or none', () => {
    expect(featuresUndone(['--headless'])).toEqual([]);
    expect(featuresUndone(['--disable-features=A'])).toEqual([]);
  });
});
