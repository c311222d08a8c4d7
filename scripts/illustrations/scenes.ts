// One scene per service, by slug, each showing something the service delivers (its features in
// data/services/<slug>.json), and the About page's team. Coordinates are on the 1200x800 canvas;
// the Services cards show its middle 1200x600, so everything that matters sits between y 130 and 670.
import type { Kit } from "./kit";

export type Scene = (k: Kit) => string;

/** Company websites, web apps, e-commerce: a browser showing a site, the code that makes it, a cart. */
const webDevelopment: Scene = ({ rect, circle, bar, window, path, spark, line, p }) =>
  window(210, 150, 600, 430) +
  rect(240, 236, 540, 150, { fill: p.accent, shadow: false, r: 12 }) +
  bar(272, 270, 230, p.paper, 22) +
  bar(272, 308, 170, p.strong) +
  rect(272, 340, 110, 30, { fill: p.spark, shadow: false, r: 15 }) +
  path("M560 386L640 300L700 352L740 316L780 360V386Z", { fill: p.strong, stroke: false }) +
  circle(600, 296, 22, { fill: p.spark, shadow: false }) +
  [0, 1, 2]
    .map(
      (i) =>
        rect(240 + i * 186, 414, 168, 136, { fill: p.mist, shadow: false, r: 12 }) +
        bar(260 + i * 186, 506, 110) +
        bar(260 + i * 186, 526, 70),
    )
    .join("") +
  [0, 1, 2].map((i) => circle(300 + i * 186, 460, 22, { fill: i === 1 ? p.accent : p.soft, shadow: false })).join("") +
  rect(690, 400, 330, 250, { fill: p.ink }) +
  `<g stroke="${p.soft}">${line([740, 470], [712, 496], [740, 522])}${line([800, 470], [828, 496], [800, 522])}${line([782, 462], [758, 530])}</g>` +
  bar(860, 470, 120, p.accent) +
  bar(860, 500, 80, p.spark) +
  bar(730, 564, 180, p.soft) +
  bar(730, 596, 250, p.strong) +
  rect(880, 170, 150, 150, { fill: p.paper, r: 75 }) +
  path("M905 215h20l20 70h55l15-50h-80", {}) +
  circle(950, 300, 6, { fill: p.ink, shadow: false }) +
  circle(990, 300, 6, { fill: p.ink, shadow: false }) +
  spark(170, 560, 34);

/** iOS and Android apps, offline, app stores: two phones, an app's screens, a rating and a notification. */
const mobileApplications: Scene = ({ rect, circle, bar, path, spark, p }) =>
  `<g transform="rotate(-10 430 420)">${rect(330, 170, 230, 460, { fill: p.soft, r: 36 })}${rect(352, 214, 186, 360, { fill: p.paper, shadow: false, r: 14 })}${bar(374, 240, 120, p.accent)}${[0, 1, 2, 3].map((i) => circle(390, 300 + i * 66, 18, { fill: p.pale, shadow: false }) + bar(420, 292 + i * 66, 96)).join("")}</g>` +
  `<g transform="translate(0 12)">` +
  rect(520, 130, 270, 540, { fill: p.ink, r: 42 }) +
  rect(540, 170, 230, 460, { fill: p.paper, shadow: false, r: 18 }) +
  bar(610, 146, 90, p.strong, 10) +
  rect(540, 170, 230, 110, { fill: p.accent, shadow: false, r: 18 }) +
  bar(566, 200, 120, p.paper, 20) +
  bar(566, 236, 80, p.strong) +
  rect(562, 300, 186, 120, { fill: p.pale, shadow: false, r: 14 }) +
  path("M562 420L622 360L662 396L702 352L748 400V420Z", { fill: p.soft, stroke: false }) +
  rect(562, 300, 186, 120, { fill: "none", shadow: false, r: 14 }) +
  [0, 1]
    .map(
      (i) =>
        circle(590 + 0, 456 + i * 60, 18, { fill: i ? p.soft : p.spark, shadow: false }) +
        bar(620, 446 + i * 60, 110) +
        bar(620, 468 + i * 60, 70, p.mist),
    )
    .join("") +
  `<path d="M540 574H770" fill="none"/>` +
  [0, 1, 2, 3]
    .map((i) => circle(578 + i * 52, 602, 10, { fill: i === 0 ? p.accent : p.rule, shadow: false, stroke: false }))
    .join("") +
  `</g>` +
  rect(810, 210, 250, 104) +
  circle(858, 262, 26, { fill: p.accent, shadow: false }) +
  bar(898, 244, 130) +
  bar(898, 268, 90, p.soft) +
  rect(150, 520, 250, 84, { r: 42 }) +
  [0, 1, 2, 3, 4].map((i) => starPath(194 + i * 40, 562, 16, i < 4 ? p.spark : p.paper)).join("") +
  spark(1010, 420, 34);

