import { describe, expect, it } from "vitest";
import { directMessageDeliveryNote, inquiryRateLimitMessage, inquiryRateLimitRules, inquiryStatusLabel, messageWriter, replyDeliveryNote, statusAfterMessage } from "~/domain/inquiries/inquiry";
import { directMessageSchema } from "~/domain/inquiries/inquiry-schemas";

const valid = {
  name: " Amelia Hart ",
  email: "amelia@example.com",
  message: " Is it still for sale? ",
  idempotencyKey: "0f8c1f0e-6a4b-4c1e-9d5b-1a2b3c4d5e6f",
};

describe("the direct message form", () => {
  it("needs a name, an email and a message; the phone is optional", () => {
    const parsed = directMessageSchema.parse(valid);
    expect(parsed).toMatchObject({ name: "Amelia Hart", message: "Is it still for sale?" });
    expect(parsed.phone).toBeUndefined();
    const errors = directMessageSchema.safeParse({ idempotencyKey: valid.idempotencyKey, name: " ", email: "not-an-email", message: "  " }).error?.issues;
    expect(errors?.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["name", "Please enter your name"],
      ["email", "Please enter a valid email address"],
      ["message", "Please write your message"],
    ]);
  });

  it("takes phone numbers as people write them, and nothing else", () => {
    expect(directMessageSchema.parse({ ...valid, phone: "+41 (22) 555-01.87 x12" }).phone).toBe("+41 (22) 555-01.87 x12");
    expect(directMessageSchema.safeParse({ ...valid, phone: "call me maybe" }).success).toBe(false);
  });

  it("refuses a form without its own idempotency key", () => {
    expect(directMessageSchema.safeParse({ ...valid, idempotencyKey: "1" }).success).toBe(false);
  });
});

describe("inquiry limits and labels", () => {
  it("counts the client address and the email, whatever their case", () => {
    expect(inquiryRateLimitRules(" 203.0.113.7 ", "Pilot@Example.com ").map((rule) => rule.key)).toEqual([
      "inquiry:ip:203.0.113.7",
      "inquiry:email:pilot@example.com",
    ]);
  });

  it("rounds the wait up to whole minutes", () => {
    expect(inquiryRateLimitMessage(30)).toContain("wait a minute");
    expect(inquiryRateLimitMessage(61)).toContain("wait 2 minutes");
  });

  it("shows new as New and anything else as Replied", () => {
    expect(inquiryStatusLabel("new")).toBe("New");
    expect(inquiryStatusLabel("replied")).toBe("Replied");
  });

  it("never shows the buyer their own message as New", () => {
    expect(inquiryStatusLabel("new", "buyer")).toBe("Awaiting reply");
    expect(inquiryStatusLabel("replied", "buyer")).toBe("Replied");
  });
});

describe("a conversation's status", () => {
  it("waits for the seller after any buyer message, follow-ups included, and shows Replied only after the seller's", () => {
    expect(inquiryStatusLabel(statusAfterMessage("seller"))).toBe("Replied");
    expect(inquiryStatusLabel(statusAfterMessage("buyer"))).toBe("New");
  });

  it("names each message's writer: the reader's own as You, the team's answers as the team's on either side", () => {
    const names = { buyer: "Amelia Hart", seller: "Seller" };
    expect(messageWriter({ author: "buyer", byTeam: false }, "buyer", names)).toEqual({ mine: true, name: "You" });
    expect(messageWriter({ author: "seller", byTeam: false }, "buyer", names)).toEqual({ mine: false, name: "Seller" });
    expect(messageWriter({ author: "buyer", byTeam: false }, "seller", names)).toEqual({ mine: false, name: "Amelia Hart" });
    expect(messageWriter({ author: "seller", byTeam: false }, "seller", names)).toEqual({ mine: true, name: "You" });
    // A real seller who took a sample listing over reads the team's earlier answers as the team's, not their own.
    expect(messageWriter({ author: "seller", byTeam: true }, "seller", names)).toEqual({ mine: false, name: "AeroMarket team" });
    expect(messageWriter({ author: "seller", byTeam: true }, "buyer", names)).toEqual({ mine: false, name: "AeroMarket team" });
  });

  it("tells the writer the truth about email: sent only to a side that takes inquiry emails", () => {
    expect(replyDeliveryNote("buyer", "Amelia Hart", true)).toBe("The seller receives your reply by email.");
    expect(replyDeliveryNote("buyer", "Amelia Hart", false)).toMatch(/^The seller turned inquiry emails off: .*not emailed\.$/);
    expect(replyDeliveryNote("seller", "Amelia Hart", true)).toBe("Amelia Hart receives your reply by email.");
    expect(replyDeliveryNote("seller", "Amelia Hart", false)).toContain("turned inquiry emails off");
    expect(directMessageDeliveryNote("Marcus Reid", true)).toMatch(/^Your message goes to Marcus Reid by email\./);
    expect(directMessageDeliveryNote("Marcus Reid", false)).not.toContain("by email.");
  });
});
