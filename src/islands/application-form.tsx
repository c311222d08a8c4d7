import type { ComponentProps } from "react";
import { island } from "gatsby-plugin-islands";
import { ApplicationForm } from "../components/careers/application-form";
import { postApplication } from "../forms/client";

/** The application form sends with the site's client (a function, so not a prop the page can carry). */
function ApplicationFormIsland(props: Omit<ComponentProps<typeof ApplicationForm>, "send">) {
  return <ApplicationForm {...props} send={postApplication} />;
}

/** Works without its code (a native post); hydrated when near the viewport and the browser is idle, or at the first touch. */
export default island("application-form", ApplicationFormIsland, "visible");
