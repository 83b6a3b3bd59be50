/**
 * What the OpenAPI document says beyond the shapes: the rules the server enforces that no
 * schema can express (a dish must be on the menu, the picks must fit the dish), stated on the
 * errors each call declares, and on its request body. By call name, then error tag; an error
 * without a note is described by its meaning (schema/errors.ts).
 */

const CHOICE_RULES =
  "`selectedChoices` maps a choice's `choice.id` (as `sugar`, not the variant choice's `id` `vc-sugar`) to the ids of the options picked in it (`choiceOptions[].id`). " +
  "Refused, with `field` `selectedChoices.<choice id>`: a key that is not a choice of the variant; an option id that choice does not offer; a choice that is `required`, or has `minSelection` above 0, left without a pick; fewer picks than `minSelection`; more than `maxSelection` (when set)."

const NOTE_RULES =
  "`note` (optional): at most 200 characters, no control characters (a line break, a NUL, an ESC: 400 with `field` `note`), kept trimmed; a blank note is none. " +
  "Lines of the same dish and picks merge only when their notes match too."

export const errorNotes: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  cartAdd: {
    BadRequest:
      "The body does not match CartAddPayload (`field` names the field: a missing or extra field, an `id` with control characters, a `quantity` that is not a whole number from 1 to 99, a `note` of more than 200 characters or with a control character), or the Idempotency-Key is not 8 to 128 letters, digits, `-` or `_`.",
    DishNotOnMenu:
      "`id` names no dish of this venue's menu (`field` `id`), or `variantId` names no variant of that dish (`field` `variantId`).",
    DishUnavailable: "The dish, or the variant meant (the first enabled one when `variantId` is left out), is sold out or disabled.",
    ChoiceRefused: CHOICE_RULES,
    QuantityCap: "The cart would hold more than 99 of this dish with these picks.",
    CartFull: "The cart already holds 100 different lines.",
  },
  cartUpdate: {
    BadRequest:
      "The body does not match CartUpdatePayload (`field` names the field: a missing or extra field, a `quantity` that is not a whole number from 0 to 99), or the Idempotency-Key is malformed.",
    LineGone: "`id` is neither a line of the diner's cart nor the id of a dish in it.",
    LineAmbiguous: "`id` is a menu item's id, and two or more lines of the cart hold that dish (with different picks): send the line's id.",
    ChoiceRefused: CHOICE_RULES,
    QuantityCap: "Merged with an identical line, the cart would hold more than 99 of this dish.",
  },
  cartSubmit: {
    BadRequest:
      "The body, when sent, does not match CartSubmitPayload (`field` `note`: more than 200 characters or a control character), or the Idempotency-Key is not 8 to 128 letters, digits, `-` or `_`.",
    CartEmpty: "The cart has no lines: nothing was added, or another submit of this cart (another tab or device) has just made its order.",
    DishUnavailable: "A line's dish was sold out or taken off the menu since it was added: remove it, then submit again.",
  },
  phoneSend: {
    BadRequest: "`phone` is not 10 digits starting with 0 (`field` `phone`); nothing is sent and no limit is spent.",
    SendLimited: "One code per phone per 30 s, 10 per network per 10 minutes, 5 per diner per hour.",
  },
  phoneVerify: {
    BadRequest: "`code` is not 6 digits (`field` `code`); it is refused before it is checked and does not spend one of the code's tries.",
    CodeWrong: "The code is not the one last sent to this diner; 5 wrong tries end the code.",
  },
  ordersSearch: {
    BadRequest: "`qr` is missing or not a QR code, or `excludeStatusIds` is not a comma-separated list of ids.",
    WrongTable: "`qr` (the query) is not the table of the `qr` header, or the header's table is not the tenant's.",
  },
  staffRequestCreate: {
    RequestKindRefused: "`kind` is not one of the kinds the venue offers (GET /api/table/requests lists them).",
    RequestLimited: "The table opened 5 new requests in the last 10 minutes.",
  },
}

/** What each request body must be beyond its shape. */
export const bodyNotes: Readonly<Record<string, string>> = {
  cartAdd: `\`id\` is the menu item's id; \`variantId\` (optional) one of its variants, else its first enabled one. ${CHOICE_RULES} ${NOTE_RULES}`,
  cartUpdate: `\`id\` is the cart line's id, or the menu item's id when exactly one line holds that dish. \`quantity\` 0 removes the line. ${CHOICE_RULES} ${NOTE_RULES} Without \`note\` the line keeps its note.`,
  cartSubmit: `Optional: the spec's clients send no body. \`note\`: the diner's note on the order. ${NOTE_RULES}`,
  staffRequestCreate: "`kind` is one of the venue's kinds (GET /api/table/requests).",
}

/** An example refusal per error tag: what the server answers (the first message is shown to the diner). */
export const refusalExamples: Readonly<Record<string, { readonly message: string; readonly field?: string }>> = {
  BadRequest: { message: 'Bad body: Expected an integer, got "two" at ["quantity"]', field: "quantity" },
  NotSignedIn: { message: "Please sign in: the request carries no token.", field: "Authorization" },
  WrongTable: { message: "This table does not belong to this venue.", field: "qr" },
  SignInRequired: { message: "This table needs a Google sign-in. Please sign in with your Google account to order here." },
  NoVenue: { message: "No venue has the QR code 'no-such-table'.", field: "qrCode" },
  DishNotOnMenu: { message: "This dish is not on this venue's menu.", field: "id" },
  ChoiceRefused: { message: "Sugar: pick at most 1.", field: "selectedChoices.sugar" },
  NoCart: { message: "You have no cart yet." },
  LineGone: { message: "Neither a line of your cart nor a dish in it has this id.", field: "id" },
  CartEmpty: { message: "Your cart is empty. Add a dish to order." },
  CodeWrong: { message: "That code is not right. 4 tries left.", field: "code" },
}
