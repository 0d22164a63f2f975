/**
 * The text to show for an error answer, read from its body in this order: message, error, a plain string body,
 * detail, then non_field_errors joined with ", ". null when none of them is there.
 */
export function readErrorText(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() || null;
  if (!body || typeof body !== 'object') return null;
  const fields = body as Record<string, unknown>;
  for (const key of ['message', 'error', 'detail'] as const) {
    if (typeof fields[key] === 'string' && fields[key]) return fields[key] as string;
  }
  const nonField = fields.non_field_errors;
  if (Array.isArray(nonField) && nonField.length > 0) return nonField.join(', ');
  return null;
}

/** The first sentence of a field-keyed /api/auth form error ({"current_password": ["…"]}), for that field. */
export function fieldErrors(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    if (Array.isArray(value) && typeof value[0] === 'string') out[field] = value[0];
  }
  return out;
}
