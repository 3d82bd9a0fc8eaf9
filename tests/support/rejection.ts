import { ServiceError } from "../../app/utils/errors.ts";

/** The ServiceError a service call refused with; fails when it resolves or throws anything else. */
export async function serviceRejection(promise: Promise<unknown>): Promise<ServiceError> {
  const outcome = await promise.then(
    () => new Error("expected a rejection"),
    (error: unknown) => error,
  );
  if (outcome instanceof ServiceError) return outcome;
  throw outcome instanceof Error ? outcome : new Error(`expected a ServiceError, got ${String(outcome)}`);
}
