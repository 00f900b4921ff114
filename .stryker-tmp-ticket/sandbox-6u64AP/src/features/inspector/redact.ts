// @ts-nocheck
// Secrets never reach the visualizer's screen, its exports or the Stately inspector: values under
// a secret-looking key are replaced, bearer credentials inside text are cut, and any known secret
// (the session token in the cookie) is masked wherever it appears in a string.

export const REDACTED = '[redacted]';

const SECRET_KEY = /token|authori[sz]ation|cookie|password|secret|credential|api[-_]?key/i;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const COOKIE_PAIR = /\b(token|session)=[^;\s"]+/gi;

export type SecretSource = () => readonly (string | null | undefined)[];

export interface JsonSafeOptions {
  /** Nesting depth kept; deeper objects become "{…}". */
  maxDepth?: number;
  /** Longer arrays are cut to this many items followed by a count. */
  maxItems?: number;
}

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

export function redactText(text: string, secrets: readonly string[] = []): string {
  let out = text.replace(BEARER, `$1 ${REDACTED}`).replace(COOKIE_PAIR, `$1=${REDACTED}`);
  for (const secret of secrets) {
    if (secret.length >= 4) out = out.split(secret).join(REDACTED);
  }
  return out;
}

function usableSecrets(secrets: SecretSource | undefined): string[] {
  if (secrets === undefined) return [];
  try {
    return secrets().filter(
      (value): value is string => typeof value === 'string' && value.length >= 4,
    );
  } catch {
    return [];
  }
}

/**
 * A plain-JSON copy of any value with every secret removed: actor refs and class instances become
 * their name, functions are dropped, cycles and deep nesting are cut.
 */
export function redactValue(
  value: unknown,
  secrets?: SecretSource,
  options: JsonSafeOptions = {},
): unknown {
  const known = usableSecrets(secrets);
  const maxDepth = options.maxDepth ?? 8;
  const maxItems = options.maxItems ?? 200;
  const seen = new WeakSet<object>();

  function visit(item: unknown, depth: number): unknown {
    if (typeof item === 'string') return redactText(item, known);
    if (typeof item === 'number') return Number.isFinite(item) ? item : String(item);
    if (typeof item === 'boolean' || item === null) return item;
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol')
      return undefined;
    if (typeof item === 'bigint') return item.toString();
    if (typeof item !== 'object') return undefined;
    if (seen.has(item)) return '<cycle>';
    if (depth >= maxDepth) return '{…}';
    if (item instanceof Date) return item.toISOString();
    if (item instanceof Error) return { name: item.name, message: redactText(item.message, known) };
    if (Array.isArray(item)) {
      seen.add(item);
      const kept = item.slice(0, maxItems).map((entry) => visit(entry, depth + 1) ?? null);
      if (item.length > maxItems) kept.push(`… ${item.length - maxItems} more`);
      seen.delete(item);
      return kept;
    }
    const proto = Object.getPrototypeOf(item) as unknown;
    if (proto !== Object.prototype && proto !== null) {
      const name = (item as { constructor?: { name?: string } }).constructor?.name ?? 'object';
      return `<${name}>`;
    }
    seen.add(item);
    const out: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(item)) {
      if (isSecretKey(key)) {
        if (entry !== undefined && entry !== null && entry !== '') out[key] = REDACTED;
        else out[key] = entry ?? null;
        continue;
      }
      const safe = visit(entry, depth + 1);
      if (safe !== undefined) out[key] = safe;
    }
    seen.delete(item);
    return out;
  }

  return visit(value, 0);
}
