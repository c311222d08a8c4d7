import { island } from "gatsby-plugin-islands";
import { FaqList } from "../components/contact/faq-list";

export default island("faq", FaqList, "visible");
