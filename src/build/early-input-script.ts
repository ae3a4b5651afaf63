/**
 * No tap lost before hydration. The server's HTML paints long before the site's scripts have run
 * (on a slow phone 4 to 7 s later), and until React has hydrated a control its handlers do not
 * exist: a tap on Install did nothing, a filter box ticked and unticked itself. This inline script,
 * first in every page's head, takes what the page cannot do yet and does it once the page can:
 *
 * - A press on a control that needs the site's code (a button, a checkbox or radio, a label, an
 *   ARIA button/tab/switch) is stopped before the browser acts on it, the control shows
 *   it was taken (`data-early-pending`: a pulse and a progress cursor; `aria-busy` for assistive
 *   technology, unless the control sets its own), and the press is queued.
 * - A box (checkbox or radio) ticks at once, as plain HTML does, and its press is queued with the
 *   state the visitor gave it; replayed only if the hydrated page does not show that state already,
 *   from the state React knows (set back first: React would take a click from the visitor's own tick
 *   for no change at all, and the choice was lost).
 *   A filter box that names its query parameter (`data-early-param`, its `value` the value) also
 *   puts its choice in the address at once (`history.replaceState`), where the page, hydrating,
 *   reads it: the filter applies as soon as the page can, and the address is right from the press.
 * - A disclosure the server draws open but CSS folds on a phone (`<details data-unfolded-by-server>`,
 *   the listing's filters) unfolds at once when its summary is pressed: the attribute goes and
 *   `data-unfolded-early` says so to the page, which keeps it open once hydrated. Pressed again
 *   before then, it folds and unfolds as plain HTML does. That holds while React hydrates it too
 *   (its handlers are on the node a while before its effects run): until the page's own folding
 *   has decided, and says so by removing the server's attribute. Any other summary is left to the
 *   browser, which folds and unfolds it at once: every other disclosure is plain HTML, and the
 *   listing's loses the server's attribute only once its page has decided the fold, when its own
 *   handler is live. (Queued, such a press waited for the whole page to hydrate: ~1 s on a slow phone.)
 *   A changed select keeps its new value on screen and is queued too: held there until its change
 *   is replayed, since React sets a controlled select back to its state's value (its options'
 *   `selected`) when it hydrates it and whenever it renders it again. Its options' `selected` is
 *   guarded meanwhile, so React's setting it changes nothing; a key or a press still puts the choice
 *   back first, should anything else have moved it (the next ArrowDown moves on from the visitor's
 *   choice). Once replayed or dropped, the options are React's again. (It used to be put back every
 *   frame: a rendering update each frame, ~15–70 ms of them on a slow phone, taken from hydration.
 *   With a sort chosen 0.7 s after the first paint, 6 loads each, alternating: hydrated 3.9 → 3.2 s
 *   and sorted 4.1 → 3.4 s, medians.)
 *   Changed again with nothing else pressed in between (ArrowDown through the options), its queued
 *   change takes the new value: the choice the visitor stopped at is replayed, once, not each option
 *   passed on the way (each one a navigation, a history entry and the list sorted again).
 *   A form without an `action` (one only the site's code submits) is queued instead of reloading the page.
 * - Links, the submit of a form with an `action` (the header search) and anything else that works
 *   as plain HTML are left to the browser: they are honest before any script runs.
 * - Once the site says it has hydrated (`release`, from ui/use-hydrated.ts), each queued press is
 *   replayed in order, one per task once the browser is idle, on its control as soon as React has
 *   taken that control over (its props are on the node; lazy parts hydrate later). A control React
 *   replaced is found again by its tag, its landmark (the header's "Sign in" is not the cart's) and
 *   name; one that is gone, or not hydrated within REPLAY_WAIT_MS, is dropped with its mark: never run for a control that disappeared, never run twice (a double tap on a button
 *   is one press; boxes keep each toggle, and a box already as the visitor left it is not pressed).
 * - While presses wait, later ones queue behind them (their order kept). Presses are taken until the
 *   whole page has hydrated, not only until the release (the shell and the page): a part still to
 *   hydrate (the header's account area, whose chunk comes after the page's) would drop its press,
 *   and a navigation meanwhile would reach the parts still waiting (React error #421). After that,
 *   the site's own handlers take everything. A page whose scripts never come (offline, blocked) stops
 *   intercepting after GIVE_UP_MS: its controls then do what plain HTML does.
 */

/** The global the site calls: `window.___earlyInput.release()`. */
export const EARLY_INPUT_GLOBAL = '___earlyInput';

