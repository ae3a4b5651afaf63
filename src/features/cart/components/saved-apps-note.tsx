import { readGuestCart } from '../guest-cart';

/** How many apps this browser keeps for a signed-out visitor's cart (none: nothing said). Read in the browser only. */
export function SavedAppsNote() {
  const saved = readGuestCart().length;
  if (saved === 0) return null;
  return (
    <p data-saved-apps>
      {saved} {saved === 1 ? 'app is' : 'apps are'} saved in this browser: they join your cart when you sign in.
    </p>
  );
}
