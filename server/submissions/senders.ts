import { sendConfirmation } from "./confirmation";
import { sendEmail, sendWebhook } from "./notify";

/** Every notification channel and what sends it: the company's email, its webhook, and the sender's confirmation. */
export const SENDERS = { email: sendEmail, webhook: sendWebhook, confirmation: sendConfirmation } as const;
export type Channel = keyof typeof SENDERS;
