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

const emojiCharacters = require('./src/emoji/characters.json');
const twemojiDir = path.dirname(require.resolve('@twemoji/svg/package.json'));
// Twemoji names a file by its code points in hex, without the emoji presentation selector FE0F.
const twemojiFile = (char) =>
  path.join(twemojiDir, `${[...char].map((c) => c.codePointAt(0).toString(16)).filter((hex) => hex !== 'fe0f').join('-')}.svg`);

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
      // The 120 chat emoji as Twemoji images (graphics CC-BY 4.0, see README), next to the bundle:
      // emoji/<code>.svg, which src/emoji/emoji.ts resolves from the bundle's public path.
      ...emojiCharacters.map((char, index) => ({ from: twemojiFile(char), to: path.join(config.output.path, 'emoji', `${100 + index}.svg`) })),
    ],
  }),
];

module.exports = config;
