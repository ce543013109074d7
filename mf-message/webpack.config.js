const path = require('node:path');
const { systemBundle } = require('../build/webpack-common');

module.exports = systemBundle({
  name: '@atrium/mf-message',
  entry: path.join(__dirname, 'src', 'atrium-mf-message.ts'),
  outDir: 'mf-message',
  context: __dirname,
});
