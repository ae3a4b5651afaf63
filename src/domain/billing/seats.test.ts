import { readSeats, settleSeats } from './seats';

describe('the seats field (issue: Backspace snapped it to 1, then typing 5 gave 15)', () => {
  it('reads what is typed as it is: empty is nothing (never 1), whole numbers within 1 to 1000 are seats', () => {
    expect(readSeats('')).toEqual({ kind: 'empty' });
    expect(readSeats('  ')).toEqual({ kind: 'empty' });
    expect(readSeats('5')).toEqual({ kind: 'seats', seats: 5 });
    expect(readSeats(' 15 ')).toEqual({ kind: 'seats', seats: 15 });
    expect(readSeats('1000')).toEqual({ kind: 'seats', seats: 1000 });
  });

  it('says what is wrong with anything else while it is typed', () => {
    const invalid = { kind: 'invalid', message: 'Enter a whole number of seats from 1 to 1000.' };
    for (const text of ['0', '1001', '2.5', '-3', 'abc', '1e3']) expect(readSeats(text)).toEqual(invalid);
  });

  it('brings a value out of bounds to the nearest bound when the field is left, and says so', () => {
    expect(settleSeats('1500', 4)).toEqual({ seats: 1000, message: 'At most 1000 seats can be bought here: set to 1000.' });
    expect(settleSeats('0', 4)).toEqual({ seats: 1, message: 'At least 1 seat is needed: set to 1.' });
    expect(settleSeats('-2', 4)).toEqual({ seats: 1, message: 'At least 1 seat is needed: set to 1.' });
    expect(settleSeats('7', 4)).toEqual({ seats: 7, message: null });
  });

  it('gives an empty field back the seats priced before, and an unreadable one with the reason', () => {
    expect(settleSeats('', 4)).toEqual({ seats: 4, message: null });
    expect(settleSeats('abc', 4)).toEqual({ seats: 4, message: 'Enter a whole number of seats from 1 to 1000.' });
  });
});
