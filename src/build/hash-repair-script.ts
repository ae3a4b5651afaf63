/**
 * An inline script at the top of every page's head, run before any of the site's code: Gatsby's
 * router takes the address when its code loads, and its scroll handler decodes the first page's
 * hash with decodeURI and no guard, so a hash with a broken escape ("#state=%", "%E0%A4%A", as a
 * forged sign-in callback may carry) would throw during the first render and blank the page. Such
 * a hash is replaced by its text with every "%" escaped; the page then loads, and a callback in it
 * is still refused by its state ('Unauthorized transaction'). Any other hash is left as it is.
 * The same runs on every later popstate (a hash typed into the address bar, an in-page link, Back),
 * registered before the router's own listener, so the router reads the repaired address: the
 * scroll handler decodes each new location's hash too, and the page went blank there.
 */
export const HASH_REPAIR_SCRIPT =
  '(function(w,l,h){function r(){try{decodeURI(l.hash)}catch(e){h.replaceState(h.state,"",l.pathname+l.search+l.hash.replace(/%/g,"%25"))}}r();w.addEventListener("popstate",r)})(window,location,history)';
