import { useStaticQuery } from "gatsby";
import site from "../../data/site.json";

/** Makes useStaticQuery answer with the real data/site.json, as the build would. */
export function provideSiteContent() {
  jest.mocked(useStaticQuery).mockReturnValue({
    siteContent: site,
    site: { siteMetadata: { siteUrl: "https://www.example.com" } },
  });
  return site;
}
