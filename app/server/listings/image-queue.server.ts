import sharp from "sharp";

/**
 * Decoding and rendering photos is the heaviest work the server does. One image at a
 * time per process, each on one of libvips' threads, so an upload storm takes at most
 * about one core and pages keep the rest; the other images wait their turn here.
 */
const IMAGE_SLOTS = 1;
sharp.concurrency(1);

let busy = 0;
const waiting: (() => void)[] = [];

/** How many images wait for a slot in this process (the metrics). */
export function imageWorkWaiting(): number {
  return waiting.length;
}

/** Runs `work` when an image slot is free, in the order asked. */
export async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (busy >= IMAGE_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else busy += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else busy -= 1;
  }
}

