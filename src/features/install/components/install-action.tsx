import { withPrefix } from 'gatsby';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { accountsConfig, siteConfig } from '../../../core/config';
import { appAuthorizeUrl } from '../../../domain/install/authorize-popup';
import { checkoutPath, installedAction, isPaid } from '../../../domain/install/install-actions';
import { isComingSoon } from '../../../domain/catalogue/lifecycle';
import { PERMISSIONS } from '../../../domain/site/messages';
import { canRequestAccess } from '../../../domain/auth/roles';
import type { ProductActionsProps } from '../../../ui/product-actions';
import {
  selectCurrentPlan,
  selectInstallState,
  selectPlanKnown,
  selectSessionKnown,
  selectSessionPending,
  selectSessionUser,
  installStandingFor,
  uninstallVerdictFor,
} from '../install-selectors';
import { consentThenInstall, installApp, loadAccounts, loadInstalledApps, requestInstallAccess } from '../install-thunks';
import { openConsentWindow, type ConsentWindow } from '../authorize-popup';
import { Button } from '../../../ui/button';
import { Action, ActionBox, ActionLink } from './action-button';
import { NotifyMe } from './notify-me';
import { UninstallDialog } from './uninstall-form';
import { useSettingsOnReturn } from './use-settings-on-return';

interface InstallActionProps extends ProductActionsProps {
  /** Starts the sign-in (the auth feature's, provided by the shell); resolves when it ended. */
  signIn: () => Promise<void>;
  /** A visitor clicked Install before this chunk loaded: sign in, then resume the same install. */
  resumeInstall?: boolean;
}

/**
 * The install button of cards and product pages (§4-§6): Install when installVerdict allows it,
 * the refusal and its message otherwise (owners to contact and the access request for missing
 * rights), the installed state by placement (§2), and Uninstall on the page.
 */
export default function InstallAction(props: InstallActionProps) {
  const { product: target, placement, signIn, resumeInstall = false } = props;
  // Not available yet (coming soon): the organization may ask to be told when it is published. A
  // visitor's click before this chunk loaded signs in, then sends that request: never an install.
  if (isComingSoon(target.lifecycle)) {
    return target.appId ? <NotifyMe appId={target.appId} placement={placement} signIn={signIn} resume={resumeInstall} /> : null;
  }
  return <InstallButton {...props} />;
}

