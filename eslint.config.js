import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const CONFORM_PARSE = {
  name: "@conform-to/zod/v4",
  importNames: ["parseWithZod"],
  message: "Import parseWithZod from ~/components/forms/parse-with-zod: it reads only the schema's fields.",
};

export default tseslint.config(
  { ignores: ["build/", "bench/floor/build/", ".react-router/", "node_modules/", "playwright-report/", "test-results/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/domain/**", "app/routes/**", "app/components/**"],
    ignores: ["app/domain/zod.ts"],
    rules: {
      "no-restricted-imports": ["error", { paths: [{ name: "zod", allowTypeImports: true, message: "Import { z } from ~/domain/zod: it keeps zod from breaking the pages' Content-Security-Policy." }, CONFORM_PARSE] }],
    },
  },
  {
    files: ["app/server/**"],
    rules: { "no-restricted-imports": ["error", { paths: [CONFORM_PARSE] }] },
  },
);
