/** @jest-environment node */
import { EARLY_INPUT_PAGES, parseEarlyInputArgs } from './early-input-args';

describe('bench:early-input options', () => {
  it('measures every page by default, 12 inputs at most, on a 100 ms grid reaching 2 s past hydration', () => {
    expect(parseEarlyInputArgs([])).toEqual({ pages: [...EARLY_INPUT_PAGES], maxInputs: 12, stepMs: 100, afterMs: 2000 });
  });

  it('runs only the pages asked for, in the usual order', () => {
    expect(parseEarlyInputArgs(['--pages', 'app,listing-phone']).pages).toEqual(['listing-phone', 'app']);
    expect(parseEarlyInputArgs(['--pages=cart']).pages).toEqual(['cart']);
    expect(parseEarlyInputArgs(['--pages', ' search , search ']).pages).toEqual(['search']);
  });

  it('takes the counts in both spellings', () => {
    expect(parseEarlyInputArgs(['--max-inputs', '3', '--step=250', '--after-ms', '0'])).toMatchObject({
      maxInputs: 3,
      stepMs: 250,
      afterMs: 0,
    });
  });

  it('rejects unknown pages and options, missing values and counts that are not whole numbers in range', () => {
    expect(() => parseEarlyInputArgs(['--pages', 'home'])).toThrow(/unknown page home/);
    expect(() => parseEarlyInputArgs(['--pages', ','])).toThrow(/unknown page/);
    expect(() => parseEarlyInputArgs(['--pages'])).toThrow(/--pages needs a value/);
    expect(() => parseEarlyInputArgs(['--max-inputs', '--pages', 'app'])).toThrow(/--max-inputs needs a value/);
    expect(() => parseEarlyInputArgs(['--max-inputs', '0'])).toThrow(/whole number ≥ 1/);
    expect(() => parseEarlyInputArgs(['--max-inputs', '2.5'])).toThrow(/whole number/);
    expect(() => parseEarlyInputArgs(['--step', '1e2'])).toThrow(/whole number/);
    expect(() => parseEarlyInputArgs(['--after-ms='])).toThrow(/needs a value/);
    expect(() => parseEarlyInputArgs(['--runs', '3'])).toThrow(/unknown option --runs/);
    expect(() => parseEarlyInputArgs(['app'])).toThrow(/unknown option app/);
  });
});
