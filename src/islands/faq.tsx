import { island } from "../../plugins/gatsby-plugin-islands/src";
import { FaqList } from "../components/contact/faq-list";

export default island("faq", FaqList, "visible");
