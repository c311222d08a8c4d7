import { graphql } from "gatsby";

/**
 * The picture beside a page's opening text (About's intro, each service's hero), as their queries
 * ask for it (`image { ...IntroImage }`): up to 960 px wide at 3:2, half the width from 64em on.
 * Its own module, not ResponsiveImage's: islands import that one, and an island may not import
 * `gatsby`.
 */
export const query = graphql`
  fragment IntroImage on File {
    childImageSharp {
      gatsbyImageData(
        layout: CONSTRAINED
        width: 960
        aspectRatio: 1.5
        breakpoints: [480, 720, 960]
        sizes: "(min-width: 64em) 35rem, 100vw"
        placeholder: DOMINANT_COLOR
      )
    }
  }
`;