function starPath(cx: number, cy: number, r: number, fill: string) {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 ? r * 0.45 : r;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(" ")}" fill="${fill}" stroke-width="5"/>`;
}

const CLOUD = "M430 380a80 80 0 0 1 40-150a115 115 0 0 1 220-10a95 95 0 0 1 110 160Z";

/** Migration, infrastructure as code, monitoring: servers moving up into a cloud, watched by a chart. */
const cloudInfrastructure: Scene = ({ rect, circle, bar, path, dashed, line, spark, p }) =>
  path(CLOUD, { fill: p.paper, shadow: true }) +
  `<path d="M520 296l40-40 40 40M560 260v92" fill="none" stroke="${p.accent}" stroke-width="14"/>` +
  bar(630, 280, 110, p.soft) +
  bar(630, 310, 80, p.strong) +
  [0, 1, 2]
    .map((i) => {
      const x = 330 + i * 200;
      return (
        dashed([x + 70, 470], [x + 70, 396]) +
        rect(x, 470, 140, 190, { fill: i === 1 ? p.accent : p.paper }) +
        [0, 1, 2]
          .map(
            (row) =>
              rect(x + 18, 490 + row * 54, 104, 38, { fill: i === 1 ? p.strong : p.mist, shadow: false, r: 8 }) +
              circle(x + 40, 509 + row * 54, 7, { fill: row === 0 ? p.spark : p.paper, shadow: false, stroke: false }),
          )
          .join("")
      );
    })
    .join("") +
  rect(880, 190, 190, 150) +
  line([906, 300], [946, 262], [986, 284], [1040, 226]).replace('fill="none"', `fill="none" stroke="${p.accent}"`) +
  bar(906, 312, 80, p.rule, 10) +
  rect(130, 360, 150, 110, { fill: p.ink, r: 14 }) +
  `<g stroke="${p.soft}" fill="none"><path d="M172 392l-18 22 18 22M238 392l18 22-18 22"/></g>` +
  bar(182, 408, 46, p.spark, 12) +
  spark(880, 560, 34);

/** Assessments, access management, monitoring: a shield with its lock, watching a network, a sign-in. */
const cybersecurity: Scene = ({ rect, circle, bar, path, line, spark, tick, p }) =>
  `<circle cx="600" cy="390" r="250" fill="none" stroke="${p.soft}" stroke-dasharray="4 26"/>` +
  [
    [380, 250],
    [830, 230],
    [360, 560],
    [850, 540],
    [600, 170],
  ]
    .map(([x, y]) => line([600, 390], [x, y]) + circle(x, y, 28, { fill: y === 170 ? p.spark : p.paper }))
    .join("") +
  path("M600 210l170 62v112c0 112-76 184-170 226-94-42-170-114-170-226V272Z", { fill: p.accent, shadow: true }) +
  rect(540, 380, 120, 100, { fill: p.paper, shadow: false, r: 14 }) +
  path("M562 380v-30a38 38 0 0 1 76 0v30", {}) +
  circle(600, 420, 10, { fill: p.ink, shadow: false, stroke: false }) +
  line([600, 424], [600, 452]) +
  rect(120, 400, 230, 150) +
  bar(146, 428, 90) +
  rect(146, 456, 178, 44, { fill: p.mist, shadow: false, r: 10 }) +
  [0, 1, 2, 3, 4].map((i) => circle(172 + i * 26, 478, 7, { fill: p.ink, shadow: false, stroke: false })).join("") +
  bar(146, 516, 60, p.soft) +
  circle(900, 400, 40, { fill: p.good }) +
  `<g stroke="${p.paper}">${tick(900, 400, 1.2)}</g>` +
  spark(1010, 250, 30);

