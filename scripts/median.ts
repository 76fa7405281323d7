// The middle value of a benchmark's rounds or samples (the upper middle of an even count).
export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
