/** §2's cart page. A file of its own: the shell's cart link takes it without the cart's rules and texts. */
export const CART_PATH = '/cart/';
