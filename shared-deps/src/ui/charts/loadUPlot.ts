// uPlot is a shared module fetched on demand (build/webpack-common.js, onDemandModules): imported
// through SystemJS when the first chart is drawn, so no bundle carries it nor lists it as a
// dependency of its entry (which would fetch it with every page of an MF). Its stylesheet comes with
// the module. One loader for every MF that draws charts (the monitor's sparklines, portal charts).
import type uPlot from 'uplot';

interface SystemLoader {
  import<T>(name: string): Promise<T>;
  resolve(name: string): string;
  delete(url: string): boolean;
}

declare const System: SystemLoader | undefined;

let loading: Promise<typeof uPlot> | null = null;

/** The uPlot class; a failed load is forgotten (and dropped from SystemJS's registry) so a retry fetches again. */
export function loadUPlot(): Promise<typeof uPlot> {
  loading ??= (
    typeof System !== 'undefined'
      ? System.import<{ default: typeof uPlot }>('uplot')
      : // jest runs without SystemJS; the bundler leaves this import alone (webpackIgnore).
        (import(/* webpackIgnore: true */ 'uplot') as Promise<{ default: typeof uPlot }>)
  ).then(
    (module) => module.default,
    (error: unknown) => {
      loading = null;
      if (typeof System !== 'undefined') {
        try {
          System.delete(System.resolve('uplot'));
        } catch {
          // Nothing registered under that name: the next import fetches anyway.
        }
      }
      throw error;
    },
  );
  return loading;
}
