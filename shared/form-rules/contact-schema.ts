import * as v from "valibot";
import contactContent from "../../data/contact.json";
import { IDEMPOTENCY_CONTROL } from "./controls";
import { controlAttributes } from "./control-attributes";
import {
  choice,
  FORM_MESSAGE,
  honeypot,
  idempotencyKey,
  leadSourceEntries,
  optionalPhone,
  optionalText,
  requiredEmail,
  requiredParagraphs,
  requiredText,
} from "./fields";

/** The budget and timeline values the form offers (data/contact.json), without the empty "Select" entry. */
export const BUDGET_VALUES = contactContent.budgetOptions.map((option) => option.value).filter(Boolean);
export const TIMELINE_VALUES = contactContent.timelineOptions.map((option) => option.value).filter(Boolean);

/**
 * The contact form: name, email, subject and message required; company, phone,
 * budget and timeline optional. `POST /api/contact` takes these fields as JSON.
 */
export const contactSchema = v.object(
  {
    name: requiredText("Enter your name."),
    email: requiredEmail,
    company: optionalText(),
    phone: optionalPhone,
    subject: requiredText("Enter a subject."),
    message: requiredParagraphs("Enter your message."),
    budget: choice(BUDGET_VALUES, "Choose a budget from the list.", { optional: true }),
    timeline: choice(TIMELINE_VALUES, "Choose a timeline from the list.", { optional: true }),
    website: honeypot,
    [IDEMPOTENCY_CONTROL]: idempotencyKey,
    ...leadSourceEntries,
  },
  FORM_MESSAGE,
);

/** Each control's `required` and input `type`, from its rule above. */
export const CONTACT_CONTROLS = controlAttributes(contactSchema);

/** What the form sends (every field a string; optional ones may be empty or left out). */
export type ContactInput = v.InferInput<typeof contactSchema>;
/** What is stored: trimmed strings, every field present (the honeypot is dropped by the endpoint). */
export type ContactMessage = Omit<v.InferOutput<typeof contactSchema>, "website" | typeof IDEMPOTENCY_CONTROL>;
