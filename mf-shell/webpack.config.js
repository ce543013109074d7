const path = require('node:path');
const { systemBundle } = require('../build/webpack-common');

module.exports = systemBundle({
  name: '@atrium/shell',
  entry: path.join(__dirname, 'src', 'atrium-mf-shell.tsx'),
  outDir: 'mf-shell',
  context: __dirname,
});
