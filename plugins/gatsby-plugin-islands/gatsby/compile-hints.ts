import type { Compiler } from "webpack";

/**
 * V8's explicit compile hint (Chromium 136 on; v8.dev/blog/explicit-compile-hints): a file whose
 * first line is this comment has every function compiled when the file is, not lazily on its first
 * call. A script the browser streams (async scripts, which webpack's chunks are) is then compiled
 * on a background thread while it downloads. Other engines read a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Puts COMPILE_HINT at the top of the browser bundle's chunks that the app loads when it starts or
 * for a later page (the chunks that cannot be initial: Preact's `framework`, `app-start`, the page
 * components and their shared chunks), not those every page runs on arrival (the entry and
 * webpack's runtime, loaded before `load`, where most of their code is never called).
 *
 * Without it, the app's first render and each of the start's parts compiled the functions they call
 * on the main thread, in their own task: about half the first render's CPU time (decision 0012).
 * It is added after minification (which would strip a comment) and before the source maps are
 * written, which then account for the extra line.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(CompileHintsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: CompileHintsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (chunk.canBeInitial()) continue;
            for (const file of chunk.files) {
              if (!file.endsWith(".js")) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
            }
          }
        },
      );
    });
  }
}
