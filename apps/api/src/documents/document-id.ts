const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Document ids are uuids; anything else is looked up as "not found" without asking the database. */
export function isDocumentId(id: string): boolean {
  return UUID.test(id);
}
