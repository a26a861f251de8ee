import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorPage } from "~/components/error-page";

function render(error: unknown): string {
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(ErrorPage, { error })));
}

describe("the error page", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers a fault of ours (500) as the site's page: what happened, a search of the catalogue and the ways back", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const page = render(new Error("The database went away"));
    expect(page).toContain("We hit some turbulence");
    expect(page).toMatch(/<form role="search"[^>]* action="\/catalog" method="get">/);
    expect(page).toContain('name="q"');
    expect(page).toMatch(/href="\/"[^>]*>Return to Home<\/a>/);
    expect(page).toMatch(/href="\/catalog"[^>]*>Browse Aircraft<\/a>/);
    expect(page).not.toContain("The database went away");
  });
});
