import { afterEach, describe, expect, it, vi } from "vitest";
import { backgroundWorkDone, runInBackground } from "~/server/platform/background-work.server";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("background work", () => {
  it("is awaited by backgroundWorkDone, including work started while waiting", async () => {
    const finished: string[] = [];
    let release = () => {};
    runInBackground("first", async () => {
      await new Promise<void>((resolve) => (release = resolve));
      finished.push("first");
      runInBackground("second", async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        finished.push("second");
      });
    });
    const done = backgroundWorkDone().then(() => finished.push("done"));
    expect(finished).toEqual([]);
    release();
    await done;
    expect(finished).toEqual(["first", "second", "done"]);
  });

  it("logs a failure instead of throwing it at anyone", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failure = new Error("smtp refused");
    runInBackground("Sending a password recovery link", async () => {
      throw failure;
    });
    await backgroundWorkDone();
    expect(logged).toHaveBeenCalledWith("Sending a password recovery link failed:", failure);
  });
});
