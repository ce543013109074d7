// Code 128 only (the spec's barcode format): importing the one encoder, not bwip-js's toSVG, lets
// the bundler drop its other symbologies from this lazy chunk.
import { code128, drawingSVG } from 'bwip-js/browser';

export function code128Svg(options: Record<string, unknown>): string {
  return code128(options as unknown as Parameters<typeof code128>[0], drawingSVG());
}
