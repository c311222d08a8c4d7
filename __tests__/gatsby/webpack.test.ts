/** @jest-environment node */
import type { CreateWebpackConfigArgs } from "gatsby";
import site from "../../data/site.json";
import { onCreateWebpackConfig, webpackOverrides } from "../../gatsby/webpack";

const run = (stage: string) => {
  const setWebpackConfig = jest.fn();
  const args = { stage, actions: { setWebpackConfig } } as unknown as CreateWebpackConfigArgs;
  onCreateWebpackConfig!(args, {} as never, () => undefined);
  return setWebpackConfig;
};

describe("webpack overrides", () => {
  it("gives up on a script chunk after the spec's 120000 ms, read from data/site.json", () => {
    expect(site.constants.chunkLoadTimeoutMs).toBe(120000);
    expect(webpackOverrides().output.chunkLoadTimeout).toBe(120000);
    expect(webpackOverrides({ chunkLoadTimeoutMs: 5000 }).output.chunkLoadTimeout).toBe(5000);
  });

  it("applies to the browser bundles only, not to server rendering", () => {
    expect(run("build-javascript")).toHaveBeenCalledWith({ output: { chunkLoadTimeout: 120000 } });
    expect(run("develop")).toHaveBeenCalledTimes(1);
    expect(run("build-html")).not.toHaveBeenCalled();
    expect(run("develop-html")).not.toHaveBeenCalled();
  });
});
