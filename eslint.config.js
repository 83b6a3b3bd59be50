// @ts-check
import js from "@eslint/js"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"
import layering from "./tools/eslint-import-direction.js"

export default tseslint.config(
  { ignores: ["dist/", "dist-ssr/", "node_modules/", ".data/", "bench/out/", "test-results/", "tests/unit/fixtures/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, tableside: layering },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "tableside/import-direction": "error",
      // Layers rank imports one way; a cycle inside a layer is refused here.
      "tableside/no-cycle": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    // The server's and the tools' console output is their interface.
    files: ["server/**", "tests/**", "tools/**", ".ci/**"],
    rules: { "no-console": "off" },
  },
)
