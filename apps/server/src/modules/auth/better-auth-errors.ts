/** better-auth answers errors as JSON `{code, message}` in English; this reads the code safely. */
export async function betterAuthErrorCode(response: Response): Promise<string | undefined> {
  try {
    return ((await response.clone().json()) as { code?: string }).code;
  } catch {
    return undefined;
  }
}
