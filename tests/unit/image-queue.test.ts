import { describe, expect, it } from "vitest";
import { withImageSlot } from "~/server/listings/image-queue.server";

describe("the image queue", () => {
  it("runs one image's work at a time, in the order asked, and goes on after a failure", async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const work = (index: number, fail = false) =>
      withImageSlot(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setImmediate(resolve));
        order.push(index);
        running -= 1;
        if (fail) throw new Error(`image ${index}`);
        return index;
      });
    const results = await Promise.allSettled([work(0), work(1, true), work(2), work(3)]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
    expect(order).toEqual([0, 1, 2, 3]);
    expect(most).toBe(1);
  });
});
