/**
 * A one-line reading of an audit row's change. Areas record plain JSON; a { before, after } pair
 * reads 'before → after' (false 'off', true 'on', null '—'), other flags read 'yes'/'no', lists
 * '[a, b]', nested objects 'key value, …'.
 */
export function changeSummary(change: unknown): string {
  if (change === null || change === undefined) return '—';
  if (!isObject(change)) return word(change);
  const parts = Object.entries(change).map(([k, v]) => `${k}: ${part(v, 1)}`);
  return parts.length ? parts.join('; ') : '—';
}

function part(value: unknown, depth: number): string {
  if (isObject(value)) {
    if ('before' in value && 'after' in value && Object.keys(value).length === 2) {
      return `${word(value.before, true)} → ${word(value.after, true)}`;
    }
    const inner = Object.entries(value).map(([k, v]) => `${k} ${part(v, depth + 1)}`);
    return depth > 1 ? `(${inner.join(', ')})` : inner.join(', ');
  }
  return word(value);
}

function word(value: unknown, grant = false): string {
  if (value === null || value === undefined) return '—';
  if (value === true) return grant ? 'on' : 'yes';
  if (value === false) return grant ? 'off' : 'no';
  if (Array.isArray(value)) return `[${value.map((v) => word(v)).join(', ')}]`;
  if (isObject(value)) return part(value, 2);
  return String(value);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
