import { describe, expect, it } from "vitest";
import { type SafetyWarning, safetyWarningsFor, safetyWarningText } from "~/domain/inquiries/conversation-safety";

/** What a message says, and the warnings the thread shows under it. */
const CASES: [string, SafetyWarning[]][] = [
  // Wiring money, and how scammers ask for it.
  ["Please wire the deposit to my account today so I can hold the aircraft for you.", ["wire"]],
  ["Wire $25,000 and the plane is yours.", ["wire"]],
  ["I can take the balance by wire once you sign.", ["wire"]],
  ["A wire transfer is the only way I accept payment.", ["wire"]],
  ["Send it by bank transfer, I'm travelling.", ["wire"]],
  ["Western Union works best for me.", ["wire"]],
  ["Here is the IBAN and the SWIFT code for the deposit.", ["wire"]],
  ["I'll send you my bank details tonight.", ["wire"]],
  // Escrow details from the other side.
  ["Our escrow company handles everything, just send the funds there.", ["escrow"]],
  ["The escrow account details are below, deposit within 24 hours.", ["escrow"]],
  ["Use aircraft-escrow-services.com, they are the best.", ["escrow"]],
  // Gift cards.
  ["Can you pay the inspection fee in Amazon gift cards?", ["gift-card"]],
  ["Buy three iTunes cards and send me the codes.", ["gift-card"]],
  // Moving off the site.
  ["Email me at jim.hawkins@gmail.com for the logs.", ["off-site"]],
  ["Write to jim at gmail dot com", ["off-site"]],
  ["Add me on WhatsApp, I answer faster there.", ["off-site"]],
  ["Message me on Telegram @jimhawkins", ["off-site"]],
  ["Text me on 555-201-7788 and we can talk.", ["off-site"]],
  ["My cell is (555) 201 7788.", ["off-site"]],
  ["Call +44 20 7946 0958 any time.", ["off-site"]],
  ["text me when you are free", ["off-site"]],
  ["Let's continue outside this site, it's easier.", ["off-site"]],
  // New or changed bank details, the mark of business email compromise.
  ["Our bank details have changed, please use the new account below.", ["bank-change", "wire"]],
  ["Please note the updated wiring instructions for the escrow deposit.", ["bank-change"]],
  ["We have a new account for the deposit, disregard the earlier one.", ["bank-change"]],
  ["Accounting changed our bank last week.", ["bank-change"]],
  ["The new annual and a fresh account of the logbooks are attached.", []],
  // Several at once.
  ["WhatsApp me and I'll send the wire transfer details.", ["wire", "off-site"]],
  // Aviation's ordinary words, none of them a warning.
  ["The wiring harness was replaced at the 2019 annual.", []],
  ["Safety wire on all fasteners was checked at the last inspection.", []],
  ["We wired the panel for a G1000 NXi in 2021.", []],
  ["Happy to use an escrow agent of your choice, and a title search.", []],
  ["Do you use escrow for the deposit?", []],
  ["Total time 10,250 hours, engines 1,200 SMOH, asking $2,450,000.", []],
  ["Annuals were done in 2019 2020 2021 2022 by the same shop.", []],
  ["Serial number 525-0123, registration N525AB.", []],
  ["Could you call me to arrange a viewing next week?", []],
  ["The outlook for resale values is good.", []],
  ["Is the GPS signal reliable with the new antenna?", []],
  ["The seller's gift to the buyer: a full set of covers.", []],
  ["A refundable deposit holds the aircraft until the pre-buy.", []],
];

describe("safety warnings in a conversation", () => {
  it.each(CASES)("%s", (message, warnings) => {
    expect(safetyWarningsFor(message)).toEqual(warnings);
  });

  it("says each warning in a plain sentence", () => {
    expect(safetyWarningText("wire")).toBe("This message mentions wiring money. Never send a deposit to a personal account, or to any account that is not your own escrow agent's.");
    expect(safetyWarningText("gift-card")).toContain("gift cards");
  });
});
