import { createElement, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_INPUT_SCRIPT, EARLY_INPUT_STYLE } from './early-input-script';

// The head's early-input script, run on a fresh document per test (its listeners stay on the
// document it was given). "Hydrated" is what React leaves on a node it has taken over: its props.

type Early = { release(): void; pending(): number };

let doc: Document;
let early: Early;

function install(): void {
  doc = document.implementation.createHTMLDocument('page');
  const win = {} as { ___earlyInput?: Early };
  new Function('window', 'document', EARLY_INPUT_SCRIPT)(win, doc);
  early = win.___earlyInput!;
  // Most cases: the whole page has hydrated by the release (the case without is its own test).
  pageHydrated();
}

const hydrate = (...elements: Element[]) => elements.forEach((el) => Object.assign(el, { __reactProps$test: {} }));
/** Every part of the page has hydrated (hydration-mark.tsx sets it). */
const pageHydrated = () => doc.documentElement.setAttribute('data-hydrated', '');
const press = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const $ = <T extends Element = HTMLElement>(selector: string) => doc.querySelector<T>(selector)!;

beforeEach(() => {
  jest.useFakeTimers();
  install();
});
afterEach(() => jest.useRealTimers());

it('keeps a press made before hydration, marks the control, and replays it once when released', () => {
  doc.body.innerHTML = '<button type="button">Install</button>';
  const button = $('button');
  const ran = jest.fn();
  const pressed = press(button);
  expect(pressed).toBe(false); // the browser's default was stopped
  expect(button.hasAttribute('data-early-pending')).toBe(true);
  button.addEventListener('click', ran);
  hydrate(button);
  jest.advanceTimersByTime(1000);
  expect(ran).not.toHaveBeenCalled(); // not released yet
  early.release();
  jest.advanceTimersByTime(0);
  expect(ran).toHaveBeenCalledTimes(1);
  expect(button.hasAttribute('data-early-pending')).toBe(false);
  jest.advanceTimersByTime(20_000);
  expect(ran).toHaveBeenCalledTimes(1);
});

it('replays only once the browser is idle (the page’s own work after hydration lands first)', () => {
  doc = document.implementation.createHTMLDocument('page');
  const idle: (() => void)[] = [];
  const win = { requestIdleCallback: (fn: () => void) => idle.push(fn) } as unknown as { ___earlyInput?: Early };
  new Function('window', 'document', EARLY_INPUT_SCRIPT)(win, doc);
  pageHydrated();
  doc.body.innerHTML = '<button type="button" aria-pressed="false">Compare</button>';
  const button = $('button');
  press(button);
  hydrate(button);
  // The site's handler acts on what the page shows once it has settled.
  button.addEventListener('click', () => button.setAttribute('aria-pressed', String(button.dataset.state === 'ready')));
  win.___earlyInput!.release();
  jest.advanceTimersByTime(100);
  expect(idle).toHaveLength(1);
  expect(button.getAttribute('aria-pressed')).toBe('false');
  // The page's own work right after hydrating (an effect) lands before the browser is idle.
  button.dataset.state = 'ready';
  idle.shift()!();
  expect(button.getAttribute('aria-pressed')).toBe('true');
});

it('waits for the whole page to have hydrated (its first effects ran), at most 3000 ms after the release', () => {
  doc.documentElement.removeAttribute('data-hydrated');
  doc.body.innerHTML = '<button>Install</button><button>Compare</button>';
  const ran: string[] = [];
  doc.querySelectorAll('button').forEach((button) => button.addEventListener('click', () => ran.push(button.textContent!)));
  press(doc.querySelectorAll('button')[0]);
  hydrate(...Array.from(doc.querySelectorAll('button')));
  early.release();
  jest.advanceTimersByTime(1000);
  expect(ran).toEqual([]);
  pageHydrated();
  jest.advanceTimersByTime(100);
  expect(ran).toEqual(['Install']);
  doc.documentElement.removeAttribute('data-hydrated');
  install();
  doc.documentElement.removeAttribute('data-hydrated');
  doc.body.innerHTML = '<button>Install</button>';
  doc.querySelector('button')!.addEventListener('click', () => ran.push('again'));
  press(doc.querySelector('button')!);
  hydrate(doc.querySelector('button')!);
  early.release();
  jest.advanceTimersByTime(2900);
  expect(ran).toEqual(['Install']);
  jest.advanceTimersByTime(200);
  expect(ran).toEqual(['Install', 'again']);
});

