/**
 * @module The `completeOnce` option: completing a report (operation 5) a second time answers 409,
 * and the service looks the completion up by the body's `id` before the body is validated, so
 * after the first completion every variant of that body answers 409 (a state rule hiding the
 * required fields), while a new report completes once more.
 */
export class Completions {
  private readonly done = new Set<string>();

  /** The body's `id` (any case), when the raw text carries one as a string. */
  private static idOf(text: string): string | undefined {
    try {
      const body: unknown = JSON.parse(text);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
      const entry = Object.entries(body).find(([key]) => key.toLowerCase() === 'id');
      return typeof entry?.[1] === 'string' ? entry[1].toLowerCase() : undefined;
    } catch {
      return undefined;
    }
  }

  /** Whether `tenant` already completed the report this raw body names. */
  already(tenant: string, text: string): boolean {
    const id = Completions.idOf(text);
    return id !== undefined && this.done.has(`${tenant}|${id}`);
  }

  record(tenant: string, text: string): void {
    const id = Completions.idOf(text);
    if (id !== undefined) this.done.add(`${tenant}|${id}`);
  }
}
