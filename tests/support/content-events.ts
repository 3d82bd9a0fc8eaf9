import { type ContentChange, ContentEvents } from "../../app/utils/content-events.server.ts";

/** Content events that keep each change a service announces in `changes`, for a test to check what it announced. */
export function recordingEvents(changes: ContentChange[]): ContentEvents {
  const events = new ContentEvents();
  events.subscribe((change) => changes.push(change));
  return events;
}
