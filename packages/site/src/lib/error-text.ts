/**
 * The text to show for an error answer, read from its body in this order: message, error, a plain string body,
 * detail, then non_field_errors joined with ", ". null when none of them is there.
 */
export function readErrorText(body: unknown): string | null {
  if (typeof body === 'string') return body.trim() || null;
  if (!body || typeof body !== 'object') return null;
  const fields = body as Record<string, unknown>;
  for (const key of ['message', 'error'] as const) {
    if (typeof fields[key] === 'string' && fields[key]) return fields[key] as string;
  }
  if (typeof fields.detail === 'string' && fields.detail) return fields.detail;
  const nonField = fields.non_field_errors;
  if (Array.isArray(nonField) && nonField.length > 0) return nonField.join(', ');
  if (typeof nonField === 'string' && nonField) return nonField;
  return null;
}
