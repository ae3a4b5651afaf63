import {
  ACCOUNTS_ERRORS,
  APP_REVIEW_FORM,
  CART,
  FAILURE,
  licenseInactive,
  LOADING,
  missingChunk,
  noInstallRights,
  PAYMENT,
  PERMISSIONS,
  planRestriction,
  PRODUCT_NOTES,
  productInactiveNote,
  rateFailed,
  SIGN_IN,
  staticQueryFailed,
  SUCCESS,
} from './messages';

describe('messages (§8 texts, written once)', () => {
  it('keeps the catalogue texts exact', () => {
    expect(SUCCESS.appInstalled).toBe('Application installed successfully!');
    expect(SUCCESS.appPurchased).toBe("You've successfully purchased the app");
    expect(CART.locked).toBe('Your cart is currently blocked by the unfinished checkout process. Try again later.');
  });

  it('fills in the placeholders', () => {
    expect(rateFailed('Too many requests')).toBe(
      'Unable to rate this app, please try again or contact our support. Too many requests',
    );
    expect(rateFailed()).toBe('Unable to rate this app, please try again or contact our support.');
    expect(noInstallRights('LiveChat')).toBe('To install contact the owner of the LiveChat license.');
    expect(licenseInactive('HelpDesk')).toBe('Your HelpDesk license is inactive. Go to HelpDesk app and activate it.');
  });

  it('words the permission texts of §5 and §6, and our own for an app that refuses installs', () => {
    expect(PERMISSIONS.notSignedIn).toBe('You do not have enough permissions to install applications.');
    expect(PERMISSIONS.ownProduct).toBe(
      'You cannot buy your own service/app. If you want to install it, go to Developer Console.',
    );
    expect(PERMISSIONS.notInstallable).toBe('This app cannot be installed.');
  });

  it('words the plan restrictions of §6 by minimum plan', () => {
    expect(planRestriction('team')).toBe('This app is currently available only for Team and higher plans');
    expect(planRestriction('business')).toBe('This app is currently available only for Business and Enterprise plans');
    expect(planRestriction('enterprise')).toBe('This app is currently available only for the Enterprise plan');
    expect(planRestriction('starter')).toBeNull();
    expect(planRestriction(null)).toBeNull();
  });

  it('has every success, failure, payment and cart text of §8 word for word', () => {
    expect(SUCCESS).toEqual({
      messageSent: 'Message sent successfully!',
      reviewSent: 'Review sent to be verified!',
      requestSent: 'Request sent!',
      appRated: 'Thank you for rating this app.',
      appInstalled: 'Application installed successfully!',
      serviceActivated: 'Service activated successfully!',
      appUninstalled: 'Application uninstalled successfully.',
      serviceDeactivated: 'Service deactivated successfully.',
      appPurchased: "You've successfully purchased the app",
      couponAdded: 'The coupon has been added successfully.',
    });
    expect(FAILURE).toEqual({
      expertRequest: "We couldn't send the expert request",
      reviewAlreadySent: 'Review had already been sent!',
      expertReview: "Expert review couldn't be sent",
      accessRequest: 'Cannot send access request.',
      uninstall: 'Uninstallation failed. Please, contact our support.',
      alreadyInstalled: 'Application is already installed.',
      unexpected: 'Unexpected error',
    });
    expect(PAYMENT).toEqual({
      cardCharge: 'Unfortunately, we were unable to charge your card...',
      billingApi: "It looks like there's been an error on our side. Don't worry, your card details are valid...",
      cart: "We're sorry, but there's been an error and the transaction failed...",
      failed: 'Payment failed',
      declinedOrCancelled: 'Payment declined/cancelled',
      directChargeCreate: 'Direct charge creation failed',
      directChargeFetch: 'Direct charge fetch failed',
      directChargeActivate: "Direct charge couldn't be activated",
      recurrentChargeAcceptDecline: "Recurrent charge couldn't be accepted/declined",
      directChargeFailed: 'Direct charge failed',
      chargeNotFound: "This transaction doesn't exist.",
    });
    expect(CART).toEqual({
      load: "Cart couldn't be loaded. Please, contact our support.",
      create: "Cart couldn't be created...",
      update: "Cart couldn't be updated...",
      removeProduct: "The product couldn't be removed from the cart...",
      addProduct: "The product couldn't be added to the cart...",
      addProducts: "Products couldn't be added to the cart. Please, try again later or contact our support.",
      alreadyPurchased: 'Cannot purchase already purchased cart',
      closed: 'Cannot purchase closed cart',
      purchaseNotConfirmed: "Purchase couldn't be confirmed",
      purchaseCheck: "Couldn't check if all products made it through purchase process",
      startCheckout: 'Start cart checkout failed',
      rejectCheckout: 'Reject cart checkout failed',
      locked: 'Your cart is currently blocked by the unfinished checkout process. Try again later.',
    });
  });

  it('has the product notes, sign-in, loading and review-form texts of §5 and §8', () => {
    expect(PRODUCT_NOTES).toEqual({
      paymentFailed: 'Payment failed',
      contactSupport: 'Was not installed, please contact support',
    });
    expect(productInactiveNote('LiveChat')).toBe('Was not installed, please activate LiveChat first');
    expect(SIGN_IN).toMatchObject({
      missingToken: 'Missing token',
      tokenInfo: 'Cannot fetch token info',
      userData: 'Cannot fetch user data',
      license: "Couldn't fetch information about license",
      unauthorizedTransaction: 'Unauthorized transaction',
      ghostLogin: 'Ghost login failed! Please contact support.',
    });
    expect(LOADING.loggedOut).toBe("We couldn't authorize your request as you've been logged out. Log in and try again.");
    expect(missingChunk('app-page')).toBe("We couldn't find the correct component chunk with the name app-page");
    expect(staticQueryFailed('the categories')).toBe("We couldn't load the categories");
    expect(APP_REVIEW_FORM).toEqual({
      rateBlank: 'This field cannot be blank, please rate the app on a scale from 1-5',
      nameBlank: 'Please enter your name',
      reviewBlank: 'Please enter your review',
      nameTooLong: 'Name cannot be longer than 64 characters',
      reviewTooLong: 'Review cannot be longer than 255 characters',
    });
    expect(PERMISSIONS.couponStatus).toBe('The coupon has failed due to the incorrect response status.');
  });

  it('names each accounts-service error of §8', () => {
    expect(Object.keys(ACCOUNTS_ERRORS)).toEqual([
      'invalid_request',
      'unauthorized_client',
      'access_denied',
      'unsupported_response_type',
      'unauthorized',
    ]);
    expect(ACCOUNTS_ERRORS.invalid_request).toMatch(/invalid request.*not be whitelisted/);
    expect(ACCOUNTS_ERRORS.unauthorized_client).toMatch(/unauthorized client/);
    expect(ACCOUNTS_ERRORS.access_denied).toMatch(/access denied/);
    expect(ACCOUNTS_ERRORS.unsupported_response_type).toMatch(/unsupported response type/);
    expect(ACCOUNTS_ERRORS.unauthorized).toMatch(/unauthorized identity/);
  });

  it('maps every plan tier of §3 to its restriction', () => {
    expect(planRestriction('pro')).toBe('This app is currently available only for Team and higher plans');
    expect(planRestriction('premium')).toBe('This app is currently available only for Business and Enterprise plans');
    expect(planRestriction('enterpriseplus')).toBe('This app is currently available only for the Enterprise plan');
    for (const tier of ['solo', 'regular', 'basic']) expect(planRestriction(tier)).toBeNull();
  });
});
