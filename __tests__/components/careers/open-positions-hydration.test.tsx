import { ThemeProvider } from "@emotion/react";
import { act, within } from "@testing-library/react";
import { TextEncoder } from "node:util";
import { hydrateRoot } from "react-dom/client";
import { OpenPositions } from "../../../src/components/careers/open-positions";
import { theme } from "../../../content-model/theme";
import { allJobs, careersContent, departmentNames, jobsIn } from "../../helpers/careers-data";

// react-dom/server needs TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after TextEncoder is set; an import would be hoisted above it.
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

it("hydrates the static HTML (All) without a mismatch, then applies ?department= from the URL", async () => {
  window.history.replaceState(null, "", "/careers/?department=Design");
  const tree = (
    <ThemeProvider theme={theme}>
      <OpenPositions jobs={allJobs} departments={departmentNames} labels={careersContent} />
    </ThemeProvider>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  expect(within(container).getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");

  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  await act(async () => void hydrateRoot(container, tree));
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(within(container).getByRole("button", { name: "Design" })).toHaveAttribute("aria-pressed", "true");
  expect(within(container).getByRole("status")).toHaveTextContent(`Showing ${jobsIn("Design").length} position`);
});
