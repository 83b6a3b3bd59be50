import { setPriority } from "node:os"

/**
 * The phones that ask a table's big page (tests/support/cheap-call-waits.ts), in a process of
 * their own at the lowest priority. Unpacking and decoding three pages of 1 MB and more is the
 * phones' work, done on the phones: on the test machine's two cores it held up the probe
 * (another diner's phone) and the server, and was timed as the server's. Plain JavaScript, so
 * that it starts at once. Asked by message: `{ url, languages, since }` (`since` on the
 * performance timeline's absolute clock); answers, for each language, what the page said and
 * when it came, in ms after `since`.
 */
setPriority(19)

process.on("message", async (/** @type {{ url: string, languages: string[], since: number }} */ { url, languages, since }) => {
  const pages = await Promise.all(
    languages.map(async (language) => {
      const answer = await fetch(url, { headers: { "accept-language": language } })
      const html = await answer.text()
      return {
        language,
        status: answer.status,
        lang: /<html lang="([^"]*)">/.exec(html)?.[1] ?? null,
        hydrates: html.includes('data-ssr="hydrate"'),
        ms: Math.round(performance.timeOrigin + performance.now() - since),
      }
    }),
  )
  // Forked with a channel (cheap-call-waits.ts): send is there.
  process.send?.(pages)
})
