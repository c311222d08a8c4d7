import { render, screen } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ResponsiveImage } from "../../../src/components/ui/responsive-image";

const picture: IGatsbyImageData = {
  layout: "constrained",
  width: 960,
  height: 640,
  images: {
    fallback: { src: "/static/picture.png" },
    sources: [{ type: "image/webp", srcSet: "/static/picture.webp 960w" }],
  },
};

describe("ResponsiveImage", () => {
  it("asks for a first-screen picture at once and at high priority, with its size reserved", () => {
    render(<ResponsiveImage image={picture} alt="A shield" eager />);
    const image = screen.getByRole("img", { name: "A shield" });
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).toHaveAttribute("width", "960");
    expect(image).toHaveAttribute("height", "640");
  });

  it("leaves a picture further down to load when it comes near, at the browser's own priority", () => {
    render(<ResponsiveImage image={picture} alt="" />);
    const image = screen.getByRole("presentation");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).not.toHaveAttribute("fetchpriority");
  });
});
