import { i18n } from "@lingui/core"
import { expect, it } from "vitest"
import english from "../../src/ui/i18n/messages/en.json"
import "../../src/ui/i18n/i18n"

// Lingui assigns a later load of a language into the object it was first given. Given the
// imported catalogue itself, that changed the module under every other reader in the process
// (a browser test compiling the catalogues in Node turned another file's English texts into arrays).
it("leaves the imported catalogue as it was when a language is loaded again", () => {
  i18n.load("en", { "test.catalogueProbe": ["a text only this test loads"] })
  expect("test.catalogueProbe" in english).toBe(false)
  expect(english["menu.search"]).toBe("Search menu")
})
