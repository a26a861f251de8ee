import { describe, expect, it } from "vitest";
import { mailSignature, operatorSentence, replySentence, type SiteIdentity } from "~/domain/site-identity";

const nothingSet: SiteIdentity = {
  legalName: undefined,
  postalAddress: undefined,
  replyTo: undefined,
  addresses: { support: undefined, press: undefined, careers: undefined, legal: undefined, privacy: undefined },
  encrypted: undefined,
};

describe("who runs the site", () => {
  it("names the company and its address as the operator set them, and says what is not set", () => {
    expect(operatorSentence({ legalName: "Skyward Marketplace Ltd", postalAddress: "1 Hangar Road, Bristol" })).toBe("AeroMarket is run by Skyward Marketplace Ltd, 1 Hangar Road, Bristol.");
    expect(operatorSentence({ legalName: "Skyward Marketplace Ltd", postalAddress: undefined })).toBe("AeroMarket is run by Skyward Marketplace Ltd, which has not published its postal address here.");
    expect(operatorSentence({ legalName: undefined, postalAddress: "1 Hangar Road, Bristol" })).toContain("has not published its legal name");
    expect(operatorSentence(nothingSet)).toBe("The operator of this AeroMarket installation has not yet published its legal name and address.");
  });
});

describe("where a reply to an email goes", () => {
  it("to the message's own Reply-To, else the team's address, else nowhere, which the email then says", () => {
    expect(replySentence({ replyTo: "team@skyward.test" }, "https://aeromarket.test", "buyer@example.com")).toBe("Replies to this email go to buyer@example.com.");
    expect(replySentence({ replyTo: "team@skyward.test" }, "https://aeromarket.test")).toBe("Replies to this email reach AeroMarket's team at team@skyward.test.");
    expect(replySentence(nothingSet, "https://aeromarket.test")).toBe("Replies to this email are not read. To reach AeroMarket's team, write through https://aeromarket.test/contact.");
  });

  it("ends every email with who runs the site and where replies go, after a signature separator", () => {
    expect(mailSignature({ ...nothingSet, legalName: "Skyward Marketplace Ltd", replyTo: "team@skyward.test" }, "https://aeromarket.test").split("\n")).toEqual([
      "",
      "-- ",
      "AeroMarket is run by Skyward Marketplace Ltd, which has not published its postal address here.",
      "Replies to this email reach AeroMarket's team at team@skyward.test.",
    ]);
  });
});
