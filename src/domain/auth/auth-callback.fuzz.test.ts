import {
  acceptCallback,
  AUTH_TRANSACTION_LIFETIME_MS,
  callbackParamNames,
  readCallback,
  stripCallback,
  type AuthTransaction,
  type ResponseType,
} from './auth-callback';

/**
 * Generated sign-in callbacks (seeded, so a failure replays): every forged, replayed, expired or
 * oddly placed one is refused and nothing throws; the same generator's valid callbacks are accepted,
 * so the test fails if acceptCallback simply refused everything.
 */

const SEED = 0x5eed_2024;
const BAD_CASES = 1500;
const GOOD_CASES = 500;
const NOW = Date.UTC(2024, 4, 1, 12, 0, 0);

/** mulberry32: a tiny seeded PRNG. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(SEED);
const int = (below: number) => Math.floor(random() * below);
const chance = (p: number) => random() < p;
const pick = <T>(items: readonly T[]): T => items[int(items.length)];

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SAFE = `${LETTERS}0123456789-_`;
const ODD = ['+', ' ', '%', '&', '=', '#', '/', ':', 'é', '日本', '😀', 'ß'];

function text(length: number, odd = false): string {
  let out = pick(LETTERS.split('')); // starts with a letter, so a case flip always changes it
  while (out.length < length) out += odd && chance(0.1) ? pick(ODD) : pick(SAFE.split(''));
  return out;
}

/** A name as a URL may spell it: sometimes with one character percent-encoded (same name once decoded). */
function spellKey(name: string): string {
  if (!chance(0.25)) return name;
  const index = int(name.length);
  const hex = name.charCodeAt(index).toString(16);
  return `${name.slice(0, index)}%${chance(0.5) ? hex.toUpperCase() : hex}${name.slice(index + 1)}`;
}

type Where = 'query' | 'hash';
/** `key` is the name as spelled in the URL, fixed when the parameter is made. */
type Param = { name: string; key: string; value: string; raw: boolean; where: Where };

const param = (name: string, value: string, where: Where, raw = false): Param => ({
  name,
  key: spellKey(name),
  value,
  raw,
  where,
});
const anywhere = (): Where => pick(['hash', 'query'] as const);
const encodeParam = (p: Param): string => `${p.key}=${p.raw ? p.value : encodeURIComponent(p.value)}`;

function shuffle<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = int(index + 1);
    [items[index], items[other]] = [items[other], items[index]];
  }
  return items;
}

interface Case {
  flow: ResponseType;
  params: Param[];
  transaction: AuthTransaction | null;
  /** Extra raw text inside the hash, e.g. a second '#'. */
  hashPrefix: string;
  replay: boolean;
  mutations: string[];
  credential: string;
}

function validCase(): Case {
  const flow: ResponseType = chance(0.5) ? 'token' : 'code';
  const state = text(16 + int(48), chance(0.3));
  const credential = `${pick(['dal:', 'fra:', 'fra-a:', ''])}${text(chance(0.05) ? 5000 + int(15000) : 20 + int(200), chance(0.3))}`;
  const home = flow === 'token' ? 'hash' : 'query';
  const params: Param[] =
    flow === 'token'
      ? [
          param('access_token', credential, 'hash'),
          param('expires_in', String(int(86_400)), 'hash'),
          param('token_type', 'Bearer', 'hash'),
          param('state', state, 'hash'),
        ]
      : [param('code', credential, 'query'), param('state', state, 'query')];
  if (flow === 'token' && chance(0.6)) params.push(param('scope', 'chats--all:ro,billing--all:rw', 'hash'));
  if (chance(0.4)) params.push(param('account_id', text(12), home));
  if (chance(0.2)) params.push(param('frenzied', '1', flow === 'token' ? 'hash' : anywhere()));
  // Unrelated parameters the page keeps, with empty values and '+' spaces.
  for (let count = int(4); count > 0; count -= 1) {
    params.push(
      param(pick(['utm_source', 'q', 'categories', 'empty', 'x']), pick(['', 'a+b', 'crm,cms', 'ü']), anywhere(), true),
    );
  }
  const createdAt = NOW - int(AUTH_TRANSACTION_LIFETIME_MS + 1);
  return {
    flow,
    params: shuffle(params),
    transaction: { state, createdAt, returnTo: '/apps/', responseType: flow },
    hashPrefix: '',
    replay: false,
    mutations: [],
    credential,
  };
}