it('replays in the order pressed, each control once it has hydrated (a lazy part later)', () => {
  doc.body.innerHTML = '<button id="a">A</button><button id="b">B</button><button id="c">C</button>';
  const order: string[] = [];
  for (const id of ['a', 'b', 'c']) $(`#${id}`).addEventListener('click', () => order.push(id));
  press($('#b'));
  press($('#a'));
  press($('#c'));
  hydrate($('#b'), $('#c'));
  early.release();
  jest.advanceTimersByTime(500);
  expect(order).toEqual(['b']); // #a waits for its part; #c stays behind it
  hydrate($('#a'));
  jest.advanceTimersByTime(500);
  expect(order).toEqual(['b', 'a', 'c']);
});

it('takes a double tap on a button as one press; a box ticks at once and keeps each toggle', () => {
  doc.body.innerHTML = '<button>Filters</button><label><input type="checkbox" name="free"> Free</label>';
  const clicks = jest.fn();
  $('button').addEventListener('click', clicks);
  const box = $<HTMLInputElement>('input');
  press($('button'));
  jest.advanceTimersByTime(150);
  press($('button'));
  press(box);
  press(box);
  press(box);
  expect(box.checked).toBe(true); // as plain HTML: the visitor sees the tick at once
  expect(box.getAttribute('aria-busy')).toBe('true');
  expect(early.pending()).toBe(4);
  // The hydrated page: React's props say unticked; the site's handler flips its state on each press.
  const state = { checked: false };
  const toggled = jest.fn(() => {
    state.checked = !state.checked;
    box.checked = state.checked;
  });
  box.addEventListener('click', toggled);
  hydrate($('button'));
  Object.assign(box, { __reactProps$test: state });
  early.release();
  jest.advanceTimersByTime(1000);
  expect(clicks).toHaveBeenCalledTimes(1);
  expect(toggled).toHaveBeenCalledTimes(3);
  expect(box.checked).toBe(true);
  expect(box.hasAttribute('aria-busy')).toBe(false);
});

it('does not press a box again that the hydrated page already shows as the visitor left it', () => {
  doc.body.innerHTML = '<label><input type="checkbox" name="free"> Free</label>';
  const box = $<HTMLInputElement>('input');
  press($('label')); // the label's press is the browser's to pass on to its box (as a press of its own)
  expect(box.checked).toBe(true);
  expect(early.pending()).toBe(1);
  const toggled = jest.fn();
  box.addEventListener('click', toggled);
  // The page read the visitor's choice from the address while hydrating: its props say ticked.
  Object.assign(box, { __reactProps$test: { checked: true } });
  early.release();
  jest.advanceTimersByTime(1000);
  expect(toggled).not.toHaveBeenCalled();
  expect(early.pending()).toBe(0);
});

it('puts a filter box’s choice in the address at once (data-early-param), and takes it out when unticked', () => {
  doc = document.implementation.createHTMLDocument('page');
  new Function('window', 'document', EARLY_INPUT_SCRIPT)(window, doc);
  window.history.replaceState({ key: 'initial' }, '', '/marketplace/apps/?languages=Polish#top');
  try {
    doc.body.innerHTML =
      '<input type="checkbox" data-early-param="payment" value="free"><input type="checkbox" data-early-param="payment" value="paid">';
    const [free, paid] = Array.from(doc.querySelectorAll('input'));
    press(free);
    expect(new URLSearchParams(window.location.search).get('payment')).toBe('free');
    press(paid);
    expect(new URLSearchParams(window.location.search).get('payment')).toBe('free,paid');
    press(free);
    expect(new URLSearchParams(window.location.search).get('payment')).toBe('paid');
    press(paid);
    expect(window.location.search).toBe('?languages=Polish');
    expect(window.location.pathname).toBe('/marketplace/apps/');
    expect(window.location.hash).toBe('#top');
    expect(window.history.state).toEqual({ key: 'initial' }); // the router's entry kept
  } finally {
    window.history.replaceState(null, '', '/');
  }
});

