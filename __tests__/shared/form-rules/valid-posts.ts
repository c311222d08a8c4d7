/** The smallest valid posts of each form, as a multipart form or a JSON body sends them. */

export const validApplicationPost = {
  jobSlug: "solutions-architect",
  fullName: "Jane Doe",
  email: "jane@example.com",
  phone: "+1 555 123 4567",
  location: "Tallinn, Estonia",
  experience: "7+",
  coverLetter: "I design systems.",
  consent: "on",
};

export const validContactPost = {
  name: "Jane Doe",
  email: "jane@example.com",
  subject: "A new website",
  message: "We need a shop.",
};