/** Dashboards, pipelines, warehousing: a dashboard with charts, fed by a database through a pipe. */
const dataAnalytics: Scene = ({ rect, circle, bar, path, line, spark, p }) =>
  rect(190, 140, 640, 470) +
  [0, 1, 2]
    .map(
      (i) =>
        rect(220 + i * 198, 170, 180, 92, { fill: i === 0 ? p.accent : p.mist, shadow: false, r: 12 }) +
        bar(242 + i * 198, 192, 70, i === 0 ? p.strong : p.rule) +
        bar(242 + i * 198, 222, 110, i === 0 ? p.paper : p.soft, 20),
    )
    .join("") +
  rect(220, 290, 350, 290, { fill: p.paper, shadow: false, r: 12 }) +
  [120, 180, 90, 210, 150, 230]
    .map((h, i) => rect(248 + i * 52, 556 - h, 34, h, { fill: i % 2 ? p.accent : p.soft, shadow: false, r: 6 }))
    .join("") +
  line([248, 556], [546, 556]) +
  rect(594, 290, 206, 290, { fill: p.paper, shadow: false, r: 12 }) +
  `<circle cx="697" cy="400" r="64" fill="none" stroke="${p.soft}" stroke-width="30"/>` +
  `<circle cx="697" cy="400" r="64" fill="none" stroke="${p.accent}" stroke-width="30" stroke-dasharray="250 402" stroke-linecap="butt" transform="rotate(-90 697 400)"/>` +
  `<circle cx="697" cy="400" r="64" fill="none" stroke="${p.spark}" stroke-width="30" stroke-dasharray="70 402" stroke-dashoffset="-250" stroke-linecap="butt" transform="rotate(-90 697 400)"/>` +
  bar(630, 500, 134) +
  bar(630, 530, 90, p.soft) +
  path("M830 470H900V430", { fill: "none" }) +
  path("M880 330c0-22 36-36 80-36s80 14 80 36v140c0 22-36 36-80 36s-80-14-80-36Z", { fill: p.paper, shadow: true }) +
  path("M880 330c0 22 36 36 80 36s80-14 80-36M880 400c0 22 36 36 80 36s80-14 80-36", {}) +
  circle(1010, 446, 8, { fill: p.accent, shadow: false, stroke: false }) +
  line([250, 460], [330, 400], [400, 430], [520, 330]).replace('fill="none"', `fill="none" stroke="${p.ink}"`) +
  circle(520, 330, 12, { fill: p.spark, shadow: false }) +
  spark(150, 560, 32);

/** ERP and CRM, customisation, integration: an application's modules, and a piece that plugs into it. */
const digitalEnterpriseApplications: Scene = ({ rect, circle, bar, path, line, spark, p }) => {
  const icons = [
    circle(0, -10, 16, { fill: p.paper, shadow: false }) + path("M-30 30a30 24 0 0 1 60 0", {}),
    path("M-28 -14l28-16 28 16v34l-28 16-28-16Z M-28 -14l28 16 28-16M0 2v34", { fill: p.paper }),
    line([-30, 24], [-30, -30]) +
      line([-30, 24], [30, 24]) +
      rect(-18, -6, 12, 30, { fill: p.paper, shadow: false, r: 3 }) +
      rect(4, -22, 12, 46, { fill: p.paper, shadow: false, r: 3 }),
    rect(-30, -26, 60, 54, { fill: p.paper, shadow: false, r: 8 }) +
      line([-30, -8], [30, -8]) +
      circle(-10, 10, 5, { fill: p.ink, shadow: false, stroke: false }),
    circle(0, 0, 28, { fill: p.paper, shadow: false }) + line([0, -14], [0, 0], [12, 8]),
    path("M-26 -26h52v52h-52Z M-26 -6h52M-26 12h52M-4 -26v52", { fill: p.paper }),
  ];
  return (
    rect(190, 150, 660, 470) +
    rect(190, 150, 130, 470, { fill: p.ink, shadow: false }) +
    [0, 1, 2, 3]
      .map((i) => circle(255, 210 + i * 70, 16, { fill: i === 0 ? p.accent : p.strong, shadow: false, stroke: false }))
      .join("") +
    bar(350, 180, 200, p.ink, 20) +
    bar(350, 214, 130, p.rule) +
    icons
      .map((icon, i) => {
        const x = 350 + (i % 3) * 160;
        const y = 260 + Math.floor(i / 3) * 170;
        return (
          rect(x, y, 140, 150, { fill: i === 1 ? p.accent : p.pale, shadow: false, r: 14 }) +
          `<g transform="translate(${x + 70} ${y + 62})">${icon}</g>` +
          bar(x + 30, y + 116, 80, i === 1 ? p.paper : p.soft, 12)
        );
      })
      .join("") +
    path("M880 330h40a30 30 0 0 1 60 0h40v60a30 30 0 0 1 0 60v60H880v-60a30 30 0 0 0 0-60Z", {
      fill: p.spark,
      shadow: true,
    }) +
    line([850, 420], [866, 420]) +
    spark(1000, 210, 30)
  );
};

