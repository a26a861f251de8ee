/**
 * The Supabase Storage backend, with the network replaced: what it asks the storage
 * API for, so that it keeps the spec's defaults (section 9) and normalised paths.
 */
import { describe, expect, it } from "vitest";
import { supabaseStorage } from "~/server/platform/storage.server";

type Sent = { method: string; url: string; headers: Headers; body: unknown };

function recordingStorage(answer: (sent: Sent) => Response = () => Response.json({ Key: "listing-photos/x" })) {
  const sent: Sent[] = [];
  const fetchStub: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const body = request.headers.get("content-type")?.includes("json") ? await request.json() : await request.arrayBuffer();
    const record = { method: request.method, url: request.url, headers: request.headers, body };
    sent.push(record);
    return answer(record);
  };
  return { storage: supabaseStorage("http://supabase.test", "anon-key", { fetch: fetchStub }), sent };
}

describe("the Supabase Storage backend", () => {
  it("uploads to a normalised path with cache control 3600 and no overwrite", async () => {
    const { storage, sent } = recordingStorage();
    await storage.upload("/listings//12/abc-480.webp/", new Uint8Array([1, 2, 3]), { contentType: "image/webp" });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe("POST");
    expect(sent[0]!.url).toBe("http://supabase.test/storage/v1/object/listing-photos/listings/12/abc-480.webp");
    expect(sent[0]!.headers.get("cache-control")).toBe("max-age=3600");
    expect(sent[0]!.headers.get("x-upsert")).toBe("false");
    expect(sent[0]!.headers.get("content-type")).toBe("image/webp");
  });

  it("lists 100 names from the start, by name ascending, unless told otherwise", async () => {
    const { storage, sent } = recordingStorage(() =>
      Response.json([
        { name: "a.webp", id: "1" },
        { name: "folder", id: null },
      ]),
    );
    expect(await storage.list("/listings/12/")).toEqual(["a.webp"]);
    expect(sent[0]!.url).toBe("http://supabase.test/storage/v1/object/list/listing-photos");
    expect(sent[0]!.body).toEqual({ prefix: "listings/12", limit: 100, offset: 0, sortBy: { column: "name", order: "asc" } });
    await storage.list("listings/12", { offset: 100, limit: 5 });
    expect(sent[1]!.body).toMatchObject({ limit: 5, offset: 100, sortBy: { column: "name", order: "asc" } });
  });

  it("reads a missing object as nothing, and refuses paths that leave the bucket before asking", async () => {
    const { storage, sent } = recordingStorage(() => Response.json({ statusCode: "404", error: "not_found", message: "Object not found" }, { status: 400 }));
    expect(await storage.download("listings/12/abc-480.webp")).toBeNull();
    await expect(storage.remove(["listings/../secrets"])).rejects.toThrow("Not a storage path");
    expect(sent).toHaveLength(1);
  });
});
