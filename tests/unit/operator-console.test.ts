import { describe, expect, it } from "vitest";
import { pageCount, pageFromSearch, supportAnswerMail, supportAnswerSchema, supportInboxMail } from "~/domain/operators/console";

describe("the operator console's rules", () => {
  it("reads the page from the address, page 1 for anything else", () => {
    expect(pageFromSearch(new URLSearchParams("page=3"))).toBe(3);
    for (const raw of ["", "page=0", "page=-2", "page=abc", "page=1.5", "page=99999999"]) {
      expect(pageFromSearch(new URLSearchParams(raw))).toBe(1);
    }
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });

  it("asks for an answer of 10 to 5,000 characters, trimmed", () => {
    expect(supportAnswerSchema.safeParse({ answer: "  Long enough " }).success).toBe(true);
    expect(supportAnswerSchema.safeParse({ answer: " short " }).error?.issues[0]?.message).toBe("Please write at least 10 characters");
    expect(supportAnswerSchema.safeParse({ answer: "x".repeat(5001) }).error?.issues[0]?.message).toBe("Please keep your answer under 5,000 characters");
    expect(supportAnswerSchema.safeParse({}).error?.issues[0]?.message).toBe("Please write your answer");
  });

  it("mails support the message with the console link, and the sender the answer with their message quoted", () => {
    const inbox = supportInboxMail({ id: 7, name: "Amelia Hart", email: "amelia@example.com", topic: "buying", message: "Is the CJ4 available?" }, "https://aeromarket.test");
    expect(inbox.subject).toBe("Contact form: Buying an aircraft, from Amelia Hart");
    expect(inbox.text).toContain("Is the CJ4 available?");
    expect(inbox.text).toContain("https://aeromarket.test/operator/support/7");
    const answer = supportAnswerMail({ name: "Amelia Hart", message: "Line one\nLine two" }, "Yes, it is.");
    expect(answer.text).toContain("Hello Amelia Hart,\n\nYes, it is.");
    expect(answer.text).toContain("> Line one\n> Line two");
  });
});
