import { isApiCart } from './cart-answer';

const cart = { id: 'c1', products: [{ id: 'a1' }], summary: { oneTime: [], recurrent: [] } };

it('takes a cart with an id, products with ids and a summary of two lists', () => {
  expect(isApiCart(cart)).toBe(true);
  expect(isApiCart({ ...cart, products: [] })).toBe(true);
});

it.each([
  ['{}', {}],
  ['null', null],
  ['a text', '<html>Bad gateway</html>'],
  ['no id', { ...cart, id: '' }],
  ['products that are no list', { ...cart, products: {} }],
  ['a product without id', { ...cart, products: [{}] }],
  ['no summary', { ...cart, summary: null }],
  ['a summary without its lists', { ...cart, summary: { oneTime: [] } }],
])('refuses %s', (_name, value) => {
  expect(isApiCart(value)).toBe(false);
});
