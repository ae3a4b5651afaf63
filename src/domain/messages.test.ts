import { CART, licenseInactive, noInstallRights, PERMISSIONS, planRestriction, rateFailed, SUCCESS } from './messages';

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
});
