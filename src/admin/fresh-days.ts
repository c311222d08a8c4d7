import { dayOf, NEW_JOB_LISTING_DAYS } from "../../shared/publication";
import type { ImmutableMap } from "./decap";
import { addDays } from "./dates";

/**
 * A new job posted before today is a duplicate carrying the original's days (a new job's form
 * starts on today): it gets a new job's days, posted today and closing NEW_JOB_LISTING_DAYS later.
 * A new job posted today or later keeps the days its editor chose.
 */
export function freshDays(data: ImmutableMap, today = dayOf()): ImmutableMap {
  const posted = data.get("datePosted");
  if (typeof posted === "string" && posted >= today) return data;
  return data.set("datePosted", today).set("validThrough", addDays(today, NEW_JOB_LISTING_DAYS));
}
