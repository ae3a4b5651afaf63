import { useEffect, useRef } from 'react';
import { siteConfig } from '../../../core/config';
import { useAppDispatch } from '../../../core/hooks';
import { settingsUrl, wantsSettingsAction, withoutSettingsAction } from '../../../domain/install/install-actions';
import { openHostLink } from '../install-thunks';

type SettingsTarget = Parameters<typeof settingsUrl>;

/**
 * §2: back from the host with ?action=settings, the page of an installed app opens its settings,
 * once. The address left behind loses `action`, so Back from the host's settings stays on the app
 * page (it used to send the user to the settings again, every time).
 */
export function useSettingsOnReturn(app: SettingsTarget[0], product: SettingsTarget[1], active: boolean): void {
  const dispatch = useAppDispatch();
  const opened = useRef(false);
  useEffect(() => {
    if (!active || opened.current || !wantsSettingsAction(window.location.search)) return;
    opened.current = true;
    window.history.replaceState(window.history.state, '', withoutSettingsAction(window.location));
    void dispatch(openHostLink(settingsUrl(app, product, siteConfig.hostAppUrls)));
  }, [dispatch, active, app, product]);
}