function locationOf(c: Case): { search: string; hash: string } {
  const part = (where: Where) =>
    c.params
      .filter((param) => param.where === where)
      .map(encodeParam)
      .join('&');
  const query = part('query');
  const hash = c.hashPrefix + part('hash');
  return { search: query ? `?${query}` : '', hash: hash ? `#${hash}` : '' };
}

const paramNamed = (c: Case, name: string) => c.params.find((param) => param.name === name);
const other = (flow: ResponseType): ResponseType => (flow === 'token' ? 'code' : 'token');
const credentialName = (flow: ResponseType) => (flow === 'token' ? 'access_token' : 'code');

/** Each mutation alone makes the callback unacceptable; several together still do. */
const MUTATIONS: Record<string, (c: Case) => void> = {
  'state missing': (c) => {
    c.params = c.params.filter((param) => param.name !== 'state');
  },
  'state empty': (c) => {
    paramNamed(c, 'state')!.value = '';
  },
  'state mismatched': (c) => {
    const state = paramNamed(c, 'state')!;
    let next = text(state.value.length || 16);
    while (next === state.value) next = text(next.length);
    state.value = next;
  },
  'state one char off': (c) => {
    const state = paramNamed(c, 'state')!;
    // By code point, so an emoji is replaced whole rather than split into a lone surrogate.
    const characters = Array.from(state.value);
    const index = int(characters.length);
    characters[index] = pick(SAFE.split('').filter((character) => character !== characters[index]));
    state.value = characters.join('');
  },
  'state case flipped': (c) => {
    const state = paramNamed(c, 'state')!;
    const first = state.value.charAt(0);
    const flipped = first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase();
    state.value = flipped + state.value.slice(1);
  },
  'state with a raw +': (c) => {
    // '+' in a query string means a space: the stored 'a+b' never equals the callback's 'a b'.
    const state = paramNamed(c, 'state')!;
    state.value = `${text(12)}+${text(4)}`;
    state.raw = true;
    c.transaction!.state = state.value;
  },
  replayed: (c) => {
    c.replay = true;
  },
  expired: (c) => {
    c.transaction!.createdAt = NOW - AUTH_TRANSACTION_LIFETIME_MS - 1 - (chance(0.5) ? 0 : int(10 * 86_400_000));
  },
  'wrong response type': (c) => {
    c.transaction!.responseType = other(c.flow);
  },
  'credential in the other place': (c) => {
    const credential = paramNamed(c, credentialName(c.flow));
    if (!credential) return; // already removed: the callback is refused anyway
    credential.where = credential.where === 'hash' ? 'query' : 'hash';
  },
  "other flow's credential too": (c) => {
    c.params.push(param(credentialName(other(c.flow)), text(20), anywhere()));
  },
  'parameter duplicated': (c) => {
    const name = pick(['state', credentialName(c.flow), c.flow === 'token' ? 'token_type' : 'code', 'frenzied']);
    const original = paramNamed(c, name);
    const value = chance(0.5) && original ? original.value : text(10, true);
    c.params.push(param(name, value, anywhere()));
    if (!original) c.params.push(param(name, value, anywhere()));
    shuffle(c.params);
  },
  'callback behind a second #': (c) => {
    c.hashPrefix = `${pick(['reviews', '', 'a=1'])}#`;
    // The code flow's hash may hold no callback parameter yet: give it the one it may carry.
    if (!c.params.some((p) => p.where === 'hash' && callbackParamNames.includes(p.name))) {
      c.params.push(
        paramNamed(c, 'frenzied') ? param('state', paramNamed(c, 'state')?.value ?? 'x', 'hash') : param('frenzied', '1', 'hash'),
      );
    }
  },
  'required value empty': (c) => {
    const name = c.flow === 'token' ? pick(['access_token', 'expires_in', 'token_type']) : 'code';
    const required = paramNamed(c, name);
    if (required) required.value = '';
  },
  'required value missing': (c) => {
    const name = c.flow === 'token' ? pick(['access_token', 'expires_in', 'token_type']) : 'code';
    c.params = c.params.filter((param) => param.name !== name);
  },
  'expires_in not whole seconds': (c) => {
    if (c.flow !== 'token') {
      c.params = c.params.filter((param) => param.name !== 'code');
      return;
    }
    const expires = paramNamed(c, 'expires_in');
    if (!expires) return;
    expires.value = pick(['-1', '1e3', '1.5', ' 60', 'Infinity', '+60', '0x10', '99999999999']);
    expires.raw = chance(0.5);
  },
  'provider error as well': (c) => {
    c.params.push(param(pick(['oauth_exception', 'identity_exception', 'error']), 'access_denied', anywhere()));
  },
  'odd raw encodings': (c) => {
    // Not a rejection by itself: paired below with another mutation; must never throw.
    c.params.push(param(pick(['x', '%', '\uD800', 'st%ZZate']), pick(['%E0%A4%A', '%', '\uDC00', '%%41']), anywhere(), true));
  },
};
const NOT_A_REJECTION = new Set(['odd raw encodings']);
const REJECTIONS = Object.keys(MUTATIONS).filter((name) => !NOT_A_REJECTION.has(name));

