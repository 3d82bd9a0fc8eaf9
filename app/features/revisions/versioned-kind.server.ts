import type { AppServices } from "../../context.ts";
import { ServiceError } from "../../utils/errors.ts";
import type { z } from "../../utils/zod.ts";
import type { RevisionContent, RevisionFields } from "./revision-diff.ts";
import { REVISION_MESSAGES } from "./revision-messages.ts";
import type { AutosaveItemTables, EditContext, ItemLabeller } from "./revisions.server.ts";

/** What a versioned kind's services use: the save, the restore and the schedule get the same. */
export type VersionedServices = Pick<AppServices, "db" | "events" | "logger" | "config">;

/**
 * A previewed page, for the preview route's view named `view` (its other fields are that view's props); "invalid"
 * when the autosaved form would not save, null when there is nothing to show.
 */
export type Preview = ({ view: string; title: string } & Record<string, unknown>) | "invalid" | null;

/** What the registry, the 'Geçmiş' panel's restore endpoint and the autosave endpoint know of every kind. */
export interface RegisteredKind {
  /** The kind's name in revisions, autosaves, preview tokens and the admin's JSON addresses. */
  kind: string;
  fields: RevisionFields;
  /** Names the items of its item lists in the diff (ranked lists: by the ids the revisions hold). */
  labelItems?: ItemLabeller | undefined;
  /** The table of the kind's items, so an autosave names only an item that exists; none for a single-row kind. */
  table?: AutosaveItemTables[string] | undefined;
  /** Single-row kinds (the hero, the content settings) have this one entity id. */
  singleEntity?: string | undefined;
  /**
   * The kinds with a public page: 'Önizle' signs a preview address of the autosaved form, and the preview route
   * renders what this gives (the stored item, none for a new one, under the admin's autosaved form, null if none).
   */
  preview?:
    | ((services: VersionedServices, id: string | null, draft: RevisionContent | null) => Promise<Preview>)
    | undefined;
  /** 'Bu sürüme dön': a kept version saved again through the kind's own service, as a new revision. */
  restore: (services: VersionedServices, id: string, content: RevisionContent, edit: EditContext) => Promise<unknown>;
}

/** The texts of one kind's 'Zamanla' answers (its messages module has them under these names). */
export interface ScheduleTexts {
  scheduleFailed: string;
  scheduled: (when: string) => string;
  unscheduled: string;
}

/** How one kind's save answers read (spec 2 §8). */
export interface VersionedTexts {
  created: string;
  updated: string;
  /** A refused save's toast, given the first field error or the service's message. */
  saveFailed: (reason: string, creating: boolean) => string;
  /** An unexpected failure's toast, when the kind words it otherwise than `saveFailed`. */
  unexpected?: string;
}

/** A versioned kind with a table of items, an edit screen and a list: everything its save action is made from. */
export interface VersionedKind<Schema extends z.ZodObject = z.ZodObject> extends RegisteredKind {
  table: AutosaveItemTables[string];
  /** The edit form's schema: the action parses the body with it, and a kept version is restored through it. */
  schema: Schema;
  create: (services: VersionedServices, input: z.output<Schema>, edit: EditContext) => Promise<unknown>;
  update: (services: VersionedServices, id: string, input: z.output<Schema>, edit: EditContext) => Promise<unknown>;
  /** The edit screen's 'Yayın zamanı' panel, for a kind that can be scheduled. */
  schedule?: {
    log: string;
    texts: ScheduleTexts;
    run: (services: VersionedServices, id: string, publishAt: string | null) => Promise<{ publishAt: string | null }>;
  };
  texts: VersionedTexts;
  /** The log line of a save that failed unexpectedly. */
  log: string;
  /** Where a saved form goes, with its toast. */
  listPath: string;
}

/**
 * Declares a versioned kind once: its save action, restore, autosave offer and registry entry are made from this.
 * Without `restore`, a kept version is parsed with the form's schema and saved through `update`.
 */
export function declareVersionedKind<Schema extends z.ZodObject>(
  declaration: Omit<VersionedKind<Schema>, "restore"> & { restore?: RegisteredKind["restore"] },
): VersionedKind<Schema> {
  return {
    ...declaration,
    restore:
      declaration.restore ??
      ((services, id, content, edit) =>
        declaration.update(services, id, parseRevision(declaration.schema, content), edit)),
  };
}

/** A single-row kind (a settings form with revisions): one entity, saved from a card of its screen. */
export interface SingleRowKind<Schema extends z.ZodObject = z.ZodObject> extends RegisteredKind {
  singleEntity: string;
  /** The card's schema: its save parses the body with it, and a kept version is restored through it. */
  schema: Schema;
  save: (services: VersionedServices, input: z.output<Schema>, edit: EditContext) => Promise<unknown>;
  texts: { saved: string; saveFailed: string };
  /** The log line of a save that failed unexpectedly. */
  log: string;
  /** The screen the card is on: a save goes back to it with its toast. */
  path: string;
}

/** Declares a single-row kind once: its save action, restore and registry entry are made from this. */
export function declareSingleRowKind<Schema extends z.ZodObject>(
  declaration: Omit<SingleRowKind<Schema>, "restore">,
): SingleRowKind<Schema> {
  return {
    ...declaration,
    restore: (services, _id, content, edit) =>
      declaration.save(services, parseRevision(declaration.schema, content), edit),
  };
}

/** A kept version through a form's own schema, as if it were sent again: what no longer passes is refused. */
export function parseRevision<Schema extends z.ZodObject>(schema: Schema, content: RevisionContent): z.output<Schema> {
  const parsed = schema.safeParse(content);
  if (!parsed.success) {
    const reason = parsed.error.issues[0]?.message ?? "";
    throw new ServiceError("invalid", `${REVISION_MESSAGES.restoreFailed}: ${reason}`);
  }
  return parsed.data;
}

/**
 * The facts of a kept version, or undefined for a version kept before the facts were part of the revision:
 * restoring it then leaves the stored facts alone rather than clearing them.
 */
export function factsOfRevision<Schema extends z.ZodObject>(
  schema: Schema,
  content: RevisionContent,
): z.output<Schema> | undefined {
  return Object.keys(schema.shape).some((key) => Object.hasOwn(content, key))
    ? parseRevision(schema, content)
    : undefined;
}
