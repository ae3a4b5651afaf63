import { newVisit, siteUrl, waitForHydration } from './support/site';

/**
 * Hydration keeps the server's styles: styled-components takes over the server's rules as they are,
 * and no rule is deleted and inserted again. The global style's `*` rule deleted and re-added
 * restyled the whole page in the middle of hydration (~1,600 elements on the listing).
 */
describe('styles at hydration', () => {
  it.each([
    ['the listing', '/apps/'],
    ['home', '/'],
  ])('%s: no rule deleted, the global rules present once', async (_name, sitePath) => {
    const visit = await newVisit({ width: 412, height: 823 });
    try {
      await visit.page.addInitScript(() => {
        const deleted: number[] = [];
        (window as unknown as { __deletedRules: number[] }).__deletedRules = deleted;
        const deleteRule = CSSStyleSheet.prototype.deleteRule;
        CSSStyleSheet.prototype.deleteRule = function (index: number) {
          deleted.push(index);
          return deleteRule.call(this, index);
        };
      });
      await visit.page.goto(siteUrl(sitePath));
      await waitForHydration(visit.page);
      const found = await visit.page.evaluate(() => ({
        deleted: (window as unknown as { __deletedRules: number[] }).__deletedRules.length,
        boxSizingRules: Array.from(document.styleSheets)
          .flatMap((sheet) => Array.from(sheet.cssRules))
          .filter((rule) => rule instanceof CSSStyleRule && rule.selectorText.startsWith('*')).length,
        bodyFont: getComputedStyle(document.body).fontFamily,
        bodyMargin: getComputedStyle(document.body).margin,
      }));
      expect(found).toEqual({ deleted: 0, boxSizingRules: 1, bodyFont: expect.stringContaining('Inter'), bodyMargin: '0px' });
    } finally {
      await visit.context.close();
    }
  });
});
