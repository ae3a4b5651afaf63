import { compoundParts, KNOWN_COMPOUNDS, MAX_QUERY_READINGS, queryReadings } from './search-compounds';

describe('split and joined readings of a query', () => {
  it("reads 'chat bot' also joined, and 'chatbot' also split, so both meet", () => {
    expect(queryReadings(['chat', 'bot'])).toEqual([['chat', 'bot'], ['chatbot']]);
    expect(queryReadings(['chatbot'])).toEqual([['chatbot'], ['chat', 'bot']]);
  });

  it('splits the plural of a known compound into the plural of its last word', () => {
    expect(compoundParts('chatbots')).toEqual(['chat', 'bots']);
    expect(compoundParts('livechat')).toEqual(['live', 'chat']);
    expect(compoundParts('parcel')).toBeNull();
  });

  it('joins each adjacent pair once, keeping the other words in place', () => {
    expect(queryReadings(['best', 'chat', 'bot'])).toEqual([
      ['best', 'chat', 'bot'],
      ['bestchat', 'bot'],
      ['best', 'chatbot'],
    ]);
  });

  it('tries each reading once, and no more than the cap for a long query', () => {
    expect(queryReadings(['help', 'desk'])).toEqual([['help', 'desk'], ['helpdesk']]);
    const long = Array.from({ length: 40 }, (_, i) => `w${i}`);
    const readings = queryReadings(long);
    expect(readings).toHaveLength(MAX_QUERY_READINGS);
    expect(readings[0]).toEqual(long);
    expect(new Set(readings.map((reading) => reading.join(' '))).size).toBe(readings.length);
  });

  it('has no compound listed twice', () => {
    const joined = KNOWN_COMPOUNDS.map((parts) => parts.join(''));
    expect(new Set(joined).size).toBe(joined.length);
  });
});