function InstallButton({ product: target, placement, signIn, resumeInstall = false }: InstallActionProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const known = useAppSelector(selectSessionKnown);
  const pending = useAppSelector(selectSessionPending);
  const plan = useAppSelector(selectCurrentPlan);
  const planKnown = useAppSelector(selectPlanKnown);
  const state = useAppSelector(selectInstallState);
  const [signInTried, setSignInTried] = useState(false);
  /**
   * Install was pressed signed out (here, or on the placeholder before this chunk loaded: resumeInstall):
   * the press shows it was taken until the sign-in it starts ends.
   */
  const [signingIn, setSigningIn] = useState(resumeInstall);
  const signInEnded = useCallback(() => {
    setSignInTried(true);
    setSigningIn(false);
  }, []);
  useEffect(() => {
    if (user) setSigningIn(false);
  }, [user]);
  const [uninstalling, setUninstalling] = useState(false);
  /** The Uninstall button: focus returns to it when the dialog closes. */
  const uninstallOpener = useRef<HTMLButtonElement>(null);
  /** The Install that replaces it once uninstalled: focus lands there then (the opener is gone). */
  const installButton = useRef<HTMLButtonElement>(null);
  /** The authorization window this page opened and waits on (one consent step, §4). */
  const [consent, setConsent] = useState<ConsentWindow | null>(null);
  const resume = useRef(resumeInstall);
  const signInAsked = useRef(false);
  const appId = target.appId ?? '';
  const app = useMemo(() => ({ ...target, appId }), [target, appId]);
  // §1: the build's product decides the links into the host; §5: the license, roles and plan that
  // count are those of the app's own product (a help-desk app shown in the live-chat build).
  const product = siteConfig.product;
  const { licensed, license, verdict } = useMemo(
    () => installStandingFor(user, state.accounts.list, { plan, known: planKnown }, app),
    [user, state.accounts.list, plan, planKnown, app],
  );
  const installed = state.installed.ids.includes(appId);
  // Apps with an OAuth client are allowed in the accounts window, opened by the click itself (a card
  // learns its app's client meanwhile); apps without one install at once.
  // A card's unknown client (undefined) is looked up; a page knows its app's (null: none).
  const lookUpClient = placement === 'card' && target.clientId === undefined;
  const needsConsent = Boolean(target.clientId) || lookUpClient;
  const [pressAgain, setPressAgain] = useState(false);
  const startInstall = useCallback(() => {
    setPressAgain(false);
    if (!needsConsent) {
      void dispatch(installApp(app));
      return;
    }
    const redirectUri = new URL(withPrefix('/authorized.html'), window.location.origin).href;
    const opened = openConsentWindow(target.clientId ? appAuthorizeUrl(accountsConfig.url, target.clientId, redirectUri) : null);
    setConsent(opened);
    void dispatch(
      consentThenInstall(lookUpClient ? app : { ...app, clientId: target.clientId }, opened, (clientId) =>
        appAuthorizeUrl(accountsConfig.url, clientId, redirectUri),
      ),
    ).finally(() => setConsent((current) => (current === opened ? null : current)));
  }, [dispatch, app, target.clientId, lookUpClient, needsConsent]);
  const busy = state.activity[appId];
  // §4 direct install: the service's message (text) and the vendor's finish link, after the install.
  const direct = state.direct[appId];

  const rightsRefused = !verdict.allowed && (verdict.reason === 'no-install-rights' || verdict.reason === 'owner-only');
  const uninstall = useMemo(() => uninstallVerdictFor(user, state.accounts.list, app), [user, state.accounts.list, app]);
  // A plan refusal before the subscription is read is a guess: neither shown nor acted on (no flicker).
  const planPending = Boolean(user) && !license.known && !verdict.allowed && verdict.reason === 'plan-restriction';

  useEffect(() => {
    if (user) void dispatch(loadInstalledApps());
  }, [dispatch, user]);
  useEffect(() => {
    if (rightsRefused && placement === 'page') void dispatch(loadAccounts());
  }, [dispatch, rightsRefused, placement]);

  // The visitor's click: sign in first (once, and only when nobody is signed in or signing in: a
  // session that is still being established is awaited); the effect below resumes the install.
  useEffect(() => {
    if (!resume.current || user || !known || pending || signInAsked.current) return;
    signInAsked.current = true;
    setSigningIn(true);
    void signIn().finally(signInEnded);
  }, [signIn, signInEnded, user, known, pending]);
  useEffect(() => {
    if (!resume.current || !user || state.installed.status !== 'fulfilled' || planPending) return;
    resume.current = false;
    if (!verdict.allowed || installed || isPaid(app)) return;
    if (!needsConsent) startInstall();
    // Signed in already when pressed (the press came before this code, on a slow phone): the press
    // still counts and opens the accounts window itself, while the browser takes it as the user's.
    else if (!signInAsked.current && navigator.userActivation?.isActive !== false) startInstall();
    // The accounts window needs a press of its own (the first one opened the sign-in): say so.
    else setPressAgain(true);
  }, [startInstall, user, state.installed.status, planPending, verdict.allowed, installed, app, needsConsent]);

  useSettingsOnReturn(app, product, placement === 'page' && installed);

  if (!appId) return null;

  if (installed) {
    const action = installedAction(app, product, siteConfig.hostAppUrls);
    return (
      <ActionBox>
        {action.href ? (
          <Action as="a" href={action.href} $variant="primary">
            {action.label}
          </Action>
        ) : (
          <Action disabled>{action.label}</Action>
        )}
        {placement === 'page' && uninstall.allowed && (
          <Button
            ref={uninstallOpener}
            size="sm"
            aria-haspopup="dialog"
            onClick={() => setUninstalling(true)}
            disabled={Boolean(busy) && busy !== 'uninstalling'}
            pending={busy === 'uninstalling'}
          >
            {busy === 'uninstalling' ? 'Uninstalling…' : 'Uninstall'}
          </Button>
        )}
        {/* §6: not offered to a user who may not uninstall (an agent: a paid plan is not theirs to cancel), and said why. */}
        {placement === 'page' && !uninstall.allowed && user && <p>{uninstall.message}</p>}
        {placement === 'page' && (
          <UninstallDialog
            open={uninstalling}
            target={app}
            onClose={() => setUninstalling(false)}
            returnFocus={() => uninstallOpener.current ?? installButton.current}
          />
        )}
        {direct?.message && <p role="status">{direct.message}</p>}
        {direct?.finish && (
          <a href={direct.finish.href} {...(direct.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {direct.finish.label}
          </a>
        )}
      </ActionBox>
    );
  }

  if (isPaid(app) && (verdict.allowed || verdict.reason === 'not-signed-in')) {
    // Checkout is its own flow: until it exists here, the button says where it goes.
    return <ActionLink to={checkoutPath(app.slug)}>Buy at checkout</ActionLink>;
  }

  if (planPending) {
    return (
      <Button variant="primary" size="sm" pending>
        Install
      </Button>
    );
  }

  if (verdict.allowed && consent) {
    return (
      <ActionBox role="group" aria-label={`Allow ${target.name} to access your account`}>
        <Button variant="primary" size="sm" pending>
          {busy === 'installing' ? 'Installing…' : 'Waiting for your approval…'}
        </Button>
        <Action type="button" onClick={() => consent.close()} disabled={busy === 'installing'}>
          Cancel
        </Action>
        {placement === 'page' && <p role="status">Allow {target.name} in the accounts window to finish the install.</p>}
      </ActionBox>
    );
  }

  if (verdict.allowed) {
    const button = (
      <Button ref={installButton} variant="primary" size="sm" pending={Boolean(busy)} onClick={startInstall}>
        {busy === 'installing' ? 'Installing…' : target.isService ? 'Activate' : 'Install'}
      </Button>
    );
    if (!pressAgain) return button;
    return (
      <ActionBox>
        {button}
        <p role="status">You are signed in. Press Install again to allow {target.name} in the accounts window.</p>
      </ActionBox>
    );
  }

  if (verdict.reason === 'not-signed-in') {
    return (
      <ActionBox>
        {/* Signing in first tries the silent iframe (up to 2.5 s) before the popup: the press shows it was taken. */}
        <Button
          variant="primary"
          size="sm"
          pending={signingIn}
          onClick={() => {
            resume.current = true;
            setSigningIn(true);
            // A session still being read (the page's session cookie, a sign-in that just ended) is
            // awaited, not asked for again: the effects above sign in or install once it is known.
            if (!known || pending) return;
            signInAsked.current = true;
            void signIn().finally(signInEnded);
          }}
        >
          Install
        </Button>
        {placement === 'page' && signInTried && known && <p role="status">{PERMISSIONS.notSignedIn}</p>}
      </ActionBox>
    );
  }

  const contacts = verdict.contacts ?? [];
  return (
    <ActionBox>
      {/* The reason is visible text tied to the button (aria-describedby), not a tooltip. */}
      <Button variant="primary" size="sm" disabledReason={verdict.message}>
        Install
      </Button>
      {placement === 'page' && (
        <>
          {contacts.length > 0 && (
            <ul aria-label="License owners">
              {contacts.map((account) => (
                <li key={account.account_id}>
                  {account.name} (<a href={`mailto:${account.email}`}>{account.email}</a>)
                </li>
              ))}
            </ul>
          )}
          {rightsRefused && canRequestAccess(user, licensed) && (
            <Action type="button" onClick={() => void dispatch(requestInstallAccess(licensed))}>
              Request access
            </Action>
          )}
        </>
      )}
    </ActionBox>
  );
}
