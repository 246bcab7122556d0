/**
 * Says that a change went through, for a button that the change itself removes from the screen (a
 * deleted row, a withdrawn investment, a conversation the viewer leaves).
 *
 * Why not `mutate(variables, { onSuccess })`: TanStack Query drops those callbacks once the component
 * that called `useMutation` unmounts, and the mutation's own refresh (awaited before them) usually
 * unmounts it first, so the toast was lost whenever the refetch won the race. The promise of
 * `mutateAsync` settles whatever happens to the component.
 *
 * A failure needs nothing here: the query client's default toast already says, in the server's
 * words, what went wrong (app/query-client.ts).
 */
export async function whenDone<T>(change: Promise<T>, tell: (answer: T) => void): Promise<void> {
  let answer: T;
  try {
    answer = await change;
  } catch {
    return;
  }
  tell(answer);
}
