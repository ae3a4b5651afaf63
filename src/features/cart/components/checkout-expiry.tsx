/** The line saying when the checkout's lock on the cart runs out, in the cart and in the review. */
export function CheckoutExpiry({ minutes }: { minutes: number }) {
  return (
    <p data-checkout-expiry>
      Checkout expires in {minutes} {minutes === 1 ? 'minute' : 'minutes'}.
    </p>
  );
}
