import type { ComponentProps } from "react";
import { island } from "gatsby-plugin-islands";
import { ApplicationForm } from "../components/careers/application-form";
import { postApplication } from "../forms/client";

/** The application form sends with the site's client (a function, so not a prop the page can carry). */
function ApplicationFormIsland(props: Omit<ComponentProps<typeof ApplicationForm>, "send">) {
  return <ApplicationForm {...props} send={postApplication} />;
}

/**
 * Works without its code (a native post, the browser's own checks of each field): its code runs on
 * the candidate's first pointer, focus or key in it, and keeps what was typed before.
 */
export default island("application-form", ApplicationFormIsland, "use");