it('finds a control React replaced by its tag and name, and drops one that is gone (never run, mark removed)', () => {
  doc.body.innerHTML = '<div id="slot"><button>Add to cart</button></div><button id="gone">Compare</button>';
  press($('#slot button'));
  const gone = $('#gone');
  press(gone);
  $('#slot').innerHTML = '<button>Add to cart</button>';
  gone.remove();
  const added = jest.fn();
  const fresh = $('#slot button');
  fresh.addEventListener('click', added);
  hydrate(fresh);
  early.release();
  jest.advanceTimersByTime(100);
  expect(added).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(10_000);
  expect(early.pending()).toBe(0);
  expect(gone.hasAttribute('data-early-pending')).toBe(false);
});

it('finds a replaced control in its own landmark: the header’s "Sign in", not the page’s of the same name', () => {
  doc.body.innerHTML = '<header><button>Sign in</button></header><main></main>';
  press($('header button'));
  // A client-only page renders afresh: a new header, and the page's own "Sign in" too.
  doc.body.innerHTML = '<header><button>Sign in</button></header><main><button>Sign in</button></main>';
  const header = jest.fn();
  const page = jest.fn();
  $('header button').addEventListener('click', header);
  $('main button').addEventListener('click', page);
  hydrate($('header button'), $('main button'));
  early.release();
  jest.advanceTimersByTime(100);
  expect(header).toHaveBeenCalledTimes(1);
  expect(page).not.toHaveBeenCalled();
});

it('drops a press whose control never hydrates within 10 s of the release', () => {
  doc.body.innerHTML = '<button>Install</button>';
  const ran = jest.fn();
  $('button').addEventListener('click', ran);
  press($('button'));
  early.release();
  jest.advanceTimersByTime(10_100);
  expect(early.pending()).toBe(0);
  hydrate($('button'));
  jest.advanceTimersByTime(1000);
  expect(ran).not.toHaveBeenCalled();
});

it('leaves plain HTML alone: links and the submit of a form with an action', () => {
  doc.body.innerHTML =
    '<a href="/marketplace/apps/"><span>Apps</span></a>' +
    '<form action="/marketplace/search/"><input name="q"><button type="submit">Search</button></form>';
  expect(press($('a span'))).toBe(true);
  expect(press($('form button'))).toBe(true);
  expect(doc.querySelectorAll('[data-early-pending]')).toHaveLength(0);
});