/** Process review, legacy modernisation, automation: paper and an old terminal, turned into a live dashboard. */
const digitalTransformation: Scene = ({ rect, bar, path, line, spark, circle, p }) =>
  rect(150, 250, 220, 280, { fill: p.mist }) +
  rect(120, 220, 220, 280) +
  path("M300 220v40h40", {}) +
  [0, 1, 2, 3, 4].map((i) => bar(148, 290 + i * 36, [150, 120, 160, 100, 140][i])).join("") +
  rect(170, 430, 210, 160, { fill: p.ink, r: 14 }) +
  bar(196, 464, 90, p.strong, 12) +
  bar(196, 492, 140, p.soft, 12) +
  `<rect x="196" y="526" width="20" height="26" fill="${p.spark}" stroke="none"/>` +
  path("M440 300a170 170 0 0 1 280 -20", { fill: "none" }).replace(
    'fill="none"',
    `fill="none" stroke="${p.accent}" stroke-width="14"`,
  ) +
  path("M696 246l28 36-46 10", {}).replace('fill="none"', `fill="none" stroke="${p.accent}" stroke-width="14"`) +
  path("M740 520a170 170 0 0 1 -280 20", { fill: "none" }).replace(
    'fill="none"',
    `fill="none" stroke="${p.soft}" stroke-width="14"`,
  ) +
  path("M486 576l-28 -36 46 -10", {}).replace('fill="none"', `fill="none" stroke="${p.soft}" stroke-width="14"`) +
  circle(600, 410, 56, { fill: p.spark }) +
  path("M576 410l16 16 32-32", {}) +
  rect(740, 250, 340, 230) +
  rect(760, 270, 300, 190, { fill: p.pale, shadow: false, r: 10 }) +
  [90, 130, 110, 160]
    .map((h, i) => rect(784 + i * 44, 436 - h, 28, h, { fill: p.accent, shadow: false, r: 6 }))
    .join("") +
  line([970, 410], [1000, 360], [1040, 330]) +
  circle(1040, 330, 10, { fill: p.spark, shadow: false }) +
  path("M700 480h420l-30 50H730Z", { fill: p.paper, shadow: true }) +
  spark(1060, 180, 30);

// Feather's wrench, on its 24-unit grid.
const WRENCH =
  "M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z";

/** Product engineering, architecture, maintenance: a blueprint of components, with the tools of the trade. */
const engineeringServices: Scene = ({ rect, circle, bar, path, line, spark, p }) => {
  const grid =
    Array.from({ length: 11 }, (_, i) => `M${250 + i * 64} 150v460`).join("") +
    Array.from({ length: 7 }, (_, i) => `M210 ${180 + i * 64}h700`).join("");
  const box = (x: number, y: number, fill: string) =>
    rect(x, y, 150, 90, { fill, r: 12 }) +
    bar(x + 24, y + 26, 90, fill === p.accent ? p.paper : p.ink, 12) +
    bar(x + 24, y + 52, 60, fill === p.accent ? p.strong : p.soft, 12);
  return (
    rect(200, 140, 720, 480, { fill: p.accent }) +
    `<path d="${grid}" stroke="${p.strong}" stroke-width="3" fill="none"/>` +
    line([405, 260], [545, 260]) +
    line([590, 305], [590, 400]) +
    line([330, 305], [330, 445], [470, 445]) +
    line([620, 445], [775, 445], [775, 480]) +
    box(255, 215, p.paper) +
    box(545, 215, p.spark) +
    box(470, 400, p.paper) +
    box(700, 480, p.paper) +
    `<g transform="translate(980 250)">${path("M0-74l14 0 6 20 18 8 18-10 10 10-10 18 8 18 20 6v14l-20 6-8 18 10 18-10 10-18-10-18 8-6 20h-14l-6-20-18-8-18 10-10-10 10-18-8-18-20-6v-14l20-6 8-18-10-18 10-10 18 10 18-8Z", { fill: p.paper, shadow: true })}${circle(7, 0, 24, { fill: p.soft, shadow: false })}</g>` +
    `<g transform="translate(880 420) scale(8)" stroke-width="${8 / 8}">${path(WRENCH, { fill: p.paper })}</g>` +
    `<g transform="rotate(-8 140 470)">${rect(100, 340, 80, 250, { fill: p.spark, r: 8 })}${[0, 1, 2, 3, 4, 5].map((i) => line([100, 370 + i * 40], [i % 2 ? 126 : 140, 370 + i * 40])).join("")}</g>` +
    spark(1060, 640, 26)
  );
};

