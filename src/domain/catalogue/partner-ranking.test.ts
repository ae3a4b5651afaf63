import { readCatalogueData } from '../../../sandbox/data-files';
import { partnerScore, rankingPrior, rankPartners } from './partner-ranking';

const partner = (name: string, rate: number, votes: number) => ({ name, rate, votes });

describe('partner ranking (Bayesian average)', () => {
  it('C is the mean over all votes, m the mean vote count of rated partners', () => {
    // (5*1 + 4*3) / 4 votes = 4.25; 4 votes over 2 rated partners = 2 (the unrated one counts for neither).
    expect(rankingPrior([partner('a', 5, 1), partner('b', 4, 3), partner('c', 0, 0)])).toEqual({ mean: 4.25, weight: 2 });
  });

  it('score = (C*m + rate*votes) / (m + votes)', () => {
    const prior = { mean: 4, weight: 10 };
    expect(partnerScore(partner('a', 5, 1), prior)).toBeCloseTo((4 * 10 + 5) / 11, 10);
    expect(partnerScore(partner('b', 4.8, 300), prior)).toBeCloseTo((40 + 4.8 * 300) / 310, 10);
    // No votes: the prior itself.
    expect(partnerScore(partner('c', 0, 0), prior)).toBe(4);
  });

  it('one 5.0 vote no longer ranks above partners with hundreds of high votes', () => {
    const lone = partner('Lone Star', 5, 1);
    const busy = partner('Busy Bees', 4.9, 300);
    const steady = partner('Steady Co', 4.8, 250);
    const weak = partner('Weak Ltd', 3.1, 400);
    expect(rankPartners([lone, weak, steady, busy]).map((p) => p.name)).toEqual([
      'Busy Bees',
      'Steady Co',
      'Lone Star',
      'Weak Ltd',
    ]);
    // Against partners rated above the mean of all votes, the single vote comes last.
    const rankedHigh = rankPartners([lone, busy, partner('Top Team', 4.95, 200), weak]).map((p) => p.name);
    expect(rankedHigh.indexOf('Lone Star')).toBeGreaterThan(rankedHigh.indexOf('Busy Bees'));
    expect(rankedHigh.indexOf('Lone Star')).toBeGreaterThan(rankedHigh.indexOf('Top Team'));
  });

  it('ranks a subset with the prior of all partners; ties go to more votes, then the name', () => {
    const all = [partner('b', 4, 2), partner('a', 4, 2), partner('c', 4, 5), partner('d', 1, 100)];
    const prior = rankingPrior(all);
    expect(rankPartners(all.slice(0, 3), prior).map((p) => p.name)).toEqual(['c', 'a', 'b']);
  });

  it('with no votes anywhere every partner scores 0 and the name decides', () => {
    expect(rankPartners([partner('b', 0, 0), partner('a', 0, 0)]).map((p) => p.name)).toEqual(['a', 'b']);
  });

  it('in the bundled catalogue no partner with one or two votes leads the list', () => {
    const ranked = rankPartners(readCatalogueData().partners.map(({ name, rating }) => ({ name, ...rating })));
    expect(ranked[0].votes).toBeGreaterThan(2);
  });
});
