/** Spacing in the spec's "units" of 0.25rem: the header is 16 units high. */
export const unit = (n: number): string => `${n * 0.25}rem`
