// One SystemJS bundle per shared module (multi-compiler): each bundle treats every *other*
// shared module as an external, so react-dom imports the shared react instead of its own copy.
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { plainIcons, portalIcons } = require('../build/portal-icons');
const { systemBundle } = require('../build/webpack-common');

const src = (file) => path.join(__dirname, 'src', file);

const modules = [
  ['react', 'vendor/react.js'],
  ['react-dom', 'vendor/react-dom.js'],
  ['react-dom/client', 'vendor/react-dom-client.js'],
  ['react/jsx-runtime', 'vendor/react-jsx-runtime.js'],
  ['single-spa', 'vendor/single-spa.js'],
  ['single-spa-react', 'vendor/single-spa-react.js'],
  ['rxjs', 'vendor/rxjs.js'],
  ['nanostores', 'vendor/nanostores.js'],
  ['@nanostores/react', 'vendor/nanostores-react.js'],
  ['i18next', 'vendor/i18next.js'],
  ['react-i18next', 'vendor/react-i18next.js'],
  ['axios', 'vendor/axios.js'],
  ['uplot', 'vendor/uplot.js'],
  ['@atrium/shoelace', 'shoelace/index.ts'],
  ['@atrium/shared', 'shared/index.ts'],
  ['@atrium/ui', 'ui/index.ts'],
  ['@atrium/html', 'html/index.ts'],
];

const shoelaceDist = path.dirname(require.resolve('@shoelace-style/shoelace/dist/shoelace.js'));

module.exports = modules.map(([name, entry]) => {
  // Shoelace's component chunks, theme and icons live together in their own folder.
  const outDir = name === '@atrium/shoelace' ? 'shoelace' : 'shared';
  const config = systemBundle({ name, entry: src(entry), outDir, context: __dirname });
  // rxjs ships an ES2015 build next to its ES5 default: smaller and faster.
  config.resolve.conditionNames = ['es2015', ...config.resolve.conditionNames];
  if (name === 'axios') {
    // axios's own minified ESM build is smaller than what our minifier makes of its sources,
    // but its package exports hide it: point at the file directly.
    const axiosDist = path.join(path.dirname(require.resolve('axios')), '..', 'esm', 'axios.min.js');
    config.resolve.alias = { axios$: axiosDist };
  }
  if (name === 'uplot') {
    // uPlot's stylesheet comes with it: a <style> added when the module is first imported, that is
    // when the first chart is drawn, and kept (its class names are uPlot's own, .uplot and .u-*).
    config.module.rules.push({ test: /uPlot\.min\.css$/, use: ['style-loader', 'css-loader'] });
  }
  if (name === '@atrium/ui') {
    // The icons PlainIcon draws (carets, the tab's close, sort marks, the password eye): CSS masks
    // from data: URLs, so no page load revalidates their files (build/portal-icons.js).
    config.plugins = [...(config.plugins ?? []), new DefinePlugin({ __ATRIUM_PLAIN_ICONS__: JSON.stringify(plainIcons()) })];
  }
  if (name === '@atrium/shoelace') {
    // Theme and icons are static files next to the bundles (no network access at run time).
    config.plugins = [
      new CopyPlugin({
        patterns: [
          // The CSS only: the .styles.js twins are lit modules for Shoelace's own build (and the minifier).
          { from: path.join(shoelaceDist, 'themes'), to: 'themes', filter: (file) => file.endsWith('.css') },
          { from: path.join(shoelaceDist, 'assets'), to: 'assets' },
        ],
      }),
      // The icons the portal's code names, drawn without a request each (build/portal-icons.js).
      new DefinePlugin({ __ATRIUM_PORTAL_ICONS__: JSON.stringify(portalIcons()) }),
    ];
    // Everything the "sl-core" chunk needs travels in it (shared-deps/src/shoelace/components.ts):
    // left to webpack's defaults, the modules it shares with the rarer components (lit, the base
    // element, the popup) went into five numbered chunks, each one more request per page load. A
    // rare component's chunk now carries its own copy of them (bytes only: webpack runs a module
    // once, whichever chunk brought it first).
    config.optimization.splitChunks = false;
  }
  return config;
});

module.exports.modules = modules;
