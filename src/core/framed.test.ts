import { isFramed } from './framed';

it('tells a framed page from a top-level one', () => {
  const page = {} as Window;
  expect(isFramed({ top: page, self: page })).toBe(false);
  expect(isFramed({ top: {} as Window, self: page })).toBe(true);
});