/** How long a queued press waits, after the release, for its control to hydrate. */
export const REPLAY_WAIT_MS = 10_000;
/** A page not released by then is taken to have no scripts coming. */
export const GIVE_UP_MS = 20_000;
/**
 * Each replay waits for the browser to be idle (at most this long): the page's own work right after
 * hydration (an effect that folds the filters on a phone, the first re-renders) lands first, so a
 * replayed press acts on the page as it settled, not on the server's HTML about to change.
 */
export const IDLE_WAIT_MS = 500;
/**
 * Replays also wait for the whole page to have hydrated (<html data-hydrated>, set once every part's
 * effects have run: hydration-mark.tsx), at most this long after the release. A control hydrates in
 * React's render, before its part commits and its effects run; pressed in between, the page's own
 * first effects (the phone's folded filters) would undo the press.
 */
export const SETTLE_WAIT_MS = 3000;
/** Two presses of one button closer than this are one (a double tap). */
export const DOUBLE_TAP_MS = 400;

const CONTROLS = [
  'button',
  'summary',
  'label',
  'input[type="checkbox"]',
  'input[type="radio"]',
  '[role="button"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="menuitem"]',
].join(',');

/** The mark's look: the control took the press and is about to act. */
export const EARLY_INPUT_STYLE =
  '[data-early-pending]{cursor:progress!important;outline:2px solid #4a6cf7;outline-offset:2px;' +
  'animation:early-pending .8s ease-in-out infinite alternate}' +
  '@keyframes early-pending{to{opacity:.6}}' +
  '@media (prefers-reduced-motion:reduce){[data-early-pending]{animation:none;opacity:.7}}';

