import type { Stripe } from "@stripe/stripe-js"

/**
 * Stripe.js, loaded from https://js.stripe.com only when a diner opens the pay screen of a
 * table that pays through Stripe: the loader (`@stripe/stripe-js/pure`, whose `loadStripe` adds
 * Stripe's script when called, never at import) is a chunk of its own, fetched then, so the
 * menu's first screen carries none of it. One Stripe per publishable key; a load that failed
 * (offline, blocked) is forgotten, so trying again loads afresh.
 */
export const stripeFor = (publishableKey: string): Promise<Stripe> => {
  if (loading?.key === publishableKey) return loading.stripe
  const stripe = import("@stripe/stripe-js/pure")
    .then(({ loadStripe }) => loadStripe(publishableKey))
    .then((loaded) => {
      if (loaded === null) throw new Error("Stripe.js did not load")
      return loaded
    })
  stripe.catch(() => {
    if (loading?.stripe === stripe) loading = null
  })
  loading = { key: publishableKey, stripe }
  return stripe
}

/**
 * Takes the diner through their bank's check of a payment (3-D Secure) in Stripe's own UI, with
 * the PaymentIntent's client secret; resolves when Stripe is done, whatever the bank said (the
 * server reads the PaymentIntent's outcome when the app confirms next).
 */
export const handleBankCheck = async (publishableKey: string, clientSecret: string): Promise<void> => {
  const stripe = await stripeFor(publishableKey)
  await stripe.handleNextAction({ clientSecret })
}

let loading: { readonly key: string; readonly stripe: Promise<Stripe> } | null = null
