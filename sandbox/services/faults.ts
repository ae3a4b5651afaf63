/**
 * The sandbox's fault switch (sandbox/README.md, "Fault switch"): the next N calls matching a
 * method and path pattern answer a fault instead of the service. Off by default: with no rule set,
 * every call reaches its service. For loopback tests only (unit, e2e): the real services have no such thing.
 */

/** A status fault ('500', '429', '503'…), a 200 with a broken JSON body, a 200 with none, a slow answer, a cut connection. */
export type FaultKind = 'status' | 'malformed' | 'empty' | 'delay' | 'drop';

export interface FaultRule {
  /** As given: 'METHOD /path', the method or '*', path segments ':name' (one segment) or '*' (the rest). */
  match: string;
  kind: FaultKind;
  /** The status of a 'status' fault (400-599). */
  status: number | null;
  /** Seconds in a Retry-After header of a 'status' fault; null: none. */
  retryAfter: number | null;
  /** 'delay': the real answer after this many ms; null: no answer at all (the caller's own timeout ends it). */
  delayMs: number | null;
  /** Calls still to fault. */
  remaining: number;
}

export interface FaultInput {
  match?: unknown;
  fault?: unknown;
  times?: unknown;
  retryAfter?: unknown;
  delayMs?: unknown;
}

export interface FaultsService {
  /** Adds a rule (checked before older ones); a string is why the input was refused. */
  set(input: FaultInput): FaultRule | string;
  /** The rules still armed, newest first. */
  list(): FaultRule[];
  clear(): void;
  /** The rule that answers this call, if any; counts the call against it. */
  take(method: string, pathname: string): FaultRule | null;
}

const MAX_TIMES = 1000;
const MAX_DELAY_MS = 120_000;
const METHODS = new Set(['*', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']);

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

function patternOf(path: string): RegExp {
  const parts = path.split('/').map((segment) => {
    if (segment === '*') return '.*';
    if (segment.startsWith(':')) return '[^/]+';
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('/')}/?$`);
}

interface ArmedRule extends FaultRule {
  method: string;
  pattern: RegExp;
}

function parse(input: FaultInput): ArmedRule | string {
  if (typeof input.match !== 'string') return "match must be a string such as 'PUT /applications/:id/install'";
  const [method, path, ...rest] = input.match.trim().split(/\s+/);
  if (rest.length || !path || !METHODS.has(method.toUpperCase()) || !path.startsWith('/'))
    return "match must be 'METHOD /path' (method or '*', path from '/')";
  const fault = typeof input.fault === 'number' ? String(input.fault) : input.fault;
  if (typeof fault !== 'string') return 'fault must be a status (400-599), malformed, empty, delay or drop';
  const status = /^\d{3}$/.test(fault) ? Number(fault) : null;
  const kind: FaultKind | null =
    status !== null ? 'status' : ((['malformed', 'empty', 'delay', 'drop'] as const).find((name) => name === fault) ?? null);
  if (!kind || (status !== null && (status < 400 || status > 599)))
    return 'fault must be a status (400-599), malformed, empty, delay or drop';
  const times = input.times ?? 1;
  if (!isWhole(times, 1, MAX_TIMES)) return `times must be a whole number from 1 to ${MAX_TIMES}`;
  const retryAfter = input.retryAfter ?? null;
  if (retryAfter !== null && (kind !== 'status' || !isWhole(retryAfter, 0, 86_400)))
    return 'retryAfter (seconds, 0-86400) goes only with a status fault';
  const delayMs = input.delayMs ?? null;
  if (delayMs !== null && (kind !== 'delay' || !isWhole(delayMs, 0, MAX_DELAY_MS)))
    return `delayMs (0-${MAX_DELAY_MS}) goes only with a delay fault`;
  return {
    match: `${method.toUpperCase()} ${path}`,
    kind,
    status,
    retryAfter,
    delayMs,
    remaining: times,
    method: method.toUpperCase(),
    pattern: patternOf(path),
  };
}

const visible = ({ match, kind, status, retryAfter, delayMs, remaining }: ArmedRule): FaultRule => ({
  match,
  kind,
  status,
  retryAfter,
  delayMs,
  remaining,
});

export function createFaultsService(): FaultsService {
  let rules: ArmedRule[] = [];
  return {
    set(input) {
      const rule = parse(input);
      if (typeof rule === 'string') return rule;
      rules = [rule, ...rules];
      return visible(rule);
    },
    list: () => rules.map(visible),
    clear() {
      rules = [];
    },
    take(method, pathname) {
      const rule = rules.find(
        (candidate) =>
          (candidate.method === '*' || candidate.method === method.toUpperCase()) && candidate.pattern.test(pathname),
      );
      if (!rule) return null;
      rule.remaining -= 1;
      if (rule.remaining <= 0) rules = rules.filter((candidate) => candidate !== rule);
      return visible(rule);
    },
  };
}
