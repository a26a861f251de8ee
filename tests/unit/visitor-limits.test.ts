import { describe, expect, it } from "vitest";
import { CONTACT_TRAP_FIELD, contactTrapFilled } from "~/domain/contact-form";
import { contactLimitRules, listingViewRule, matchRecordingRule } from "~/domain/visitor-limits";

describe("visitor limit rules", () => {
  it("counts contact messages per client address and per email address, an hour at a time", () => {
    expect(contactLimitRules(" 203.0.113.7 ", " Pilot@Example.com")).toEqual([
      { key: "contact:ip:203.0.113.7", limit: 5, windowSeconds: 3600 },
      { key: "contact:email:pilot@example.com", limit: 5, windowSeconds: 3600 },
    ]);
  });

  it("counts a listing's view once per listing and client address per day", () => {
    expect(listingViewRule(42, "2001:DB8::1")).toEqual({ key: "view:42:2001:db8::1", limit: 1, windowSeconds: 86_400 });
    expect(listingViewRule(42, "203.0.113.7").key).not.toBe(listingViewRule(43, "203.0.113.7").key);
  });

  it("records a client address's searches up to a limit per hour", () => {
    expect(matchRecordingRule("198.51.100.4")).toEqual({ key: "match:ip:198.51.100.4", limit: 20, windowSeconds: 3600 });
  });
});

describe("contactTrapFilled", () => {
  const form = (trap?: string) => {
    const formData = new FormData();
    formData.set("name", "Amelia Hart");
    if (trap !== undefined) formData.set(CONTACT_TRAP_FIELD, trap);
    return formData;
  };

  it("is false when the hidden field is missing, empty or blank", () => {
    expect(contactTrapFilled(form())).toBe(false);
    expect(contactTrapFilled(form(""))).toBe(false);
    expect(contactTrapFilled(form("  "))).toBe(false);
  });

  it("is true when the hidden field was filled in", () => {
    expect(contactTrapFilled(form("https://cheap-parts.example"))).toBe(true);
  });
});
