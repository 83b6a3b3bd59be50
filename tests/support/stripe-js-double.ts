/**
 * A double of Stripe.js for browser tests, served in place of https://js.stripe.com's script
 * (`context.route`). It implements only what the app calls: `Stripe(key)`, `elements(...)` with
 * `create("payment")`, `on("ready")`, `mount`, `destroy`, `update` and `submit`,
 * `createPaymentMethod({ elements })` and `handleNextAction`. The "element" is a labelled card
 * input drawn inside the mount point (Stripe draws a frame of its own there); the
 * PaymentMethod it makes is Stripe's test one for the test number typed (src/domain/demo-card.ts).
 * What the app asked of it is on `window.stripeDouble`: the amounts the element was made for or
 * updated to, and the client secrets handed to handleNextAction. The bank's check itself is the
 * test's: handleNextAction awaits `window.stripeBankCheck(clientSecret)` when the test exposes it
 * (`page.exposeFunction`), which answers for the bank in the Stripe API double. Plain script
 * text: it runs in the page, untouched by the test's compiler.
 */
export const STRIPE_JS_DOUBLE = `(() => {
  const methods = {
    "4242424242424242": ["pm_card_visa", "4242"],
    "4000000000000002": ["pm_card_chargeDeclined", "0002"],
    "4000000000009995": ["pm_card_chargeDeclinedInsufficientFunds", "9995"],
    "4000002500003155": ["pm_card_authenticationRequiredOnSetup", "3155"],
  };
  const seen = { key: null, options: null, amounts: [], nextActions: [] };
  window.stripeDouble = seen;
  function Stripe(key) {
    seen.key = key;
    return {
      elements(options) {
        let input = null;
        seen.options = options;
        seen.amounts.push(options.amount);
        const typed = () => (input === null ? "" : input.value.replace(/[\\s-]/g, ""));
        return {
          typed,
          create(type) {
            const handlers = {};
            let label = null;
            return {
              on(event, handler) { handlers[event] = handler; },
              mount(point) {
                label = document.createElement("label");
                label.append("Card number");
                input = document.createElement("input");
                input.inputMode = "numeric";
                input.autocomplete = "cc-number";
                label.append(input);
                point.append(label);
                setTimeout(() => handlers.ready && handlers.ready({ elementType: type }), 0);
              },
              destroy() { if (label !== null) label.remove(); },
            };
          },
          update(changes) { if (changes.amount !== undefined) seen.amounts.push(changes.amount); },
          async submit() {
            return typed().length >= 12 ? {} : { error: { type: "validation_error", message: "Your card number is incomplete." } };
          },
        };
      },
      async createPaymentMethod({ elements }) {
        const method = methods[elements.typed()];
        if (method === undefined) return { error: { type: "card_error", message: "Your card number is invalid." } };
        return { paymentMethod: { id: method[0], object: "payment_method", type: "card", card: { brand: "visa", last4: method[1] } } };
      },
      async handleNextAction({ clientSecret }) {
        seen.nextActions.push(clientSecret);
        if (typeof window.stripeBankCheck === "function") await window.stripeBankCheck(clientSecret);
        return { paymentIntent: { id: clientSecret.split("_secret_")[0], status: "requires_confirmation" } };
      },
    };
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();
`
