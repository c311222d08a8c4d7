import { submissionSettings, type SubmissionSettings } from "./config";
import { FileStore } from "./file-store";
import { PostgresStore } from "./postgres/store";
import type { SubmissionStore } from "./store-interface";

// The interface lives in its own module, so that the engines implement it without importing this one.
export type { DeliverOptions, SaveOptions, SubmissionStore } from "./store-interface";

export function openStore(settings: SubmissionSettings = submissionSettings()): SubmissionStore {
  return settings.database ? new PostgresStore(settings) : new FileStore(settings);
}

// One store per process: the server and the handlers it mounts share this module, so one database
// pool. (An adapter's function is a bundle of its own, in a process of its own, with its own store.)
let store: SubmissionStore | undefined;

/** This process's store, opened on first use from the environment. */
export function processStore(): SubmissionStore {
  return (store ??= openStore());
}
