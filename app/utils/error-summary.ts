/** An error as a log field: name, message and stack for an Error, its JSON (or text) for anything else thrown. */
export function errorSummary(error: unknown): { name?: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}