/** ERP and CRM integration, APIs, role-based access: the company's systems joined through one API, each role with its key. */
const enterpriseSolutions: Scene = ({ rect, circle, bar, line, spark, p }) =>
  rect(140, 190, 220, 420, { fill: p.paper }) +
  Array.from({ length: 8 }, (_, i) =>
    rect(172 + (i % 2) * 88, 252 + Math.floor(i / 2) * 80, 68, 50, {
      fill: i === 2 ? p.spark : p.pale,
      shadow: false,
      r: 8,
    }),
  ).join("") +
  rect(220, 550, 60, 60, { fill: p.accent, shadow: false, r: 6 }) +
  line([360, 420], [500, 420]) +
  line([700, 420], [800, 260]) +
  line([700, 420], [800, 420]) +
  line([700, 420], [800, 580]) +
  circle(600, 420, 110, { fill: p.accent }) +
  `<g stroke="${p.paper}" stroke-width="12" fill="none"><path d="M572 370c-26 0-26 14-26 30s-4 20-20 20c16 0 20 4 20 20s0 30 26 30M628 370c26 0 26 14 26 30s4 20 20 20c-16 0-20 4-20 20s0 30-26 30"/></g>` +
  [200, 380, 540]
    .map(
      (y, i) =>
        rect(800, y - 30, 280, 100, {}) +
        circle(850, y + 20, 26, { fill: [p.soft, p.spark, p.strong][i], shadow: false }) +
        bar(892, y, 110) +
        bar(892, y + 28, 70, p.soft) +
        `<g transform="translate(1040 ${y + 20})">${circle(-8, 0, 12, { fill: p.paper, shadow: false })}${line([4, 0], [26, 0], [26, 10])}</g>`,
    )
    .join("") +
  spark(480, 230, 30);

/** Research, UX and UI design, prototyping, accessibility: a wireframe under the cursor, notes, swatches, a pen curve. */
const experienceServices: Scene = ({ rect, circle, bar, path, line, spark, p }) =>
  rect(300, 150, 520, 480) +
  rect(330, 180, 460, 160, { fill: p.pale, shadow: false, r: 10 }) +
  `<g stroke="${p.soft}" stroke-width="5">${line([330, 180], [790, 340])}${line([790, 180], [330, 340])}</g>` +
  rect(330, 180, 460, 160, { fill: "none", shadow: false, r: 10 }) +
  bar(330, 370, 260, p.ink, 20) +
  bar(330, 408, 400) +
  bar(330, 434, 340) +
  rect(330, 480, 200, 110, { fill: p.mist, shadow: false, r: 10 }) +
  rect(556, 480, 234, 110, { fill: p.accent, shadow: false, r: 10 }) +
  bar(582, 526, 150, p.paper, 18) +
  `<circle cx="690" cy="570" r="44" fill="none" stroke="${p.spark}" stroke-width="6"/>` +
  path("M690 560l0 110 28-30 20 44 22-10-20-42 40-2Z", { fill: p.paper, shadow: true }) +
  `<g transform="rotate(-6 180 250)">${rect(100, 170, 170, 160, { fill: p.spark, r: 6 })}${bar(124, 210, 110, p.ink, 12)}${bar(124, 238, 80, p.ink, 12)}</g>` +
  `<g transform="rotate(5 190 470)">${rect(110, 390, 160, 150, { fill: p.soft, r: 6 })}${bar(134, 430, 100, p.ink, 12)}${bar(134, 458, 70, p.ink, 12)}</g>` +
  rect(880, 170, 190, 90, { r: 45 }) +
  [p.accent, p.soft, p.spark].map((fill, i) => circle(925 + i * 50, 215, 20, { fill, shadow: false })).join("") +
  `<path d="M880 520C900 380 1040 440 1060 320" fill="none"/>` +
  line([900, 380], [880, 520]) +
  line([1040, 440], [1060, 320]) +
  rect(868, 508, 24, 24, { fill: p.paper, shadow: false, r: 4 }) +
  rect(1048, 308, 24, 24, { fill: p.paper, shadow: false, r: 4 }) +
  circle(900, 380, 10, { fill: p.accent, shadow: false }) +
  circle(1040, 440, 10, { fill: p.accent, shadow: false }) +
  spark(1110, 150, 26);

