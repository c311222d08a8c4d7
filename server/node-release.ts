/**
 * The Node.js releases this server runs on: package.json `engines.node` (one home), as carets
 * joined by `||` (`^22.12.0 || ^24.0.0`). A server started by another Node (a distribution's
 * /usr/bin/node 20) stops here with one line saying which it needs, instead of failing later in a
 * way nobody links to the Node release. node-release-check.ts applies it at start; this module has
 * no side effect, so a test on any Node can import it.
 */
export function engineProblem(range: string, version: string): string | undefined {
  const [major, minor, patch] = version.split(".").map(Number);
  const alternatives = range.split("||").map((part) => /^\^(\d+)\.(\d+)\.(\d+)$/.exec(part.trim()));
  // A range written otherwise is not judged here (npm's own check still warns at install).
  if (alternatives.some((match) => !match)) return undefined;
  const fits = alternatives.some((match) => {
    const [want, wantMinor, wantPatch] = match!.slice(1).map(Number);
    return major === want && (minor > wantMinor || (minor === wantMinor && patch >= wantPatch));
  });
  return fits ? undefined : `Node.js ${version} cannot run this server: it needs ${range} (package.json engines)`;
}