it('queues the submit of a form only the site submits, and the new value of a select', () => {
  doc.body.innerHTML =
    '<form><input name="email"></form><select><option value="a">A</option><option value="b">B</option></select>';
  const form = $<HTMLFormElement>('form');
  const select = $<HTMLSelectElement>('select');
  const submitted = jest.fn((event: Event) => event.preventDefault());
  const changed = jest.fn();
  expect(form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(false);
  select.value = 'b';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  form.addEventListener('submit', submitted);
  select.addEventListener('change', () => changed(select.value));
  select.options[0].selected = true; // React, hydrating, rendered its state's value: held
  expect(select.value).toBe('b');
  hydrate(form, select);
  early.release();
  jest.advanceTimersByTime(100);
  expect(submitted).toHaveBeenCalledTimes(1);
  expect(changed).toHaveBeenCalledWith('b');
  // Replayed, the select is React's again: its next render shows.
  select.options[0].selected = true;
  expect(select.value).toBe('a');
});

it('holds a changed select the moment React renders its own value (no frame in between), and lets go of one never hydrated', () => {
  doc.body.innerHTML = '<select><option value="a">A</option><option value="b">B</option></select>';
  const select = $<HTMLSelectElement>('select');
  select.value = 'b';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  select.options[0].selected = true; // React's updateOptions on a render
  select.options[1].selected = false;
  expect(select.value).toBe('b');
  early.release();
  jest.advanceTimersByTime(10_000 + 1000); // REPLAY_WAIT_MS: never hydrated, dropped with its mark
  expect(early.pending()).toBe(0);
  expect(select.hasAttribute('data-early-pending')).toBe(false);
  select.options[0].selected = true;
  expect(select.value).toBe('a');
});

it('replays a select moved through its options before hydration once, with the option it stopped at', () => {
  doc.body.innerHTML =
    '<select><option value="recommended">R</option><option value="popularity">P</option><option value="price">$</option></select>' +
    '<button>Compare</button>';
  const select = $<HTMLSelectElement>('select');
  const ran: string[] = [];
  const choose = (value: string) => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  choose('popularity');
  choose('price');
  expect(early.pending()).toBe(1);
  // Another press in between: the order of what the visitor did is kept, each change with it.
  press($('button'));
  choose('popularity');
  expect(early.pending()).toBe(3);
  select.addEventListener('change', () => ran.push(select.value));
  $('button').addEventListener('click', () => ran.push('compare'));
  hydrate(select, $('button'));
  early.release();
  jest.advanceTimersByTime(1000);
  expect(ran).toEqual(['price', 'compare', 'popularity']);
  expect(early.pending()).toBe(0);
});

it('after the release, with nothing waiting, leaves every press to the site', () => {
  doc.body.innerHTML = '<button>Install</button>';
  early.release();
  jest.advanceTimersByTime(0);
  expect(press($('button'))).toBe(true);
  expect(early.pending()).toBe(0);
});

it('after the release, takes presses until the whole page has hydrated (a part yet to hydrate would drop them), then leaves them to the site', () => {
  doc.documentElement.removeAttribute('data-hydrated');
  doc.body.innerHTML = '<header><button>Sign in</button></header><main><button>Install</button></main>';
  const [signIn, install] = Array.from(doc.querySelectorAll('button'));
  hydrate(install);
  early.release();
  jest.advanceTimersByTime(0);
  expect(press(signIn)).toBe(false); // React would drop it: taken
  expect(signIn.getAttribute('aria-busy')).toBe('true');
  expect(press(install)).toBe(false); // hydrated, but behind it, in order
  const ran: string[] = [];
  signIn.addEventListener('click', () => ran.push('sign in'));
  install.addEventListener('click', () => ran.push('install'));
  jest.advanceTimersByTime(1000);
  expect(ran).toEqual([]);
  hydrate(signIn); // the account part's chunk came
  pageHydrated();
  jest.advanceTimersByTime(1000);
  expect(ran).toEqual(['sign in', 'install']);
  // The whole page hydrated: the site's own handlers take the presses, and plain HTML is plain again.
  expect(press(install)).toBe(true);
  doc.body.insertAdjacentHTML('beforeend', '<button id="plain">Plain</button>');
  expect(press($('#plain'))).toBe(true);
});

it('stops intercepting on a page whose scripts never come (20 s)', () => {
  doc.body.innerHTML = '<button type="button">Install</button>';
  jest.advanceTimersByTime(20_001);
  expect(press($('button'))).toBe(true);
  expect(early.pending()).toBe(0);
});

/**
 * A page React really hydrates, with the script on a document of its own: the replay runs in the
 * script's own timer, as in the browser, so outside act() on purpose (real timers). `page.html`
 * marks the whole page hydrated (hydration-mark.tsx); `done` puts the act environment back.
 */
function realReactPage(Page: () => ReturnType<typeof createElement>) {
  jest.useRealTimers();
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const page = document.implementation.createHTMLDocument('page');
  const win = {} as { ___earlyInput?: Early };
  new Function('window', 'document', EARLY_INPUT_SCRIPT)(win, page);
  const container = page.createElement('div');
  container.innerHTML = renderToString(createElement(Page));
  page.body.appendChild(container);
  return {
    container,
    early: win.___earlyInput!,
    hydrate: () => hydrateRoot(container, createElement(Page)),
    wholePageHydrated: () => page.documentElement.setAttribute('data-hydrated', ''),
    done: () => {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = before;
    },
  };
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('on a real React hydration: the press before hydrateRoot runs its handler once, with React state', async () => {
  const calls: string[] = [];
  function Page() {
    const [free, setFree] = useState(false);
    return createElement(
      'div',
      null,
      createElement('button', { type: 'button', onClick: () => calls.push('install') }, 'Install'),
      createElement(
        'label',
        null,
        createElement('input', { type: 'checkbox', checked: free, onChange: () => setFree(!free) }),
        'Free',
      ),
      createElement('p', { id: 'state' }, free ? 'filtered' : 'all'),
    );
  }
  const page = realReactPage(Page);
  try {
    press(page.container.querySelector('button')!);
    press(page.container.querySelector('input')!);
    page.hydrate();
    await pause(50);
    page.wholePageHydrated();
    page.early.release();
    await pause(200);
  } finally {
    page.done();
  }
  expect(calls).toEqual(['install']);
  expect(page.container.querySelector('#state')!.textContent).toBe('filtered');
  expect(page.container.querySelector<HTMLInputElement>('input')!.checked).toBe(true);
});

it('on a real React page: a box React has hydrated, pressed before the whole page has, is replayed as a change React sees', async () => {
  function Page() {
    const [free, setFree] = useState(false);
    return createElement(
      'div',
      null,
      createElement('input', { type: 'checkbox', checked: free, onChange: () => setFree(!free) }),
      createElement('p', { id: 'state' }, free ? 'filtered' : 'all'),
    );
  }
  const page = realReactPage(Page);
  const box = page.container.querySelector('input')!;
  try {
    page.hydrate();
    await pause(50);
    page.early.release(); // the page's part has hydrated; the header's has not yet
    press(box);
    expect(box.checked).toBe(true); // ticked at once, React not told yet
    await pause(50);
    page.wholePageHydrated();
    await pause(700);
  } finally {
    page.done();
  }
  expect(page.container.querySelector('#state')!.textContent).toBe('filtered');
  expect(box.checked).toBe(true);
});

it('on a real React page: a select changed before hydration keeps its choice on screen through hydration and re-renders, until the change is replayed', async () => {
  let rerender: () => void = () => undefined;
  function Page() {
    const [sortBy, setSortBy] = useState('recommended');
    const [, setTick] = useState(0);
    rerender = () => setTick((tick) => tick + 1);
    return createElement(
      'div',
      null,
      createElement(
        'select',
        { value: sortBy, onChange: (event: { target: HTMLSelectElement }) => setSortBy(event.target.value) },
        ['recommended', 'popularity', 'price'].map((value) => createElement('option', { key: value, value }, value)),
      ),
      createElement('p', { id: 'state' }, sortBy),
    );
  }
  const page = realReactPage(Page);
  const select = page.container.querySelector('select')!;
  const seen: string[] = [];
  try {
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    page.hydrate();
    await pause(50);
    seen.push(select.value); // React's hydration set it back to 'recommended'; held
    rerender();
    await pause(50);
    seen.push(select.value, page.container.querySelector('#state')!.textContent!); // a re-render did too; held
    page.wholePageHydrated();
    page.early.release();
    await pause(200);
  } finally {
    page.done();
  }
  expect(seen).toEqual(['price', 'price', 'recommended']);
  expect(page.container.querySelector('#state')!.textContent).toBe('price');
  expect(select.value).toBe('price');
  expect(select.hasAttribute('data-early-pending')).toBe(false);
});

it('a key pressed on a held select moves on from the visitor’s choice, even in the moment React has put its own back', () => {
  doc.body.innerHTML =
    '<select><option value="recommended">R</option><option value="popularity">P</option><option value="price">$</option></select>';
  const select = $<HTMLSelectElement>('select');
  select.value = 'popularity';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  select.options[0].selected = true; // React's commit (its updateOptions): held
  select.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
  expect(select.value).toBe('popularity'); // where the browser's ArrowDown now starts from
});

it('says a pending press is busy to assistive technology, and leaves a control’s own aria-busy alone', () => {
  doc.body.innerHTML = '<button type="button">Install</button><button type="button" aria-busy="false">Sign in</button>';
  const [install, signIn] = Array.from(doc.querySelectorAll('button'));
  press(install);
  press(signIn);
  expect(install.getAttribute('aria-busy')).toBe('true');
  expect(signIn.getAttribute('aria-busy')).toBe('false');
  hydrate(install, signIn);
  early.release();
  jest.advanceTimersByTime(100);
  expect(install.hasAttribute('aria-busy')).toBe(false);
  expect(signIn.getAttribute('aria-busy')).toBe('false');
  expect(early.pending()).toBe(0);
});

it('unfolds a disclosure the server drew open but CSS folds at once, and then lets it fold as plain HTML', () => {
  doc.body.innerHTML = '<details open data-unfolded-by-server><summary>Filters</summary><fieldset></fieldset></details>';
  const details = $<HTMLDetailsElement>('details');
  expect(press($('summary'))).toBe(false); // not folded: it looked folded, the visitor asked to see it
  expect(details.open).toBe(true);
  expect(details.hasAttribute('data-unfolded-by-server')).toBe(false);
  expect(details.hasAttribute('data-unfolded-early')).toBe(true);
  expect(early.pending()).toBe(0);
  // Pressed again: the browser folds it, nothing queued.
  expect(press($('summary'))).toBe(true);
  expect(early.pending()).toBe(0);
});

it("unfolds it while React is hydrating it too, and leaves it to the page once the page's own folding has decided", () => {
  // React has the summary (its handlers are on the node) but its effects have not run yet: the page
  // has not decided its folding, and would keep nothing of a press it is not given until then.
  doc.body.innerHTML = '<details open data-unfolded-by-server><summary>Filters</summary><fieldset></fieldset></details>';
  hydrate($('summary'));
  expect(press($('summary'))).toBe(false);
  expect($('details').hasAttribute('data-unfolded-early')).toBe(true);
  expect(early.pending()).toBe(0);
  // The page's folding decided (listing-view.tsx removes the server's attribute): its own handler
  // takes the press at once, though other parts of the page are still hydrating (not queued until
  // the page has hydrated whole: on a slow phone that was ~1 s after the tap).
  doc.body.innerHTML = '<details open><summary>Filters</summary><fieldset></fieldset></details>';
  hydrate($('summary'));
  const onClick = jest.fn();
  $('summary').addEventListener('click', onClick);
  expect(press($('summary'))).toBe(true);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(early.pending()).toBe(0);
  expect($('summary').hasAttribute('data-early-pending')).toBe(false);
  expect($('details').hasAttribute('data-unfolded-early')).toBe(false);
});

it('leaves a disclosure of plain HTML to the browser before hydration: it folds and unfolds at once, nothing queued', () => {
  // The app page's "Permissions it asks for", the search page's filters: no script is needed to open them.
  doc.body.innerHTML = '<details><summary>Permissions it asks for (3)</summary><ul></ul></details>';
  expect(press($('summary'))).toBe(true);
  expect(early.pending()).toBe(0);
  expect($('summary').hasAttribute('data-early-pending')).toBe(false);
  early.release();
  jest.advanceTimersByTime(5000);
  expect(early.pending()).toBe(0);
});

it('styles the mark without motion for those who ask for less', () => {
  expect(EARLY_INPUT_STYLE).toContain('[data-early-pending]');
  expect(EARLY_INPUT_STYLE).toContain('prefers-reduced-motion');
});
