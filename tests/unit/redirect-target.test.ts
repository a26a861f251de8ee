import { describe, expect, it } from "vitest";
import { safeRedirectTarget, signInHref } from "~/domain/redirect-target";

const DEFAULT_DESTINATION = "/dashboard";
const SITE = "https://aeromarket.example";

/** Where a browser on this site ends up when it follows a redirect to `target`. */
function browserLandsOn(target: string): URL {
  return new URL(target, `${SITE}/login`);
}

describe("safeRedirectTarget", () => {
  it("sends a signed-in user back to the page they came from, query and anchor kept", () => {
    expect(safeRedirectTarget("/dashboard")).toBe("/dashboard");
    expect(safeRedirectTarget("/aircraft/7")).toBe("/aircraft/7");
    expect(safeRedirectTarget("/catalog?category=turboprop&page=2")).toBe("/catalog?category=turboprop&page=2");
    expect(safeRedirectTarget("/aircraft/7?from=featured#specifications")).toBe("/aircraft/7?from=featured#specifications");
  });

  it("goes to the dashboard when there is no page to return to", () => {
    expect(safeRedirectTarget(null)).toBe(DEFAULT_DESTINATION);
    expect(safeRedirectTarget(undefined)).toBe(DEFAULT_DESTINATION);
    expect(safeRedirectTarget("")).toBe(DEFAULT_DESTINATION);
  });

  it.each([
    ["another site", "https://evil.example"],
    ["another site with a path", "https://evil.example/dashboard"],
    ["a plain-http site", "http://evil.example"],
    ["a protocol-relative address", "//evil.example"],
    ["a protocol-relative address with a path", "//evil.example/login"],
    ["a backslash trick", "/\\evil.example"],
    ["a script URL", "javascript:alert(1)"],
    ["a data URL", "data:text/html,<script>alert(1)</script>"],
    ["a relative path", "dashboard"],
    ["a tab hidden between the slashes", "/\t/evil.example"],
    ["a newline hidden between the slashes", "/\n/evil.example"],
  ])("never sends a user to %s (%j)", (_what, target) => {
    expect(safeRedirectTarget(target)).toBe(DEFAULT_DESTINATION);
  });

  it("keeps percent-encoded slashes as an on-site path", () => {
    const target = safeRedirectTarget("/%2F%2Fevil.example");
    expect(target).toBe("/%2F%2Fevil.example");
    expect(browserLandsOn(target).origin).toBe(SITE);

    const backslash = safeRedirectTarget("/%5Cevil.example");
    expect(backslash).toBe("/%5Cevil.example");
    expect(browserLandsOn(backslash).origin).toBe(SITE);
  });

  it("uses the fallback it is given instead of the dashboard", () => {
    expect(safeRedirectTarget(null, "/reset-password")).toBe("/reset-password");
    expect(safeRedirectTarget("https://evil.example", "/reset-password")).toBe("/reset-password");
    expect(safeRedirectTarget("//evil.example", "/")).toBe("/");
    expect(safeRedirectTarget("/catalog", "/reset-password")).toBe("/catalog");
  });

  it.each(["/dashboard", "/catalog?q=citation#results", "/%2F%2Fevil.example", "/a/../catalog", "//evil.example", "javascript:alert(1)"])(
    "always returns somewhere on this site (%j)",
    (target) => {
      expect(browserLandsOn(safeRedirectTarget(target)).origin).toBe(SITE);
    },
  );

  // Dot segments collapse into a protocol-relative "//host" only after parsing.
  it.each(["/.//evil.example", "/..//evil.example", "/catalog/..//evil.example", "/./\\evil.example"])(
    "does not let dot segments turn into another site (%j)",
    (target) => {
      expect(browserLandsOn(safeRedirectTarget(target)).origin).toBe(SITE);
    },
  );
});

describe("signInHref", () => {
  it("is the plain sign-in page when the user was on the home page", () => {
    expect(signInHref("/")).toBe("/login");
  });

  it("brings the user back to the page they asked for after signing in", () => {
    const href = signInHref("/dashboard?tab=saved");
    expect(href).toBe("/login?redirectTo=%2Fdashboard%3Ftab%3Dsaved");
    const url = new URL(href, SITE);
    expect(url.pathname).toBe("/login");
    expect(url.searchParams.get("redirectTo")).toBe("/dashboard?tab=saved");
  });

  it("does not carry an off-site address into the sign-in link", () => {
    expect(signInHref("//evil.example")).toBe("/login");
    expect(signInHref("https://evil.example/dashboard")).toBe("/login");
  });
});
