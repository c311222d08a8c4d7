import type { ComponentProps } from "react";
import { island } from "gatsby-plugin-islands";
import { ContactForm } from "../components/contact/contact-form";
import { postContact } from "../forms/client";

/** The contact form sends with the site's client (a function, so not a prop the page can carry). */
function ContactFormIsland(props: Omit<ComponentProps<typeof ContactForm>, "send">) {
  return <ContactForm {...props} send={postContact} />;
}

/** Works without its code (a native post); hydrated when near the viewport and the browser is idle, or at the first touch. */
export default island("contact-form", ContactFormIsland, "visible");
