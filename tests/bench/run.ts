/**
 * `npm run bench`: the performance figures of the project. None are measured yet: the
 * benchmarks (bundle size, Lighthouse, big menu, replay, live latency, server load) come with
 * the performance issue. This says so rather than pretend.
 */
console.log("npm run bench: no benchmarks yet. They arrive with the performance issue; see BENCHMARKS.md.")