export const EARLY_INPUT_SCRIPT = `(function(w,d){
var Q=[],replaying=0,released=0,releasedAt=0,start=Date.now(),timer=0,MARK="data-early-pending",BUSY="data-early-busy";
var SEL=${JSON.stringify(CONTROLS)};
function own(proto,name){return Object.getOwnPropertyDescriptor(proto.prototype,name)}
var SET=own(HTMLSelectElement,"value").set,PICK=own(HTMLOptionElement,"selected");
function now(){return Date.now()}
function active(){if(replaying)return false;return released||now()-start<${GIVE_UP_MS}}
function waiting(){return !released||Q.length>0||(!d.documentElement.hasAttribute("data-hydrated")&&now()-releasedAt<${REPLAY_WAIT_MS})}
function keyOf(el){var r=el.closest("header,main,footer,nav,aside,dialog,[role=dialog]");return el.tagName+"|"+(r?r.tagName:"")+"|"+(el.id||el.getAttribute("name")||el.getAttribute("aria-label")||(el.textContent||"").replace(/\\s+/g," ").trim().slice(0,80))}
function same(key){var all=d.getElementsByTagName(key.split("|")[0]),out=[];for(var i=0;i<all.length;i++)if(keyOf(all[i])===key)out.push(all[i]);return out}
function props(el){var k=Object.keys(el);for(var i=0;i<k.length;i++)if(k[i].indexOf("__reactProps$")===0)return el[k[i]]||{};return null}
function hydrated(el){return props(el)!==null}
function toggle(el){return el.tagName==="INPUT"&&(el.type==="checkbox"||el.type==="radio")}
function param(el){
 var k=el.getAttribute("data-early-param");if(!k||el.type!=="checkbox")return;
 try{var l=w.location,q=new URLSearchParams(l.search),v=(q.get(k)||"").split(",").filter(Boolean),i=v.indexOf(el.value);
 if(el.checked&&i<0)v.push(el.value);if(!el.checked&&i>=0)v.splice(i,1);if(v.length)q.set(k,v.join(","));else q.delete(k);
 var t=q.toString();w.history.replaceState(w.history.state,"",l.pathname+(t?"?"+t:"")+l.hash)}catch(x){}
}
function mark(el,on){
 if(on){if(!el.hasAttribute(MARK)&&!el.hasAttribute("aria-busy"))el.setAttribute(BUSY,"");el.setAttribute(MARK,"");if(el.hasAttribute(BUSY))el.setAttribute("aria-busy","true")}
 else{if(el.hasAttribute(BUSY)){el.removeAttribute(BUSY);el.removeAttribute("aria-busy")}el.removeAttribute(MARK)}
}
function unfold(summary){
 var det=summary.parentElement;if(!det||det.tagName!=="DETAILS"||!det.hasAttribute("data-unfolded-by-server"))return false;
 det.removeAttribute("data-unfolded-by-server");det.open=true;det.setAttribute("data-unfolded-early","");return true
}
function box(el){return el.type==="checkbox"||el.type==="radio"||(el.tagName==="LABEL"&&el.control&&(el.control.type==="checkbox"||el.control.type==="radio"))}
function push(el,kind,value,want){
 var last=Q[Q.length-1];
 if(kind==="click"&&last&&last.el===el&&last.kind==="click"&&!box(el)&&now()-last.at<${DOUBLE_TAP_MS})return;
 if(kind==="change"&&last&&last.el===el&&last.kind==="change"){last.value=value;return}
 var key=keyOf(el),peers=same(key);
 Q.push({el:el,kind:kind,value:value,want:want,key:key,index:peers.indexOf(el),count:peers.length,at:now()});
 mark(el,1);
 if(released&&!timer)next(0);
}
function find(item){
 if(item.el.isConnected)return item.el;
 var peers=same(item.key);
 if(peers.length===item.count&&item.index>=0)return peers[item.index];
 return peers.length===1?peers[0]:null;
}
function run(el,item){
 replaying=1;try{if(item.kind==="click"){var p=props(el),b=item.want!==undefined&&p&&typeof p.checked==="boolean";
 if(b&&p.checked===item.want)return;if(b)el.checked=p.checked;el.click()}
 else if(item.kind==="submit"){if(el.requestSubmit)el.requestSubmit();else el.submit()}
 else{SET.call(el,item.value);el.dispatchEvent(new Event("change",{bubbles:true}))}
 }finally{replaying=0}
}
function next(ms){timer=setTimeout(function(){if(w.requestIdleCallback)w.requestIdleCallback(pump,{timeout:${IDLE_WAIT_MS}});else pump()},ms)}
function pump(){
 timer=0;
 if(!Q.length)return;
 var item=Q[0],el=find(item),settled=d.documentElement.hasAttribute("data-hydrated")||now()-releasedAt>${SETTLE_WAIT_MS};
 if(el&&hydrated(el)&&settled){Q.shift();mark(item.el,0);mark(el,0);unhold(item.el);try{run(el,item)}catch(x){}}
 else if(now()-releasedAt>${REPLAY_WAIT_MS}){Q.shift();mark(item.el,0);if(el)mark(el,0);unhold(item.el)}
 if(Q.length)next(Q[0]===item?50:0);
}
function nativeSubmit(el){var f=el.form;return !!(f&&f.hasAttribute("action")&&(el.type==="submit"||el.type==="image"))}
function onClick(e){
 if(!active())return;
 var t=e.target;if(!t||!t.closest)return;
 if(t.closest("a[href]"))return;
 var el=t.closest(SEL);if(!el||el.disabled||el.getAttribute("aria-disabled")==="true")return;
 if(el.tagName==="SUMMARY"){if(unfold(el)){e.preventDefault();e.stopImmediatePropagation()}return}
 if(el.tagName==="BUTTON"&&nativeSubmit(el))return;
 if(!waiting())return;
 if(el.tagName==="LABEL"&&box(el)&&!hydrated(el.control))return;
 if(toggle(el)){e.stopImmediatePropagation();push(el,"click",undefined,el.checked);param(el);return}
 e.preventDefault();e.stopImmediatePropagation();push(el,"click");
}
function held(el){var v=null;for(var i=0;i<Q.length;i++)if(Q[i].el===el&&Q[i].kind==="change")v=Q[i].value;return v}
function restore(el){var v=held(el);if(v!==null&&el.value!==v)SET.call(el,v)}
function hold(el){
 if(el.___earlyHeld)return;el.___earlyHeld=1;
 for(var i=0;i<el.options.length;i++)(function(o){Object.defineProperty(o,"selected",{configurable:true,
  get:function(){return PICK.get.call(o)},
  set:function(on){var h=held(el);if(h===null||(on?o.value===h:o.value!==h))PICK.set.call(o,on)}})})(el.options[i]);
}
function unhold(el){
 if(!el.___earlyHeld||held(el)!==null)return;el.___earlyHeld=0;
 for(var i=0;i<el.options.length;i++)delete el.options[i].selected;
}
function beforeKeyOrPress(e){var el=e.target;if(el&&el.tagName==="SELECT"&&el.___earlyHeld)restore(el)}
function onChange(e){
 var el=e.target;if(!active()||!el||el.tagName!=="SELECT"||!waiting())return;
 e.stopImmediatePropagation();push(el,"change",el.value);hold(el);
}
function onSubmit(e){
 var f=e.target;if(!active()||!f||f.tagName!=="FORM"||f.hasAttribute("action")||!waiting())return;
 e.preventDefault();e.stopImmediatePropagation();push(f,"submit");
}
d.addEventListener("click",onClick,true);
d.addEventListener("change",onChange,true);
d.addEventListener("keydown",beforeKeyOrPress,true);
d.addEventListener("mousedown",beforeKeyOrPress,true);
d.addEventListener("submit",onSubmit,true);
w.${EARLY_INPUT_GLOBAL}={
 release:function(){if(released)return;released=1;releasedAt=now();if(!timer)next(0)},
 pending:function(){return Q.length}
};
})(window,document)`;
