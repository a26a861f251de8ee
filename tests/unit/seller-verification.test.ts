import { describe, expect, it } from "vitest";
import { faaNumberOf, readMasterRow, readModelRow, readRegistryHeader, registryMatches, splitRegistryLine } from "~/domain/sellers/faa-registry";
import { sniffDocumentType, verificationDecisionSchema, verificationRequestSchema } from "~/domain/sellers/verification";

const MASTER_HEADER = "N-NUMBER,SERIAL NUMBER                  ,MFR MDL CODE,ENG MFR MDL,YEAR MFR,";
const ACFTREF_HEADER = "CODE   ,MFR                           ,MODEL              ,TYPE-ACFT,";

describe("the FAA registry's files", () => {
  it("are told apart by their header rows, a byte-order mark or not", () => {
    expect(readRegistryHeader(`\uFEFF${MASTER_HEADER}`)).toMatchObject({ kind: "master", width: 6, nNumber: 0, serialNumber: 1, modelCode: 2 });
    expect(readRegistryHeader(ACFTREF_HEADER)).toMatchObject({ kind: "models", width: 5, code: 0, make: 1, model: 2 });
    expect(readRegistryHeader("name,email")).toBeNull();
  });

  it("split on commas, padded fields trimmed, quoted commas kept", () => {
    expect(splitRegistryLine('414CJ,525C-0412    ,2072711,41514,2012,\r')).toEqual(["414CJ", "525C-0412", "2072711", "41514", "2012", ""]);
    expect(splitRegistryLine('"A, B",C')).toEqual(["A, B", "C"]);
  });

  it("refuse a row that is not an aircraft, saying why", () => {
    const master = readRegistryHeader(MASTER_HEADER)!;
    if (master.kind !== "master") throw new Error("not MASTER");
    expect(readMasterRow("414CJ,525C-0412,2072711,41514,2012,", master)).toEqual({ ok: true, row: { nNumber: "414CJ", serialNumber: "525C-0412", modelCode: "2072711" } });
    expect(readMasterRow("414CJ,525C-0412,2072711", master)).toMatchObject({ ok: false, problem: "has 3 fields where the header has 6" });
    expect(readMasterRow("0BAD!,1,2072711,41514,2012,", master)).toMatchObject({ ok: false, problem: 'N-NUMBER "0BAD!" is not an N-number' });
    expect(readMasterRow("414CJ,,2072711,41514,2012,", master)).toMatchObject({ ok: false, problem: "has no SERIAL NUMBER" });
    const models = readRegistryHeader(ACFTREF_HEADER)!;
    if (models.kind !== "models") throw new Error("not ACFTREF");
    expect(readModelRow("2072711,CESSNA,525C,5,", models)).toEqual({ ok: true, row: { code: "2072711", make: "CESSNA", model: "525C" } });
    expect(readModelRow("2072711,,525C,5,", models)).toMatchObject({ ok: false });
  });
});

describe("a listing against the registry", () => {
  it("is looked up by its N-number only when it has one", () => {
    expect(faaNumberOf("N414CJ")).toBe("414CJ");
    expect(faaNumberOf("n-414cj")).toBe("414CJ");
    expect(faaNumberOf("HB-FXN")).toBeNull();
    expect(faaNumberOf("N0ABC")).toBeNull();
  });

  it("matches when the serial, make and model agree, written as the FAA writes them", () => {
    const listing = { manufacturer: "Cirrus", model: "SR22T GTS", serialNumber: "sr22t-1846" };
    expect(registryMatches(listing, { serialNumber: "SR22T1846", make: "CIRRUS DESIGN CORP", model: "SR22T" })).toBe(true);
    expect(registryMatches({ manufacturer: "Beechcraft", model: "King Air 350i", serialNumber: "FL-1175" }, { serialNumber: "FL-1175", make: "BEECH", model: "KING AIR 350I" })).toBe(true);
  });

  it("does not match when any of them differs", () => {
    const listing = { manufacturer: "Cirrus", model: "SR22T", serialNumber: "1846" };
    expect(registryMatches(listing, { serialNumber: "1847", make: "CIRRUS DESIGN CORP", model: "SR22T" })).toBe(false);
    expect(registryMatches(listing, { serialNumber: "1846", make: "PIPER", model: "SR22T" })).toBe(false);
    expect(registryMatches(listing, { serialNumber: "1846", make: "CIRRUS DESIGN CORP", model: "SR20" })).toBe(false);
    expect(registryMatches({ ...listing, manufacturer: "Ci" }, { serialNumber: "1846", make: "CIRRUS", model: "SR22T" })).toBe(false);
  });
});

describe("a verification request", () => {
  const pdf = () => new File([new TextEncoder().encode("%PDF-1.7\n%proof")], "certificate.pdf", { type: "application/pdf" });
  const fields = { legalName: "Skyline Aviation Ltd", registrationNumber: "08123456", country: "United Kingdom", businessAddress: "1 Hangar Road, Oxford OX5 1RA", phone: "+44 1865 000000" };

  it("needs every field and a PDF, JPEG or PNG, read from its bytes", async () => {
    expect((await verificationRequestSchema.safeParseAsync({ ...fields, document: pdf() })).success).toBe(true);
    const renamed = new File(["just text"], "certificate.pdf", { type: "application/pdf" });
    const refused = await verificationRequestSchema.safeParseAsync({ ...fields, legalName: " ", document: renamed });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(["Please enter the company's legal name", "Please choose a PDF, JPEG or PNG file"]);
    expect(sniffDocumentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toMatchObject({ extension: "png" });
    expect(sniffDocumentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toMatchObject({ extension: "jpg" });
  });

  it("is approved only with every check ticked, and refused only with a reason", () => {
    expect(verificationDecisionSchema.safeParse({ intent: "approve", requestId: "3", documentMatches: "on", registerMatches: "on", addressMatches: "on" }).success).toBe(true);
    expect(verificationDecisionSchema.safeParse({ intent: "approve", requestId: "3", documentMatches: "on", registerMatches: "on" }).success).toBe(false);
    expect(verificationDecisionSchema.safeParse({ intent: "refuse", requestId: "3", reason: "short" }).success).toBe(false);
    expect(verificationDecisionSchema.safeParse({ intent: "refuse", requestId: "3", reason: "The register lists another company." }).success).toBe(true);
  });
});
