// Code 128 only: importing the one encoder (not bwip-js's toSVG, which reaches every symbology)
// lets the bundler drop the hundred others from the lazy chunk.
import { code128, drawingSVG } from 'bwip-js/browser';

export function toSVG(options: Record<string, unknown>): string {
  return code128(options as unknown as Parameters<typeof code128>[0], drawingSVG());
}