function badCase(): Case {
  const c = validCase();
  const chosen = new Set([pick(REJECTIONS)]);
  for (let extra = int(3); extra > 0; extra -= 1) chosen.add(pick(Object.keys(MUTATIONS)));
  for (const name of chosen) {
    // Mutations of the state are skipped once another one removed it (the case is refused anyway).
    if (name.startsWith('state') && name !== 'state missing' && !paramNamed(c, 'state')) continue;
    MUTATIONS[name](c);
    c.mutations.push(name);
  }
  return c;
}

/** As the sign-in feature does it: read, look the transaction up once (deleting it), accept. */
function signIn(c: Case, store: Map<string, AuthTransaction>) {
  const location = locationOf(c);
  const callback = readCallback(location, c.flow);
  const state = callback.kind === 'token' || callback.kind === 'code' ? callback.state : null;
  const found = state !== null ? (store.get(state) ?? null) : null;
  if (state !== null) store.delete(state);
  // Beyond the lookup, hand acceptCallback the stored transaction itself, so its own state check is
  // exercised too (a lookup by state alone would hide a broken comparison).
  const transaction = c.replay ? found : c.transaction;
  return { location, callback, verdict: acceptCallback(callback, transaction, NOW) };
}

function run(c: Case) {
  const store = new Map<string, AuthTransaction>();
  if (c.transaction) store.set(c.transaction.state, c.transaction);
  if (c.replay) signIn(c, store);
  return signIn(c, store);
}

const describeCase = (c: Case) => ({ flow: c.flow, mutations: c.mutations, location: locationOf(c), transaction: c.transaction });

describe('sign-in callback fuzz (seeded)', () => {
  const bad = Array.from({ length: BAD_CASES }, badCase);
  const good = Array.from({ length: GOOD_CASES }, validCase);

  it('generates every kind of forgery many times', () => {
    const counts = new Map<string, number>();
    for (const c of bad) for (const name of c.mutations) counts.set(name, (counts.get(name) ?? 0) + 1);
    for (const name of Object.keys(MUTATIONS)) expect([name, (counts.get(name) ?? 0) >= 30]).toEqual([name, true]);
  });

  it('accepts none of 1,500 forged, replayed, expired or misplaced callbacks, and never throws', () => {
    const accepted: unknown[] = [];
    const thrown: unknown[] = [];
    for (const c of bad) {
      try {
        if (run(c).verdict.ok) accepted.push(describeCase(c));
      } catch (error) {
        thrown.push({ ...describeCase(c), error: String(error) });
      }
    }
    expect(thrown).toEqual([]);
    expect(accepted).toEqual([]);
  });

  it('accepts every valid callback the same generator makes, once, with its credential', () => {
    const refused: unknown[] = [];
    for (const c of good) {
      const store = new Map<string, AuthTransaction>([[c.transaction!.state, c.transaction!]]);
      const { callback, verdict } = signIn({ ...c, replay: true }, store);
      const read = callback.kind === 'token' ? callback.accessToken : callback.kind === 'code' ? callback.code : null;
      if (!verdict.ok || read !== c.credential) refused.push({ ...describeCase(c), callback, verdict });
      if (acceptCallback(callback, store.get(c.transaction!.state) ?? null, NOW).ok)
        refused.push({ ...describeCase(c), replayAccepted: true });
    }
    expect(refused).toEqual([]);
  });

  it('leaves no callback in any URL once stripped', () => {
    const left = [...bad, ...good].filter((c) => {
      const stripped = stripCallback(locationOf(c));
      return readCallback(stripped, 'token').kind !== 'none' || readCallback(stripped, 'code').kind !== 'none';
    });
    expect(left.map(describeCase)).toEqual([]);
  });
});
