import { REGIONS, regionHeaders, regionOfToken } from './region';

describe('region of a token (§3 regions, §7 X-Region header)', () => {
  it('knows the four regions of §3', () => {
    expect(REGIONS).toEqual(['fra', 'fra-a', 'fra-b', 'dal']);
  });

  it('reads the prefix before the first colon', () => {
    expect(regionOfToken('dal:abc123')).toBe('dal');
    expect(regionOfToken('fra:abc')).toBe('fra');
    expect(regionOfToken('fra-a:abc:def')).toBe('fra-a');
    expect(regionOfToken('fra-b:')).toBe('fra-b');
  });

  it('gives null for tokens without a known region', () => {
    expect(regionOfToken('abc123')).toBeNull();
    // No colon at all: a token that merely starts with a region's letters names none.
    expect(regionOfToken('dalx')).toBeNull();
    expect(regionOfToken('fra-ab')).toBeNull();
    expect(regionOfToken(':abc')).toBeNull();
    expect(regionOfToken('us:abc')).toBeNull();
    expect(regionOfToken('DAL:abc')).toBeNull();
    expect(regionOfToken('dalx:abc')).toBeNull();
    expect(regionOfToken('x-dal:abc')).toBeNull();
    expect(regionOfToken('')).toBeNull();
    expect(regionOfToken(null)).toBeNull();
    expect(regionOfToken(undefined)).toBeNull();
  });

  it('sends X-Region only when the token names a region', () => {
    expect(regionHeaders('fra-a:token')).toEqual({ 'X-Region': 'fra-a' });
    expect(regionHeaders('dal:token')).toEqual({ 'X-Region': 'dal' });
    expect(regionHeaders('token')).toEqual({});
    expect(regionHeaders(null)).toEqual({});
  });
});
