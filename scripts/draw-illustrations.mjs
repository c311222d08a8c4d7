// Draws the site's abstract illustrations (one per service, one for About) as SVG and writes them
// as PNG files under src/images/, where gatsby-plugin-image picks them up. Run it again after
// adding a service: `node scripts/draw-illustrations.mjs`. Nothing is fetched from the internet.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const WIDTH = 1200;
const HEIGHT = 800;
const iconSource = fs.readFileSync(path.resolve("src/components/ui/icon.tsx"), "utf8");
const iconPaths = Object.fromEntries(
  [...iconSource.matchAll(/^\s+"?([a-z-]+)"?: "([^"]+)",$/gm)].map((match) => [match[1], match[2]]),
);

/** A small deterministic random generator, so the same slug always gives the same picture. */
function seeded(text) {
  let state = [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function shade(hex, amount) {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift) => Math.round(((value >> shift) & 255) * (1 - amount) + 11 * amount);
  return `rgb(${channel(16)}, ${channel(8)}, ${channel(0)})`;
}

function drawing({ seed, color, icon }) {
  const random = seeded(seed);
  const circles = Array.from({ length: 5 }, () => {
    const r = 80 + random() * 220;
    return `<circle cx="${(random() * WIDTH).toFixed(0)}" cy="${(random() * HEIGHT).toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" fill-opacity="${(0.04 + random() * 0.08).toFixed(2)}"/>`;
  }).join("");
  const cards = Array.from({ length: 3 }, (_, i) => {
    const x = 90 + i * 40 + random() * 40;
    const y = 120 + i * 190;
    const w = 260 + random() * 120;
    return `<g transform="translate(${x.toFixed(0)} ${y})"><rect width="${w.toFixed(0)}" height="120" rx="20" fill="#fff" fill-opacity="0.12" stroke="#fff" stroke-opacity="0.25"/><rect x="28" y="30" width="${(w * 0.5).toFixed(0)}" height="14" rx="7" fill="#fff" fill-opacity="0.55"/><rect x="28" y="62" width="${(w * 0.7).toFixed(0)}" height="10" rx="5" fill="#fff" fill-opacity="0.3"/><rect x="28" y="84" width="${(w * 0.4).toFixed(0)}" height="10" rx="5" fill="#fff" fill-opacity="0.3"/></g>`;
  }).join("");
  const dots = Array.from(
    { length: 8 * 6 },
    (_, i) =>
      `<circle cx="${700 + (i % 8) * 56}" cy="${90 + Math.floor(i / 8) * 56}" r="4" fill="#fff" fill-opacity="0.22"/>`,
  ).join("");
  const iconMark = icon
    ? `<g transform="translate(760 300)"><circle cx="120" cy="120" r="190" fill="#fff" fill-opacity="0.14"/><circle cx="120" cy="120" r="140" fill="#fff" fill-opacity="0.16"/><g transform="scale(10)" fill="none" stroke="#fff" stroke-width="1.1" stroke-linecap="round" stroke-linejoin="round"><path d="${iconPaths[icon]}"/></g></g>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, 0.55)}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>${circles}${dots}${cards}${iconMark}
</svg>`;
}

async function write(file, svg) {
  const target = path.resolve("src/images", file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(target);
  console.log(`wrote src/images/${file}`);
}

const services = fs
  .readdirSync(path.resolve("data/services"))
  .map((file) => JSON.parse(fs.readFileSync(path.resolve("data/services", file), "utf8")));
for (const service of services) {
  await write(service.image, drawing({ seed: service.slug, color: service.color, icon: service.icon }));
}
const about = JSON.parse(fs.readFileSync(path.resolve("data/about.json"), "utf8"));
await write(about.image, drawing({ seed: "about", color: "#1d4ed8", icon: "users" }));
