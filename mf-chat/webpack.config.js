const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { systemBundle } = require('../build/webpack-common');

const config = systemBundle({
  name: '@atrium/mf-chat',
  entry: path.join(__dirname, 'src', 'atrium-mf-chat.ts'),
  outDir: 'mf-chat',
  context: __dirname,
});

// Style tags go where the component says: the shadow root of a legacy page's chat, else <head>.
const cssRule = config.module.rules.find((rule) => String(rule.test) === String(/\.module\.css$/));
cssRule.use[0].options.insert = require.resolve('./style-insert.js');

const systemjsVersion = require('systemjs/package.json').version;

// The legacy loader (plain JS, no hash: pages include it by a fixed URL) and the example page.
config.plugins = [
  new CopyPlugin({
    patterns: [
      {
        from: path.join(__dirname, 'loader', 'chat-loader.js'),
        to: path.join(config.output.path, '..', 'chat-loader.js'),
        transform: (content) => content.toString().replace('%SYSTEMJS%', `/assets/vendor/system-${systemjsVersion}.min.js`),
      },
      { from: path.join(__dirname, '..', 'examples', 'legacy-page'), to: path.join(config.output.path, '..', '..', 'examples', 'legacy-page') },
    ],
  }),
];

module.exports = config;