/** Device connectivity, real-time dashboards, alerts, edge: a chip talking to sensors, a live gauge, an alert. */
const iotSolutions: Scene = ({ rect, circle, bar, path, line, dashed, spark, p }) => {
  const pins = [0, 1, 2].flatMap((i) => [
    line([560 + i * 40, 300], [560 + i * 40, 272]),
    line([560 + i * 40, 500], [560 + i * 40, 528]),
    line([500, 360 + i * 40], [472, 360 + i * 40]),
    line([700, 360 + i * 40], [728, 360 + i * 40]),
  ]);
  return (
    `<g stroke="${p.soft}" stroke-width="10" fill="none"><path d="M520 210a150 150 0 0 1 160 0M545 170a200 200 0 0 1 110 -2"/></g>` +
    pins.join("") +
    rect(500, 300, 200, 200, { fill: p.ink, r: 22 }) +
    rect(550, 350, 100, 100, { fill: p.accent, shadow: false, r: 12 }) +
    circle(600, 400, 16, { fill: p.spark, shadow: false, stroke: false }) +
    dashed([472, 400], [330, 400], [330, 300]) +
    dashed([728, 400], [860, 400]) +
    dashed([600, 528], [600, 590], [420, 590]) +
    rect(270, 170, 120, 130, { r: 16 }) +
    path("M330 200v50", {}) +
    circle(330, 266, 16, { fill: p.bad, shadow: false }) +
    `<g transform="translate(860 300)">${rect(0, 0, 220, 200)}<path d="M40 150a70 70 0 0 1 140 0" fill="none" stroke="${p.soft}" stroke-width="18"/><path d="M40 150a70 70 0 0 1 110 -56" fill="none" stroke="${p.accent}" stroke-width="18"/>${line([110, 150], [150, 104])}${circle(110, 150, 10, { fill: p.ink, shadow: false })}${bar(60, 170, 100, p.rule, 10)}</g>` +
    path("M300 560a50 50 0 0 1 100 0v60h-100Z", { fill: p.paper, shadow: true }) +
    line([286, 620], [414, 620]) +
    circle(350, 640, 12, { fill: p.paper, shadow: false }) +
    circle(398, 540, 20, { fill: p.spark, shadow: false }) +
    spark(980, 180, 30)
  );
};

/** Network design, secure connectivity, monitoring: a switch cabled to a laptop, a server, an access point and the internet. */
const networkServices: Scene = ({ rect, circle, path, line, spark, p }) =>
  `<g fill="none"><path d="M400 410C400 300 320 300 320 260"/><path d="M500 410C500 330 560 300 560 230"/><path d="M700 410C700 300 860 330 880 260"/><path d="M460 470C460 540 380 540 380 580"/><path d="M640 470C640 560 760 540 800 580"/></g>` +
  rect(280, 380, 640, 110, { fill: p.ink, r: 16 }) +
  Array.from(
    { length: 8 },
    (_, i) =>
      rect(310 + i * 60, 414, 40, 34, { fill: i < 5 ? p.strong : p.paper, shadow: false, r: 6, stroke: false }) +
      circle(330 + i * 60, 468, 5, { fill: i === 3 ? p.spark : p.good, shadow: false, stroke: false }),
  ).join("") +
  circle(860, 434, 24, { fill: p.accent, shadow: false }) +
  rect(200, 180, 200, 120, { r: 12 }) +
  rect(220, 200, 160, 80, { fill: p.pale, shadow: false, r: 6 }) +
  path("M170 300h260l-20 30H190Z", { fill: p.paper }) +
  circle(560, 190, 54, { fill: p.accent }) +
  `<g fill="none" stroke="${p.paper}" stroke-width="6"><path d="M506 190h108M560 136c-30 30-30 78 0 108M560 136c30 30 30 78 0 108"/></g>` +
  rect(830, 200, 120, 96, { fill: p.spark }) +
  path("M860 200v-24a30 30 0 0 1 60 0v24", {}) +
  circle(890, 248, 9, { fill: p.ink, shadow: false, stroke: false }) +
  rect(300, 580, 160, 80, { r: 12 }) +
  line([322, 606], [438, 606]) +
  line([322, 634], [438, 634]) +
  rect(740, 590, 130, 60, { r: 30 }) +
  `<g fill="none"><path d="M770 560a40 40 0 0 1 70 0M752 532a70 70 0 0 1 106 0"/></g>` +
  circle(805, 620, 8, { fill: p.accent, shadow: false, stroke: false }) +
  spark(1040, 560, 30);

/** Automated, manual, performance and security testing: a test run with one failure found, a bug under the glass, a speed gauge. */
const testingServices: Scene = ({ rect, circle, bar, path, line, tick, cross, spark, window, p }) =>
  window(260, 140, 520, 470) +
  [0, 1, 2, 3, 4]
    .map((i) => {
      const y = 240 + i * 70;
      const failed = i === 2;
      return (
        rect(288, y - 26, 464, 56, { fill: failed ? p.pale : p.paper, shadow: false, r: 10, stroke: failed }) +
        circle(318, y + 2, 18, { fill: failed ? p.bad : p.good, shadow: false, stroke: false }) +
        `<g stroke="${p.paper}" stroke-width="6">${failed ? cross(318, y + 2, 0.55) : tick(318, y + 2, 0.6)}</g>` +
        bar(352, y - 5, [220, 180, 240, 160, 200][i], failed ? p.ink : p.rule)
      );
    })
    .join("") +
  circle(840, 360, 130, { fill: p.paper }) +
  `<g transform="translate(840 360)">${path("M-40-10a40 50 0 0 1 80 0v30a40 50 0 0 1-80 0Z", { fill: p.bad })}${line([0, -60], [0, 70])}${line([-40, 0], [-70, -20])}${line([40, 0], [70, -20])}${line([-40, 30], [-72, 40])}${line([40, 30], [72, 40])}${circle(0, -66, 22, { fill: p.ink, shadow: false })}</g>` +
  circle(840, 360, 130, { fill: "none", shadow: false }) +
  line([932, 452], [1030, 550]).replace('fill="none"', 'fill="none" stroke-width="30"') +
  `<g transform="translate(-20 30)">` +
  rect(100, 450, 190, 130) +
  `<path d="M130 550a65 65 0 0 1 130 0" fill="none" stroke="${p.soft}" stroke-width="16"/>` +
  `<path d="M130 550a65 65 0 0 1 100 -52" fill="none" stroke="${p.accent}" stroke-width="16"/>` +
  line([195, 550], [235, 510]) +
  circle(195, 550, 9, { fill: p.ink, shadow: false }) +
  `</g>` +
  spark(1050, 200, 30);

