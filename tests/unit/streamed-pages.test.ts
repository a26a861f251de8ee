/**
 * How a streamed page reaches the response (server/request-handler.js, writeInBatches): what
 * is ready at once goes in one write (one compressor block behind the compression
 * middleware), and a part that comes later is still sent, and flushed, as soon as it is ready.
 */
import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { writeInBatches } from "../../server/request-handler.js";

/** The response's side of it: what was written, flushed and ended, in order. */
class RecordingResponse extends EventEmitter {
  readonly events: string[] = [];
  write(chunk: Uint8Array): boolean {
    this.events.push(`write ${Buffer.from(chunk).toString()}`);
    return true;
  }
  flush(): void {
    this.events.push("flush");
  }
  end(): void {
    this.events.push("end");
  }
  destroy(): void {
    this.events.push("destroy");
  }
}

const text = (value: string) => new TextEncoder().encode(value);

/** A page whose shell is ready and whose rest never comes; says whether its reading was cancelled. */
function shellStillComing() {
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(text("the shell"));
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, cancelled: () => cancelled };
}

function send(stream: ReadableStream<Uint8Array>) {
  const response = new RecordingResponse();
  return { response, written: writeInBatches(stream, response) };
}

describe("a streamed page", () => {
  it("goes in one write when React has it all at once, however many pieces it came in", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of ["<html>", "<body>", "the page", "</body>", "</html>"]) controller.enqueue(text(piece));
        controller.close();
      },
    });
    const { response, written } = send(stream);
    await written;
    expect(response.events).toEqual(["write <html><body>the page</body></html>", "end"]);
  });

  it("sends what is ready at once, then a part that resolves later as soon as it comes", async () => {
    let later: () => void = () => undefined;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(text("<html><body>"));
        controller.enqueue(text("the shell"));
        later = () => {
          controller.enqueue(text("<template>the part</template>"));
          controller.close();
        };
      },
    });
    const { response, written } = send(stream);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(response.events).toEqual(["write <html><body>the shell", "flush"]);
    later();
    await written;
    expect(response.events).toEqual(["write <html><body>the shell", "flush", "write <template>the part</template>", "end"]);
  });

  it("flushes a long page's first batch too, so it is not held back while a part is still coming", async () => {
    const long = "x".repeat(200 * 1024);
    let later: () => void = () => undefined;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(text(long));
        later = () => {
          controller.enqueue(text("the part"));
          controller.close();
        };
      },
    });
    const { response, written } = send(stream);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(response.events).toEqual([`write ${long}`, "flush"]);
    later();
    await written;
    expect(response.events).toEqual([`write ${long}`, "flush", "write the part", "end"]);
  });

  it("reads nothing of the page when the browser left before the first write", async () => {
    const shell = shellStillComing();
    const response = Object.assign(new RecordingResponse(), { destroyed: true });
    await writeInBatches(shell.stream, response);
    expect(shell.cancelled()).toBe(true);
    expect(response.events).toEqual([]);
  });

  it("stops reading the page when the browser goes away", async () => {
    const shell = shellStillComing();
    const { response, written } = send(shell.stream);
    await new Promise((resolve) => setTimeout(resolve, 20));
    response.emit("close");
    await written;
    expect(shell.cancelled()).toBe(true);
    expect(response.events).toEqual(["write the shell", "flush"]);
  });
});
