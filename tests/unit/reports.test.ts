import { describe, expect, it } from "vitest";
import { listingReportSchema, messageReportSchema, reportDecisionSchema } from "~/domain/reports/report-schemas";
import { reportOutcomeMail, reportRateLimitMessage, reportRateLimitRule } from "~/domain/reports/reports";

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues.map((issue) => [issue.path[0], issue.message]);

describe("the report forms", () => {
  it("need a reason; the note is optional, trimmed, and kept under 1,000 characters", () => {
    expect(listingReportSchema.parse({ reason: "already-sold" })).toEqual({ reason: "already-sold", note: "" });
    expect(listingReportSchema.parse({ reason: "offensive", note: "  Rude words in the description.  " }).note).toBe("Rude words in the description.");
    expect(issues(listingReportSchema.safeParse({ note: "No reason given" }))).toEqual([["reason", "Please choose what is wrong"]]);
    expect(issues(listingReportSchema.safeParse({ reason: "offensive", note: "x".repeat(1001) }))).toEqual([["note", "Please keep your note under 1,000 characters"]]);
  });

  it("need a note for “Something else”", () => {
    expect(issues(listingReportSchema.safeParse({ reason: "other", note: "odd" }))).toEqual([["note", "Please tell us what is wrong, in at least 10 characters"]]);
    expect(listingReportSchema.safeParse({ reason: "other", note: "The photos are of another aircraft." }).success).toBe(true);
  });

  it("take for a message only the reasons a message can have, and its id", () => {
    expect(messageReportSchema.parse({ messageId: "12", reason: "suspected-fraud" })).toEqual({ messageId: 12, reason: "suspected-fraud", note: "" });
    expect(messageReportSchema.safeParse({ messageId: "12", reason: "already-sold" }).success).toBe(false);
    expect(messageReportSchema.safeParse({ messageId: "twelve", reason: "offensive" }).success).toBe(false);
  });

  it("take an operator's decision with a reason of at least 5 characters", () => {
    expect(reportDecisionSchema.parse({ intent: "hide", reportId: "3", reason: " Sold in May " })).toEqual({ intent: "hide", reportId: 3, reason: "Sold in May" });
    expect(issues(reportDecisionSchema.safeParse({ intent: "hide", reportId: "3", reason: "no" }))).toEqual([["reason", "Please give a reason of at least 5 characters"]]);
    expect(reportDecisionSchema.safeParse({ intent: "delete", reportId: "3", reason: "Not an outcome" }).success).toBe(false);
  });
});

describe("the report allowance", () => {
  it("is counted per account, and says how long to wait in hours or minutes", () => {
    expect(reportRateLimitRule("u-1")).toEqual({ key: "report:user:u-1", limit: 10, windowSeconds: 86_400 });
    expect(reportRateLimitMessage(23 * 3600)).toContain("Please wait 23 hours");
    expect(reportRateLimitMessage(90 * 60)).toContain("Please wait 90 minutes");
    expect(reportRateLimitMessage(20)).toContain("Please wait a minute");
  });
});

describe("the outcome email", () => {
  const report = { aircraft: "2019 Cessna Citation CJ4", aboutMessage: false, reportedAt: new Date("2026-03-02T09:00:00Z") };

  it("says the listing was hidden, or that the report was closed without hiding it", () => {
    const hidden = reportOutcomeMail(report, "hidden", "https://aeromarket.test");
    expect(hidden.subject).toBe("Your report: the listing is hidden");
    expect(hidden.text).toContain("your report of March 2, 2026 about the 2019 Cessna Citation CJ4 listing and hid the listing");
    const dismissed = reportOutcomeMail({ ...report, aboutMessage: true }, "dismissed", "https://aeromarket.test");
    expect(dismissed.text).toContain("the message you reported in your conversation about the 2019 Cessna Citation CJ4 and closed it without hiding the listing");
    expect(dismissed.text).toContain("https://aeromarket.test/safety");
  });
});
