// Draws the site's illustrations (one per service, one for About) as SVG, from the scenes in
// scripts/illustrations/, and writes them as PNG files under src/images/, where
// gatsby-plugin-image makes the WebP and PNG sizes the pages use. One command regenerates them:
// `npm run draw:illustrations`. Nothing is fetched from the internet.
// `--sheet <file>` also writes every picture on one contact sheet, to look at them side by side.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { readData } from "../content-model/node/load-data";
import { theme } from "../content-model/theme";
import { frame, HEIGHT, kit, palette, WIDTH } from "./illustrations/kit";
import { SCENES, team, type Scene } from "./illustrations/scenes";

const root = path.resolve(__dirname, "..");
const { services, about } = readData(path.join(root, "data"), ["services", "about"]);

function draw(scene: Scene, accent: string): string {
  const p = palette(accent);
  return frame(p, scene(kit(p)));
}

const pictures: { file: string; svg: string }[] = [];
for (const service of Object.values(services)) {
  const scene = SCENES[service.slug];
  if (!scene) throw new Error(`No scene for the service "${service.slug}": add one to scripts/illustrations/scenes.ts`);
  pictures.push({ file: service.image, svg: draw(scene, service.color) });
}
pictures.push({ file: about.image, svg: draw(team, theme.colors.primary) });

async function main() {
  for (const { file, svg } of pictures) {
    const target = path.join(root, "src/images", file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, colours: 64 }).toFile(target);
    console.log(`wrote src/images/${file} (${fs.statSync(target).size} bytes)`);
  }

  const sheetAt = process.argv.indexOf("--sheet");
  if (sheetAt > 0) {
    const columns = 4;
    const [w, h] = [WIDTH / 2, HEIGHT / 2];
    // Red lines mark the band the Services cards show (their 2:1 crop of the middle).
    const band = `<g stroke="red" stroke-width="3"><path d="M0 ${(HEIGHT - WIDTH / 2) / 2}h${WIDTH}M0 ${(HEIGHT + WIDTH / 2) / 2}h${WIDTH}"/></g></svg>`;
    const tiles = await Promise.all(
      pictures.map(({ svg }) =>
        sharp(Buffer.from(svg.replace("</svg>", band)))
          .resize(w, h)
          .png()
          .toBuffer(),
      ),
    );
    await sharp({
      create: { width: columns * w, height: Math.ceil(tiles.length / columns) * h, channels: 3, background: "#fff" },
    })
      .composite(tiles.map((input, i) => ({ input, left: (i % columns) * w, top: Math.floor(i / columns) * h })))
      .png()
      .toFile(process.argv[sheetAt + 1]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
