import type { Gate } from "./gates";
import { whenIdle } from "./idle";

/**
 * When the islands' gates open: one island per task, so that each hydration is a task of its own and
 * the visitor's input can run between them; and, once those in view have opened, the waiting ones
 * near the viewport one per idle moment.
 */
const queue: Gate[] = [];
let draining = false;

/** Opens the gate in a task of its own, after those already queued. */
export function enqueue(gate: Gate) {
  if (gate.opened || queue.includes(gate)) return;
  queue.push(gate);
  if (!draining) drain();
}

function drain() {
  draining = true;
  setTimeout(() => {
    queue.shift()?.open();
    if (queue.length) drain();
    else draining = false;
  });
}

/** Whether gates are still queued to open. */
export const queued = () => queue.length > 0;

/** How far from the viewport a waiting island opens when the browser is idle: three screens. */
export const NEAR_MARGIN = "300% 0px";
/** Waiting islands within NEAR_MARGIN, opened one per idle moment (openNearbyWhenIdle). */
const nearby: Gate[] = [];
let idleScheduled = false;

/** Adds an island that has come within NEAR_MARGIN of the viewport, and opens the nearby ones when idle. */
export function openWhenIdle(gate: Gate) {
  if (!gate.opened && !nearby.includes(gate)) nearby.push(gate);
  openNearbyWhenIdle();
}

/**
 * Opens the next waiting island near the viewport when the browser is idle, in a task of its own
 * (enqueue), and so on until none is left: after the islands in view, which open as they are
 * reported, and never in the way of the visitor's input.
 */
function openNearbyWhenIdle() {
  if (idleScheduled || !nearby.some((gate) => !gate.opened)) return;
  idleScheduled = true;
  whenIdle(() => {
    idleScheduled = false;
    const gate = nearby.find((waiting) => !waiting.opened);
    if (gate) enqueue(gate);
    openNearbyWhenIdle();
  });
}