/** Process analysis, robotic automation, back office, compliance: a flowchart run by gears, and a checked list. */
const businessProcessServices: Scene = ({ rect, circle, bar, path, line, tick, spark, p }) => {
  const gear = (cx: number, cy: number, r: number, fill: string) => {
    const teeth = Array.from(
      { length: 8 },
      (_, i) =>
        `<rect x="${cx - 12}" y="${cy - r - 18}" width="24" height="30" rx="5" fill="${fill}" transform="rotate(${i * 45} ${cx} ${cy})"/>`,
    ).join("");
    return (
      teeth + circle(cx, cy, r, { fill, shadow: false }) + circle(cx, cy, r * 0.36, { fill: p.paper, shadow: false })
    );
  };
  return (
    line([360, 260], [440, 260]) +
    line([600, 260], [650, 260], [650, 330]) +
    line([650, 470], [650, 540], [740, 540]) +
    line([560, 400], [470, 400], [470, 500]) +
    rect(250, 220, 110, 80, { fill: p.paper, r: 40 }) +
    rect(440, 215, 160, 90, { fill: p.accent }) +
    bar(470, 252, 100, p.paper) +
    path("M650 330l80 70-80 70-80-70Z", { fill: p.spark, shadow: true }) +
    rect(390, 500, 160, 90) +
    bar(420, 530, 100) +
    bar(420, 554, 60, p.soft) +
    rect(740, 495, 160, 90) +
    bar(770, 525, 100) +
    bar(770, 549, 60, p.soft) +
    gear(860, 250, 60, p.accent) +
    gear(960, 340, 40, p.soft) +
    rect(100, 350, 190, 250) +
    rect(150, 330, 90, 40, { fill: p.ink, shadow: false, r: 10 }) +
    [0, 1, 2]
      .map(
        (i) =>
          circle(140, 410 + i * 62, 16, { fill: i < 2 ? p.good : p.paper, shadow: false, stroke: i === 2 }) +
          (i < 2 ? `<g stroke="${p.paper}" stroke-width="5">${tick(140, 410 + i * 62, 0.45)}</g>` : "") +
          bar(170, 404 + i * 62, 90),
      )
      .join("") +
    spark(1050, 580, 30)
  );
};

/** Assistants, document extraction, prediction, model monitoring: a conversation answered by a model, with its network. */
const artificialIntelligence: Scene = ({ rect, circle, bar, path, line, spark, p }) => {
  const layers = [
    [250, 330, 410, 490],
    [300, 380, 460],
    [340, 420],
  ].map((ys, i) => ys.map((y) => [780 + i * 120, y] as [number, number]));
  const links = layers.slice(1).flatMap((layer, i) => layer.flatMap((to) => layers[i].map((from) => line(from, to))));
  return (
    `<g stroke="${p.soft}" stroke-width="5">${links.join("")}</g>` +
    layers
      .flat()
      .map(([x, y], i) => circle(x, y, 24, { fill: i === 5 || i === 8 ? p.accent : p.paper, shadow: false }))
      .join("") +
    rect(180, 150, 480, 460) +
    rect(180, 150, 480, 70, { fill: p.accent, shadow: false, r: 18 }) +
    circle(226, 185, 18, { fill: p.paper, shadow: false, stroke: false }) +
    bar(260, 178, 130, p.paper) +
    rect(380, 250, 250, 70, { fill: p.pale, shadow: false, r: 20 }) +
    bar(404, 278, 190, p.soft) +
    circle(236, 384, 26, { fill: p.spark, shadow: false }) +
    rect(280, 344, 320, 120, { fill: p.paper, shadow: false, r: 20 }) +
    bar(304, 372, 250) +
    bar(304, 400, 200) +
    bar(304, 428, 140, p.soft) +
    rect(440, 482, 190, 56, { fill: p.pale, shadow: false, r: 20 }) +
    bar(464, 504, 130, p.soft) +
    rect(208, 552, 424, 40, { fill: p.mist, shadow: false, r: 20, stroke: false }) +
    circle(606, 572, 12, { fill: p.accent, shadow: false, stroke: false }) +
    path("M236 368l4 10 10 4-10 4-4 10-4-10-10-4 10-4Z", { fill: p.paper, stroke: false }) +
    spark(1080, 180, 34) +
    spark(710, 600, 22)
  );
};

