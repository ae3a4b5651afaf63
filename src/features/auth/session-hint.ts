import { CALLBACK_MARKERS } from '../../domain/auth/callback-params';
import { SESSION_COOKIE } from './session-cookie';

/**
 * Set on <html> before the first paint when this visit may be signed in: a session cookie is there
 * (as `__Host-` over https, cookies.ts), or the address carries a sign-in callback. What
 * start-session.ts reads to call a visit anonymous at once, read as early as the page's head can:
 * the client-only shell (components/client-only-shell.tsx) shows a visitor the prompt to sign in
 * from the server's HTML, and "Loading…" to anyone who may be signed in. A cookie that turns out
 * stale only costs "Loading…" until the session's check says otherwise.
 */
export const SESSION_HINT_ATTRIBUTE = 'data-session-maybe';

/** Inline script text for the head (gatsby-ssr.tsx); tested against carriesCallback and the cookie's names. */
export const SESSION_HINT_SCRIPT =
  '(function(d,l){try{' +
  `var m=${JSON.stringify(CALLBACK_MARKERS)},n=[];` +
  'new URLSearchParams(l.search).forEach(function(v,k){n.push(k)});' +
  'l.hash.replace(/^#/,"").split("&").forEach(function(s){if(s.indexOf("=")>=0)new URLSearchParams(s).forEach(function(v,k){n.push(k)})});' +
  `if(/(^|; )(__Host-)?${SESSION_COOKIE}=/.test(d.cookie)||n.some(function(k){return m.indexOf(k)>=0}))` +
  `d.documentElement.setAttribute("${SESSION_HINT_ATTRIBUTE}","")` +
  // Where the page cannot tell, it says "Loading…" rather than ask someone signed in to sign in.
  `}catch(e){d.documentElement.setAttribute("${SESSION_HINT_ATTRIBUTE}","")}})(document,location)`;
