/**
 * A posting the code should never have asked for (unbalanced, empty, a reference reused for other
 * entries): a developer's error, refused before the database (which refuses it too), never shown to a
 * user as such.
 */
export class LedgerPostingError extends Error {
  override name = "LedgerPostingError";
}
