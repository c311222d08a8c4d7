/**
 * The editor's script at /admin/ (bundled by editor/admin.ts, loaded before Decap's bundle):
 * the data files' formats, the editor's own widgets, the slug made from the title, the previews,
 * and the start of Decap with the local mode's address.
 */
import { JSON_FORMAT, LIST_FORMAT, LOCAL_BACKEND_PATH } from "../../content-model/cms-config";
import type { ImmutableMap } from "./decap";
import { DataRuleRefusal, isRefusal, problemsOfSave } from "./data-check";
import { jsonInFieldOrder, listFromFile, listToFile } from "./formats";
import { REFUSAL_PHRASES, withPhrases } from "./phrases";
import { registerPreviews } from "./preview";
import { SLUGGED, slugFromTitle } from "./slug";
import { registerWidgets } from "./widgets";
import { freshDays } from "./fresh-days";

window.CMS_MANUAL_INIT = true;
// Decap refuses a save (a field's message shown, the toast up) by rejecting the save's promise
// with no reason, which its button handler leaves uncaught: an error in the page's console for
// every refusal. That one rejection is handled here; any other still reaches the console.
// A save the data rules refuse (below) ends the same way, with Decap's failure action as the reason.
window.addEventListener("unhandledrejection", (event) => {
  if (event.reason === undefined || isRefusal(event.reason)) event.preventDefault();
});
window.addEventListener("DOMContentLoaded", () => {
  const cms = window.CMS;
  cms.registerLocale("en", withPhrases(cms.getLocale("en"), REFUSAL_PHRASES));
  cms.registerCustomFormat(JSON_FORMAT, "json", {
    fromFile: (content) => JSON.parse(content) as unknown,
    toFile: jsonInFieldOrder,
  });
  cms.registerCustomFormat(LIST_FORMAT, "json", { fromFile: listFromFile, toFile: listToFile });
  registerWidgets();
  registerPreviews();
  // A new job or service (a duplicate too) gets its slug from its title; a saved one keeps its own
  // (the title's widget shows it, and has refused a slug another entry has). Then the file the save
  // writes is checked by the data check's own function; what it refuses is not written.
  cms.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const collection = String(entry.get("collection"));
      let data = entry.get("data") as ImmutableMap;
      if (SLUGGED.includes(collection) && entry.get("newRecord")) {
        const title = data.get("title");
        data = data.set("slug", slugFromTitle(typeof title === "string" ? title : ""));
      }
      // A duplicated job carries the original's days (weeks old): a new job is posted today at the
      // earliest, and closes no earlier than a new job's default. Decap's Duplicate keeps the form's
      // widgets as they were, so the day widget's own default cannot see it.
      if (collection === "jobs" && entry.get("newRecord")) data = freshDays(data);
      const problems = problemsOfSave({ collection, file: String(entry.get("slug")), data: data.toJS() });
      if (problems.length) throw new DataRuleRefusal(problems.join("; "));
      return data;
    },
  });
  cms.init({ config: { local_backend: { url: window.location.origin + LOCAL_BACKEND_PATH } } });
});