/** The About page: the team at work in an office, around one table. */
export const team: Scene = ({ rect, circle, path, line, spark, p }) => {
  const person = (x: number, y: number, shirt: string, hair: string) =>
    path(`M${x - 70} ${y + 190}v-60a70 70 0 0 1 140 0v60Z`, { fill: shirt, shadow: false }) +
    circle(x, y, 46, { fill: p.paper, shadow: false }) +
    path(`M${x} ${y}${hair}`, { fill: p.ink });
  return (
    rect(130, 130, 300, 230, { fill: p.paper }) +
    `<g stroke="none" fill="${p.soft}"><path d="M138 356V280h44v-40h50v116ZM232 356V300h40v56ZM290 356V210h56v146ZM346 356V270h40v-30h38v116Z"/></g>` +
    `<g stroke="none" fill="${p.paper}">${[0, 1, 2, 3].map((i) => `<rect x="${302 + (i % 2) * 22}" y="${230 + Math.floor(i / 2) * 34}" width="12" height="16"/>`).join("")}</g>` +
    circle(200, 180, 22, { fill: p.spark, shadow: false, stroke: false }) +
    line([280, 130], [280, 360]) +
    line([130, 245], [430, 245]) +
    rect(130, 130, 300, 230, { fill: "none", shadow: false }) +
    rect(720, 140, 360, 220) +
    [70, 110, 90, 150]
      .map((h, i) =>
        rect(760 + i * 50, 320 - h, 30, h, { fill: i === 3 ? p.accent : p.soft, shadow: false, r: 4, stroke: false }),
      )
      .join("") +
    rect(980, 180, 70, 60, { fill: p.spark, shadow: false, r: 4 }) +
    rect(980, 260, 70, 60, { fill: p.pale, shadow: false, r: 4 }) +
    person(360, 400, p.accent, "m-46 -4a46 46 0 0 1 92 0c-24-18-66-18-92 0Z") +
    person(600, 380, p.spark, "m-46 40v-40a46 46 0 0 1 92 0v40c-6-40-30-52-46-52s-40 12-46 52Z") +
    person(840, 400, p.soft, "m-46 0a46 46 0 0 1 92 -6c-30 -4-60-20-70-34-6 20-14 34-22 40Z") +
    rect(200, 560, 800, 40, { fill: p.ink, r: 12 }) +
    line([260, 600], [260, 680]) +
    line([940, 600], [940, 680]) +
    path("M480 560l20-90h160l20 90Z", { fill: p.paper, shadow: false }) +
    circle(580, 510, 10, { fill: p.accent, shadow: false, stroke: false }) +
    rect(290, 520, 50, 40, { fill: p.paper, shadow: false, r: 6 }) +
    path("M340 530h10a10 10 0 0 1 0 20h-10", {}) +
    rect(760, 530, 130, 30, { fill: p.pale, shadow: false, r: 6 }) +
    path("M1070 560c-30-60 0-120 10-140M1070 560c30-50 40-90 70-110M1070 560c-50-30-80-40-100-40", {}) +
    circle(1080, 420, 22, { fill: p.good, shadow: false }) +
    circle(1140, 450, 22, { fill: p.good, shadow: false }) +
    circle(970, 520, 20, { fill: p.good, shadow: false }) +
    rect(1030, 560, 80, 100, { fill: p.accent, r: 10 }) +
    spark(560, 200, 30)
  );
};

export const SCENES: Record<string, Scene> = {
  "artificial-intelligence": artificialIntelligence,
  "business-process-services": businessProcessServices,
  "cloud-infrastructure": cloudInfrastructure,
  cybersecurity,
  "data-analytics": dataAnalytics,
  "digital-enterprise-applications": digitalEnterpriseApplications,
  "digital-transformation": digitalTransformation,
  "engineering-services": engineeringServices,
  "enterprise-solutions": enterpriseSolutions,
  "experience-services": experienceServices,
  "iot-solutions": iotSolutions,
  "mobile-applications": mobileApplications,
  "network-services": networkServices,
  "testing-services": testingServices,
  "web-development": webDevelopment,
};
