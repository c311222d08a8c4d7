import { submissionSettings, type SubmissionSettings } from "./config";
import { FileStore } from "./file-store";
import { PostgresStore } from "./postgres/store";
import type { SubmissionStore } from "./store-interface";

// The interface lives in its own module, so that the engines implement it without importing this one.
export type { DeliverOptions, SaveOptions, SubmissionStore } from "./store-interface";

export function openStore(settings: SubmissionSettings = submissionSettings()): SubmissionStore {
  return settings.database ? new PostgresStore(settings) : new FileStore(settings);
}

// One store per process, shared through globalThis: each compiled Gatsby Function is a separate
// bundle with its own copy of this module, and the server's is another; a database pool each would
// multiply connections.
const SLOT = Symbol.for("nexora.submissions.store");
const holder = globalThis as unknown as Record<symbol, SubmissionStore | undefined>;

/** This process's store, opened on first use from the environment. */
export function processStore(): SubmissionStore {
  return (holder[SLOT] ??= openStore());
}
