// Barcodes for every micro-frontend (print templates, designed forms): bwip-js is a shared
// dependency, bundled once in @atrium/ui's own lazy chunk and fetched the first time a page draws
// a barcode, instead of a copy in each micro-frontend that draws one.

/** bwip-js's options (bcid, text, scale, height, colours…) to the SVG markup of a Code 128 barcode. */
export type Code128Svg = (options: Record<string, unknown>) => string;

let loading: Promise<Code128Svg> | null = null;

/** The Code 128 encoder, loaded once per page. */
export function loadCode128Svg(): Promise<Code128Svg> {
  loading ??= import(/* webpackChunkName: "ui-barcode" */ './code128Svg').then((module) => module.code128Svg);
  // A failed fetch (a deploy replaced the chunk) may succeed on the next try.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
