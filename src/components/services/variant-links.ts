/**
 * Where a service page leads and how it names its sections, by its `variant` in data/services.json (SPEC §2): the nine
 * first-family pages go back to Services and offer Contact and Services; the six others go back
 * Home and offer a consultation.
 */
export const VARIANT_LINKS = {
  primary: {
    featuresHeading: "What We Offer",
    detailsHeading: "Technologies We Use",
    back: { label: "Back to Services", to: "/services/" },
    actions: [
      { label: "Get in Touch", to: "/contact/" },
      { label: "View All Services", to: "/services/" },
    ],
  },
  secondary: {
    featuresHeading: "What We Offer",
    detailsHeading: "Results Our Clients See",
    back: { label: "Back to Home", to: "/" },
    actions: [{ label: "Schedule a Consultation", to: "/contact/" }],
  },
} as const;

export type ServiceVariant = keyof typeof VARIANT_LINKS;

export const variantLinks = (variant: string) => VARIANT_LINKS[variant === "secondary" ? "secondary" : "primary"];
