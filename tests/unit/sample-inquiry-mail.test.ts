import { describe, expect, it } from "vitest";
import { sampleAnswerMail, sampleInquiryNotice } from "~/domain/inquiries/sample-inquiry-mail";

describe("a sample listing's conversation by email", () => {
  it("brings the team's answer to an account holder with the conversation's link", () => {
    const mail = sampleAnswerMail("2019 Airbus A320neo", "It is a sample.", { thread: "https://aeromarket.test/dashboard/inquiries/7", claim: null });
    expect(mail.subject).toBe("AeroMarket's team answered about the 2019 Airbus A320neo");
    expect(mail.text).toContain("It is a sample.");
    expect(mail.text).toContain("Read the conversation and reply on AeroMarket: https://aeromarket.test/dashboard/inquiries/7");
  });

  it("gives a guest the link that adds the conversation to an account, where they can reply", () => {
    const mail = sampleAnswerMail("2019 Airbus A320neo", "It is a sample.", { thread: "https://aeromarket.test/dashboard/inquiries/7", claim: "https://aeromarket.test/inquiries/claim?token=t" });
    expect(mail.text).toContain("To read the conversation and reply there, open this link and sign in or register: https://aeromarket.test/inquiries/claim?token=t");
    expect(mail.text).not.toContain("/dashboard/inquiries/7");
  });

  it("tells the team where to answer, never asking for a reply by email", () => {
    const notice = sampleInquiryNotice({ aircraft: "2019 Airbus A320neo", buyerName: "Sam", body: "Is it real?" }, "https://aeromarket.test/operator/sample-inquiries/7");
    expect(notice.text).toContain("Sam wrote about the sample listing 2019 Airbus A320neo:\n\nIs it real?");
    expect(notice.text).toContain("https://aeromarket.test/operator/sample-inquiries/7");
    expect(notice.text).not.toMatch(/reply to this email/i);
  });
});
