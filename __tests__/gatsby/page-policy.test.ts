/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { withCspMeta } from "../../content-model/node/content-security-policy";
import { writePagePolicies } from "../../gatsby/page-policy";
import { INSERTED_SCRIPTS } from "../../gatsby/page-policy-worker";

/** A page as the step writes it: its inline scripts and those the islands' code inserts allowed. */
const finished = (html: string) => withCspMeta(html, INSERTED_SCRIPTS);

const page = (script: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title></head><body><script>${script}</script></body></html>`;

describe("writePagePolicies", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-policy-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, html: string) => {
    fs.writeFileSync(path.join(dir, name), html);
    return path.join(dir, name);
  };

  it("writes each page as one thread would, in worker threads", async () => {
    const files = Array.from({ length: 12 }, (_, index) => write(`${index}.html`, page(`run(${index})`)));
    const { written } = await writePagePolicies(dir, files, undefined);
    expect(written).toBe(12);
    files.forEach((file, index) => expect(fs.readFileSync(file, "utf8")).toBe(finished(page(`run(${index})`))));
  });

  it("leaves the pages an earlier build finished and writes the ones Gatsby wrote again", async () => {
    const files = ["a.html", "b.html"].map((name) => write(name, page(name)));
    const first = await writePagePolicies(dir, files, undefined);
    write("b.html", page("changed"));
    const second = await writePagePolicies(dir, files, first.finished);
    expect(second.written).toBe(1);
    expect(fs.readFileSync(files[1], "utf8")).toBe(finished(page("changed")));
    expect(fs.readFileSync(files[1], "utf8")).toContain("sha256-");
    expect(second.finished.pages["a.html"]).toBe(first.finished.pages["a.html"]);
  });

  it("writes every page again when the policy is not the one the record was made under", async () => {
    const files = ["a.html"].map((name) => write(name, page(name)));
    const first = await writePagePolicies(dir, files, undefined);
    const again = await writePagePolicies(dir, files, { ...first.finished, policy: "another policy" });
    expect(again.written).toBe(1);
    expect(fs.readFileSync(files[0], "utf8")).toBe(finished(page("a.html")));
  });
});
