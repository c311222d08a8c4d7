import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import servicePages from "../../../data/service-pages.json";
import path from "node:path";
import { ServiceCardGrid } from "../../../src/components/services/service-card-grid";
import { renderWithTheme } from "../../helpers/render";
import { servicesWithOrder } from "../../../content-model/node/data-folder";
import type { ServiceEntry } from "../../../content-model/data-schemas";
import { servicePath } from "../../../shared/routes";

const services = servicesWithOrder<ServiceEntry>(path.resolve("data"));

const listed = services
  .filter((service) => service.servicesOrder !== null)
  .sort((a, b) => a.servicesOrder! - b.servicesOrder!)
  .map((service) => ({ ...service, image: undefined }));

const card = (title: string) => screen.getByRole("heading", { name: title }).closest("li")!;

describe("ServiceCardGrid", () => {
  it("shows each card with its four features and a Learn More link named after the service", () => {
    renderWithTheme(<ServiceCardGrid services={listed} labels={servicePages} />);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(listed.length);
    for (const service of listed) {
      expect(screen.getByRole("link", { name: `Learn More about ${service.title}` })).toHaveAttribute(
        "href",
        servicePath(service.slug),
      );
      for (const feature of service.features) expect(card(service.title)).toHaveTextContent(feature);
    }
  });

  it("titles the cards one level under a group's own heading when asked", () => {
    renderWithTheme(<ServiceCardGrid services={listed.slice(0, 2)} labels={servicePages} headingLevel={3} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(
      listed.slice(0, 2).map((service) => service.title),
    );
    expect(screen.queryAllByRole("heading", { level: 2 })).toHaveLength(0);
  });

  it("highlights the hovered card only, and none once the pointer leaves", async () => {
    const user = userEvent.setup();
    renderWithTheme(<ServiceCardGrid services={listed} labels={servicePages} />);
    await user.hover(card("Cloud Infrastructure"));
    expect(card("Cloud Infrastructure")).toHaveAttribute("data-highlighted", "true");
    expect(card("Web Development")).toHaveAttribute("data-highlighted", "false");
    await user.unhover(card("Cloud Infrastructure"));
    expect(card("Cloud Infrastructure")).toHaveAttribute("data-highlighted", "false");
  });

  it("highlights the card that holds keyboard focus", async () => {
    const user = userEvent.setup();
    renderWithTheme(<ServiceCardGrid services={listed} labels={servicePages} />);
    await user.tab();
    expect(card(listed[0].title)).toHaveAttribute("data-highlighted", "true");
    await user.tab();
    expect(card(listed[0].title)).toHaveAttribute("data-highlighted", "false");
    expect(card(listed[1].title)).toHaveAttribute("data-highlighted", "true");
  });
});
